import { RtlProvider } from '@cc/ui-rtl';
import type { Preview } from '@storybook/react-vite';
import '@cc/ui-rtl/styles.css';
import '../src/styles.css';

// The product sets dir/lang on <html>; do the same here.
document.documentElement.dir = 'rtl';
document.documentElement.lang = 'ar';

const preview: Preview = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <RtlProvider>
        <div dir="rtl" lang="ar">
          <Story />
        </div>
      </RtlProvider>
    ),
  ],
};

export default preview;
