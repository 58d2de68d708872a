import { DEMO_DEALS } from '@cc/resources/testing';
import { Button } from '@cc/ui-rtl';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PaymentDialog } from './payment-dialog';
import { StoryApi } from './story-helpers';

const planOf = (kind: 'CONTRACT' | 'AUTHORIZATION', n: number) =>
  DEMO_DEALS.find((d) => d.kind === kind && d.contractNumber === n)!.paymentPlan;

function DialogStory({ plan }: { plan: { id: number; currency: 'IQD' | 'USD' } }) {
  const [open, setOpen] = useState(true);
  return (
    <StoryApi>
      <Button onClick={() => setOpen(true)}>تسجيل دفعة</Button>
      <PaymentDialog plan={plan} open={open} onOpenChange={setOpen} />
    </StoryApi>
  );
}

const meta = {
  title: 'Business/PaymentDialog',
  component: DialogStory,
  args: { plan: planOf('CONTRACT', 1001) },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An IQD plan with 7,500,000 remaining: type an amount (Arabic-Indic digits work), then the receipt
 * number and its print link show; more than remains is refused with the remaining amount.
 */
export const Dinars: Story = {};

/** A dollar plan (cents accepted, at most two decimals). */
export const Dollars: Story = { args: { plan: planOf('AUTHORIZATION', 1003) } };

/** The desk's opening: the amount prefilled with what is overdue, named under it. */
export const PrefilledAtTheDesk: Story = {
  render: ({ plan }) => (
    <StoryApi>
      <PaymentDialog
        plan={plan}
        open
        onOpenChange={() => undefined}
        defaultAmount="750000"
        amountHint="المتأخر 750,000 د.ع — القسط القادم 750,000 د.ع"
      />
    </StoryApi>
  ),
};
