import { endpoints, type Payment } from '@cc/contracts';
import { DEMO_PAYMENTS, FakeFailure, failing } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ReversePaymentDialog } from './reverse-payment-dialog';
import { StoryApi } from './story-helpers';

const payment = DEMO_PAYMENTS.find((p) => p.receiptNumber === 105) as Payment;

function DialogStory({ refuse = false }: { refuse?: boolean }) {
  const [target, setTarget] = useState<Payment | null>(payment);
  return (
    <StoryApi
      options={
        refuse
          ? {
              routes: [failing(endpoints.payments.reverse, new FakeFailure(409, 'هذه الدفعة معكوسة مسبقاً'))],
            }
          : {}
      }
    >
      <button type="button" onClick={() => setTarget(payment)}>
        عكس الدفعة رقم 105
      </button>
      <ReversePaymentDialog payment={target} onClose={() => setTarget(null)} />
    </StoryApi>
  );
}

const meta = {
  title: 'Business/ReversePaymentDialog',
  component: DialogStory,
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reason is required; then the reversal entry's number is toasted. */
export const Reverse: Story = {};

/** The server refuses (already reversed): its message shows in the dialog and as a toast. */
export const Refused: Story = { args: { refuse: true } };
