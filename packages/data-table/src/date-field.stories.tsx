import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { DateField } from './date-field';
import { DateRangeField } from './date-range-field';
import type { DateRange } from './types';

const meta = {
  title: 'DataTable/Date fields',
  component: DateField,
  args: { label: 'تاريخ العقد', value: null, onChange: () => undefined },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

function ControlledDate({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxInlineSize: 420 }}>
      <DateField label="تاريخ العقد" value={value} onChange={setValue} />
      <p>
        القيمة المرسلة: <bdi>{value ?? '—'}</bdi>
      </p>
    </div>
  );
}

function ControlledRange() {
  const [value, setValue] = useState<DateRange | null>({ from: '2026-01-01', to: '2026-03-31' });
  return (
    <div style={{ maxInlineSize: 860 }}>
      <DateRangeField label="الفترة" value={value} onChange={setValue} />
      <p>
        <bdi dir="ltr">
          fromDate={value?.from ?? ''} &amp; toDate={value?.to ?? ''}
        </bdi>
      </p>
    </div>
  );
}

/** Empty: the quick picks add to today. */
export const EmptyDate: Story = { render: () => <ControlledDate initial={null} /> };

/** With a value: the quick picks add to it. */
export const WithValue: Story = { render: () => <ControlledDate initial="2026-01-31" /> };

export const DateRangeStory: Story = { name: 'Date range', render: () => <ControlledRange /> };
