// Late fees on screen (docs/domain/late-fees.md): the settings form, and a deal page's fees with waivers.
import { type Deal, endpoints } from '@cc/contracts';
import { chargeLateFees, createTestApi } from '@cc/resources/testing';
import { renderWithApi } from '@cc/resources/testing/render';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LateFeesForm } from './late-fees-form';
import { NOW, openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const contract = (deals: Deal[], number: number) =>
  deals.find((d) => d.kind === 'CONTRACT' && d.contractNumber === number) as Deal;

describe('LateFeesForm (settings «التحصيل»)', () => {
  it('is off by default, shows the fields of the chosen way, refuses what is missing, reads Arabic-Indic digits', async () => {
    const { user, fake } = renderWithApi(<LateFeesForm />, { fake: createTestApi({ now: NOW }) });
    const mode = await screen.findByLabelText('طريقة الاحتساب');
    expect(mode).toHaveValue('OFF');
    expect(screen.queryByLabelText(/أيام السماح/)).toBeNull();

    await user.selectOptions(mode, 'FIXED');
    await user.click(screen.getByRole('button', { name: 'حفظ غرامات التأخير' }));
    expect(await screen.findByText('أدخل مبلغ الغرامة بعملة واحدة على الأقل')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.collections.saveLateFees)).toHaveLength(0);

    await user.type(screen.getByLabelText(/أيام السماح/), '٥');
    await user.type(screen.getByLabelText('الغرامة بالدينار'), '٢٥٬٠٠٠');
    await user.click(screen.getByRole('button', { name: 'حفظ غرامات التأخير' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم حفظ إعدادات غرامات التأخير'));
    expect(fake.db.lateFeeRule).toEqual({
      mode: 'FIXED',
      graceDays: 5,
      since: '2025-03-01',
      amounts: { IQD: 25_000, USD: 0 },
    });
    expect((await screen.findByText(/مفعّلة منذ/)).textContent).toMatch(/مفعّلة منذ 2025.*03.*01/);
  });

  it('a percentage is refused above 100 under its field', async () => {
    const { user, fake } = renderWithApi(<LateFeesForm />, { fake: createTestApi({ now: NOW }) });
    await user.selectOptions(await screen.findByLabelText('طريقة الاحتساب'), 'PERCENT');
    await user.type(screen.getByLabelText(/النسبة من المبلغ المتأخر/), '150');
    await user.click(screen.getByRole('button', { name: 'حفظ غرامات التأخير' }));
    expect(await screen.findByText(/النسبة يجب أن تكون أكبر من صفر وألا تتجاوز 100/)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.collections.saveLateFees)).toHaveLength(0);
  });
});

describe('a deal’s late fees', () => {
  /** The demo fake at NOW with a fixed fee of 25,000 IQD / 5 USD charged on every overdue instalment. */
  function charged() {
    const fake = createTestApi({
      now: NOW,
      lateFeeRule: { mode: 'FIXED', graceDays: 0, since: '2020-01-01', amounts: { IQD: 25_000, USD: 500 } },
    });
    // Charged when the fake was made, as the daily job leaves them; never twice.
    expect(fake.db.charges.length).toBeGreaterThan(0);
    expect(chargeLateFees(fake.db)).toBe(0);
    return fake;
  }

  it('shows the fees apart from the schedule and in the plan summary, and the company account waives one with a reason', async () => {
    const fake = charged();
    const deal = contract(fake.db.deals, 1001);
    const remaining = Number(deal.paymentPlan.remainingAmount);
    const user = userEvent.setup();
    openPage(`/contracts/${deal.id}`, { fake });
    const section = await screen.findByRole('region', { name: 'غرامات التأخير' });
    expect(within(section).getByText('القسط 1')).toBeInTheDocument();
    expect(within(section).getByText('مستحقة')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'خطة الدفع' })).getByText('غرامات التأخير'),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'إعفاء' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'إعفاء' }));
    expect(await within(dialog).findByText('السبب مطلوب')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/السبب/), 'عميل ملتزم');
    await user.click(within(dialog).getByRole('button', { name: 'إعفاء' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم إعفاء الغرامة'));
    expect(await within(section).findByText('معفاة')).toBeInTheDocument();
    expect(within(section).getByText(/أُعفيت في .*: عميل ملتزم/)).toBeInTheDocument();
    expect(Number(contract(fake.db.deals, 1001).paymentPlan.remainingAmount)).toBe(remaining - 25_000);

    await user.click(within(section).getByRole('button', { name: 'إرجاع الغرامة' }));
    const back = await screen.findByRole('dialog');
    await user.type(within(back).getByLabelText(/السبب/), 'أعفيت بالخطأ');
    await user.click(within(back).getByRole('button', { name: 'إرجاع الغرامة' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم إرجاع الغرامة'));
    expect(Number(contract(fake.db.deals, 1001).paymentPlan.remainingAmount)).toBe(remaining);
  });

  it('staff see the fees but may not waive them; a deal never charged shows no section', async () => {
    const fake = charged();
    openPage(`/contracts/${contract(fake.db.deals, 1001).id}`, {
      fake,
      permissions: ['GET_CONTRACT', 'GET_PAYMENT_PLAN'],
    });
    const section = await screen.findByRole('region', { name: 'غرامات التأخير' });
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('no section without fees', async () => {
    const fake = createTestApi({ now: NOW });
    openPage(`/contracts/${contract(fake.db.deals, 1001).id}`, { fake });
    expect(await screen.findByRole('region', { name: 'جدول الأقساط' })).toBeInTheDocument();
    await waitFor(() => expect(fake.callsTo(endpoints.plans.charges)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'غرامات التأخير' })).toBeNull();
  });
});
