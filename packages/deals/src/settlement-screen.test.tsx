// Early settlement on screen (docs/domain/early-settlement.md): the quote from the deal page, a discount
// and the payment of the rest, and the staff without a discount.
import { type Deal, endpoints } from '@cc/contracts';
import { formatMoney } from '@cc/domain';
import { createTestApi } from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const text = (minor: number) => formatMoney(minor, 'IQD').replace(/\u00A0/g, ' ');
const contract = (deals: Deal[], number: number) =>
  deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === number) as Deal;

describe('early settlement', () => {
  it('opens from the deal page, prints the quote, and settles it with a discount in one payment', async () => {
    const user = userEvent.setup();
    const { fake, router } = openPage('/contracts/1');
    const deal = fake.db.deals.find((d) => d.id === 1)!;
    const total = deal.paymentPlan.remainingAmount;
    const remaining = Number(total);
    await user.click(await screen.findByRole('link', { name: 'تسوية مبكرة' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/settlements/${deal.paymentPlan.id}`));
    const sheet = await screen.findByRole('region', { name: 'عرض تسوية مبكرة' });
    expect(within(sheet).getByText('مجموع المتبقي').nextSibling).toHaveTextContent(text(remaining));
    expect(within(sheet).getByText(deal.buyer.fullName)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^خصم التسوية/), '١٠٠٬٠٠٠');
    // The sheet shows what settling pays once the discount is typed.
    expect(within(sheet).getByText('المبلغ المطلوب للتسوية').nextSibling).toHaveTextContent(
      text(remaining - 100_000),
    );
    await user.click(screen.getByRole('button', { name: 'تسوية وتسجيل الدفعة' }));
    expect(await screen.findByText('سبب الخصم مطلوب')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^سبب الخصم/), 'سداد مبكر');
    await user.click(screen.getByRole('button', { name: 'تسوية وتسجيل الدفعة' }));
    await waitFor(() => expect(fake.callsTo(endpoints.plans.settle)).toHaveLength(1));
    const call = fake.callsTo(endpoints.plans.settle)[0]!;
    expect(call.body).toMatchObject({
      total,
      discount: '100000',
      discountReason: 'سداد مبكر',
      method: 'CASH',
    });
    expect(
      await screen.findByText(/تمت التسوية المبكرة وسُدِّدت خطة الدفع بالكامل — رقم الإيصال \d+/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طباعة الوصل' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalled();
    expect(contract(fake.db.deals, deal.contractNumber).paymentPlan.status).toBe('PAID');
  });

  it('staff record a settlement without a discount', async () => {
    const user = userEvent.setup();
    const { fake } = openPage('/settlements/1', {
      permissions: ['GET_CONTRACT', 'GET_INSTALLMENT', 'UPDATE_INSTALLMENT'],
    });
    await screen.findByRole('region', { name: 'عرض تسوية مبكرة' });
    expect(screen.queryByLabelText(/^خصم التسوية/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'تسوية وتسجيل الدفعة' }));
    await waitFor(() => expect(fake.callsTo(endpoints.plans.settle)).toHaveLength(1));
    expect(fake.db.deals.find((d) => d.paymentPlan.id === 1)!.paymentPlan.status).toBe('PAID');
  });

  it("pays on the company's today when the device's date is still the day before", async () => {
    // 22:30 UTC is already the next day in Baghdad, the demo company's zone; the server checks that day.
    const now = new Date('2025-03-01T22:30:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    try {
      const user = userEvent.setup();
      const { fake } = openPage('/settlements/1', { fake: createTestApi({ now }) });
      await screen.findByRole('region', { name: 'عرض تسوية مبكرة' });
      await waitFor(() =>
        expect(screen.getByRole('group', { name: 'تاريخ الدفع' })).toHaveTextContent('2025'),
      );
      await user.click(screen.getByRole('button', { name: 'تسوية وتسجيل الدفعة' }));
      await waitFor(() => expect(fake.callsTo(endpoints.plans.settle)).toHaveLength(1));
      expect(fake.callsTo(endpoints.plans.settle)[0]!.body).toMatchObject({ paidAt: '2025-03-02' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a reader without UPDATE_INSTALLMENT sees the quote and no form', async () => {
    openPage('/settlements/1', { permissions: ['GET_CONTRACT', 'GET_INSTALLMENT'] });
    await screen.findByRole('region', { name: 'عرض تسوية مبكرة' });
    expect(screen.queryByRole('button', { name: 'تسوية وتسجيل الدفعة' })).toBeNull();
  });
});
