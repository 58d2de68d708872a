import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionMenu } from './action-menu';
import { IconEdit, IconEye, IconTrash } from './icons';

const onDelete = fn();

const meta = {
  title: 'Components/ActionMenu',
  component: ActionMenu,
  args: {
    label: 'تويوتا كامري 2022',
    actions: [
      { label: 'عرض', to: '#view', icon: <IconEye size={18} />, primary: true },
      { label: 'تعديل', to: '#edit', icon: <IconEdit size={16} /> },
      { label: 'حذف', onSelect: onDelete, icon: <IconTrash size={16} />, tone: 'danger' },
    ],
  },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row's actions: 'عرض' visible, the rest behind '⋮'. */
export const Row: Story = {};

/** Opened: the items in RTL, 'حذف' in red. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'إجراءات تويوتا كامري 2022' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'حذف' })).toBeVisible();
  },
};

/** Commands only (a staff user's row): no primary action. */
export const MenuOnly: Story = {
  args: {
    label: 'علي حسن',
    actions: [
      { label: 'تغيير كلمة المرور', onSelect: fn() },
      { label: 'إيقاف', onSelect: fn(), tone: 'danger' },
    ],
  },
};
