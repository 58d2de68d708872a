import { RtlProvider } from '@cc/ui-rtl';
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '@cc/ui-rtl/styles.css';
import '@cc/data-table/styles.css';
import '../src/styles.css';

// The product sets dir/lang on <html>; do the same so portals (dialogs, toasts) are RTL too.
document.documentElement.dir = 'rtl';
document.documentElement.lang = 'ar';

const preview: Preview = {
  parameters: { layout: 'padded' },
  decorators: [
    // The screens use react-router links; a story gets its own memory router.
    (Story) => (
      <MemoryRouter>
        <RtlProvider>
          <div dir="rtl" lang="ar">
            <Story />
          </div>
        </RtlProvider>
      </MemoryRouter>
    ),
  ],
};

export default preview;
