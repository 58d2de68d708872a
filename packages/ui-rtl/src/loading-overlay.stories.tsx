import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from './loading-overlay';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const Hidden: Story = { args: { visible: false } };

export const Spinners: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', padding: 24 }}>
      <Spinner size={16} />
      <Spinner size={24} color="#2e7d32" />
      <Spinner size={60} color="#1976d2" label="جار التحميل..." />
    </div>
  ),
};
