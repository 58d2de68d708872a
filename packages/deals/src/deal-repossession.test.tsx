// Repossession on screen (docs/domain/repossession.md): the company account takes the car back from the
// deal page with a reason and the fate of what remains, then hands part of what was paid back.
import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

/** A demo instalment deal still being paid, with something paid. */
function payingDeal(fake: ReturnType<typeof createTestApi>) {
  const deal = fake.db.deals.find(
    (d) =>
      d.status === 'ACTIVE' &&
      d.paymentPlan.status === 'ACTIVE' &&
      d.paymentPlan.paymentType === 'INSTALLMENTS' &&
      Number(d.paymentPlan.paidAmount) > 0,
  );
  if (!deal) throw new Error('no paying demo deal');
  return deal;
}

describe('repossessing a car from its deal page', () => {
  it('writes off what remains, marks the deal «مسترجعة» and hands money back to the buyer', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = payingDeal(fake);
    const kind = deal.kind === 'CONTRACT' ? 'contracts' : 'authorizations';
    openPage(`/${kind}/${deal.id}`, { fake });
    await user.click(await screen.findByRole('button', { name: 'استرجاع السيارة' }));
    const dialog = await screen.findByRole('dialog', { name: 'استرجاع السيارة' });
    expect(within(dialog).getByLabelText(/المبلغ المتبقي/)).toHaveValue('WRITE_OFF');
    await user.click(within(dialog).getByRole('button', { name: 'استرجاع السيارة' }));
    expect(await within(dialog).findByText('سبب الاسترجاع مطلوب')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/سبب الاسترجاع/), 'توقف المشتري عن الدفع');
    await user.click(within(dialog).getByRole('button', { name: 'استرجاع السيارة' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم استرجاع السيارة وأُعيدت إلى المخزون'));
    expect(fake.callsTo(endpoints.plans.repossess)[0]?.body).toEqual({
      reason: 'توقف المشتري عن الدفع',
      outcome: 'WRITE_OFF',
    });
    const section = await screen.findByRole('region', { name: 'مسترجعة' });
    expect(within(section).getByRole('note')).toHaveTextContent('توقف المشتري عن الدفع — شُطب المتبقي');
    expect(within(section).getByText('المشطوب')).toBeInTheDocument();
    // The schedule no longer reads «مدفوع» for what was written off.
    const schedule = screen.getByRole('table', { name: 'جدول الأقساط' });
    expect(within(schedule).getAllByText('مشطوب').length).toBeGreaterThan(0);
    // The car is in stock again; the deal no longer takes payments or a second repossession.
    expect(fake.db.cars.find((c) => c.id === deal.car.id)?.status).toBe('Pending');
    expect(screen.queryByRole('button', { name: 'استرجاع السيارة' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'تسجيل دفعة' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'إرجاع مبلغ للمشتري' }));
    const refund = await screen.findByRole('dialog', { name: 'إرجاع مبلغ للمشتري' });
    await user.type(within(refund).getByLabelText(/المبلغ المُعاد/), '١٠٠٠٠٠');
    await user.type(within(refund).getByLabelText(/سبب الإرجاع/), 'تسوية مع المشتري');
    await user.click(within(refund).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(fake.callsTo(endpoints.plans.refund)).toHaveLength(1));
    expect(fake.callsTo(endpoints.plans.refund)[0]?.body).toMatchObject({
      method: 'CASH',
      reason: 'تسوية مع المشتري',
    });
    expect(await within(section).findByText('المُعاد للمشتري')).toBeInTheDocument();
  });

  it('staff see the mark but neither repossess nor undo', async () => {
    const fake = createTestApi({ now: NOW });
    const deal = payingDeal(fake);
    deal.paymentPlan.status = 'REPOSSESSED';
    deal.repossession = { date: '2026-03-01', reason: 'لا يرد', outcome: 'KEEP_DEBT' };
    const kind = deal.kind === 'CONTRACT' ? 'contracts' : 'authorizations';
    openPage(`/${kind}/${deal.id}`, {
      fake,
      permissions: ['GET_CONTRACT', 'GET_INSTALLMENT', 'UPDATE_INSTALLMENT'],
    });
    const section = await screen.findByRole('region', { name: 'مسترجعة' });
    expect(within(section).getByRole('note')).toHaveTextContent('بقي المتبقي ديناً على المشتري');
    expect(within(section).queryByRole('button', { name: 'التراجع عن الاسترجاع' })).toBeNull();
    // The debt kept is still paid at the deal's page.
    expect(screen.getByRole('button', { name: 'تسجيل دفعة' })).toBeInTheDocument();
  });
});
