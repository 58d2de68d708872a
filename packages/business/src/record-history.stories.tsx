import type { HistoryEntry } from '@cc/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecordHistory } from './record-history';
import { StoryApi } from './story-helpers';

/** Twelve edits of car 9 (two pages), the newest first. */
const edits = Array.from({ length: 12 }, (_, i) => {
  const id = 12 - i;
  const entry: HistoryEntry = {
    id,
    at: new Date(Date.UTC(2025, 0, 1, id)).toISOString(),
    actor: id % 2 ? { id: 7, name: 'علي حسن' } : null,
    action: 'CAR_UPDATED',
    actionLabel: 'تعديل السيارة',
    changes: [
      { field: 'kilometers', label: 'الكيلومترات', before: id * 100, after: id * 100 + 100 },
      {
        field: 'notes',
        label: 'ملاحظات',
        before: null,
        after: 'فحص كامل بعد تبديل الإطارات الأمامية والخلفية',
      },
    ],
  };
  return { entity: 'car' as const, entityId: 9, entry };
});

const meta = {
  title: 'Business/RecordHistory',
  component: RecordHistory,
  args: { entity: 'car', id: 1 },
  decorators: [
    (Story, { parameters }) => (
      <StoryApi options={parameters.api}>
        <Story />
      </StoryApi>
    ),
  ],
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo car 1: added by the company account, then edited by staff («اللون: فضي ← أبيض»). */
export const Car: Story = {};

/** Two pages of edits with the shared pager; an entry of a scheduled job names 'النظام'. */
export const Paged: Story = { args: { id: 9 }, parameters: { api: { history: edits } } };

/** Nothing recorded yet. */
export const Empty: Story = { args: { entity: 'person', id: 1 } };

/** A phone (390 px): long values wrap inside their entry, nothing scrolls sideways. */
export const OnPhone: Story = {
  args: { id: 9 },
  parameters: { api: { history: edits } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'سجل التغييرات' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
