import { endpoints, PERMISSION_NAMES } from '@cc/contracts';
import { FakeFailure, route } from '@cc/resources/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DealsStory } from './story-helpers';

const meta = {
  title: 'Deals/DealView',
  component: DealsStory,
  parameters: { layout: 'fullscreen' },
  args: { url: '/contracts/1' },
} satisfies Meta<typeof DealsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Contract 1001 seen by the company account: record a payment (the receipt number and its print link
 * show after), reschedule, reverse a standing payment ('عكس', a reason); its ledger shows a reversed
 * payment struck 'ملغاة' and its reversal entry 'قيد عكس'.
 */
export const CompanyAccount: Story = {};

/** A staff member holding every permission: everything but reversing. */
export const Staff: Story = { args: { permissions: [...PERMISSION_NAMES] } };

/** A staff member without GET_INSTALLMENT, UPDATE_INSTALLMENT and UPDATE_PAYMENT_PLAN: no payments, no actions. */
export const ReadOnly: Story = { args: { permissions: ['GET_CONTRACT'] } };

/** A dollar sale paid in full in cash, a person selling: reversing its payment reopens the plan. */
export const PaidCash: Story = { args: { url: '/contracts/2' } };

/** A cancelled contract with its reason. */
export const Cancelled: Story = { args: { url: '/contracts/3' } };

/** The payments cannot be loaded: the section says so. */
export const PaymentsFailed: Story = {
  args: {
    api: {
      routes: [
        route(endpoints.payments.list, () => {
          throw new FakeFailure(500, 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى', 'INTERNAL');
        }),
      ],
    },
  },
};

/** A contract that does not exist. */
export const NotFound: Story = { args: { url: '/contracts/999' } };
