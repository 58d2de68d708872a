// The cashier's box on the payments desk (docs/domain/cash-box.md): what the drawer should hold, and
// closing the day on a count, with a note when it differs.
import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { renderWithApi } from '@cc/resources/testing/render';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NOW } from '../test/render';
import { PaymentsDeskScreen } from './payments-desk-screen';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

describe('the cash box on the desk', () => {
  it('shows what the drawer should hold and closes the day on a count, asking why it differs', async () => {
    const fake = createTestApi({ now: NOW });
    const { user } = renderWithApi(
      <MemoryRouter>
        <PaymentsDeskScreen debounceMs={0} />
      </MemoryRouter>,
      { fake },
    );
    const box = await screen.findByRole('region', { name: 'الصندوق بالدينار' });
    const expected = (await fake.client.call(endpoints.cashBox.get, {})).data.find(
      (b) => b.currency === 'IQD',
    )!.expected;
    expect(within(box).getByText('المتوقع في الصندوق')).toBeInTheDocument();
    expect(within(box).getByText('لم يُغلق من قبل')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'إغلاق اليوم (دينار)' }));
    const dialog = await screen.findByRole('dialog', { name: 'إغلاق صندوق اليوم بالدينار' });
    // 1,000 short: the note is asked for.
    const short = String(Number(expected) - 1000);
    await user.type(within(dialog).getByLabelText(/المبلغ المعدود/), short);
    await user.click(within(dialog).getByRole('button', { name: 'إغلاق اليوم (دينار)' }));
    expect(
      await within(dialog).findByText('يوجد فرق بين المعدود والمتوقع: اكتب ملاحظة تشرح الفرق'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/ملاحظة/), 'نقص ورقة ألف');
    await user.click(within(dialog).getByRole('button', { name: 'إغلاق اليوم (دينار)' }));
    await waitFor(() => expect(fake.callsTo(endpoints.cashBox.close)).toHaveLength(2));
    expect(fake.callsTo(endpoints.cashBox.close).at(-1)?.body).toMatchObject({
      currency: 'IQD',
      counted: short,
      note: 'نقص ورقة ألف',
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        expect.stringMatching(/^تم إغلاق الصندوق لهذا اليوم — الفرق −1,000/),
      ),
    );
    // The box now starts from the count, and the day's closing prints.
    expect(await within(box).findByRole('link', { name: 'طباعة الإغلاق' })).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'إغلاق اليوم (دينار)' })).toBeNull();
  });

  it('counts the drawer by note in Arabic-Indic digits: the total fills the count and the notes are kept', async () => {
    const fake = createTestApi({ now: NOW });
    const { user } = renderWithApi(
      <MemoryRouter>
        <PaymentsDeskScreen debounceMs={0} />
      </MemoryRouter>,
      { fake },
    );
    const box = await screen.findByRole('region', { name: 'الصندوق بالدينار' });
    await user.click(within(box).getByRole('button', { name: 'إغلاق اليوم (دينار)' }));
    const dialog = await screen.findByRole('dialog', { name: 'إغلاق صندوق اليوم بالدينار' });
    await user.click(within(dialog).getByText('عدّ الأوراق حسب الفئة (اختياري)'));
    await user.type(within(dialog).getByLabelText('فئة 50,000 دينار'), '٣');
    await user.type(within(dialog).getByLabelText('فئة 1,000 دينار'), '2');
    expect(within(dialog).getByLabelText(/المبلغ المعدود/)).toHaveValue('152000');
    await user.type(within(dialog).getByLabelText(/ملاحظة/), 'عدّ بالفئات');
    await user.click(within(dialog).getByRole('button', { name: 'إغلاق اليوم (دينار)' }));
    await waitFor(() => expect(fake.callsTo(endpoints.cashBox.close)).toHaveLength(1));
    expect(fake.callsTo(endpoints.cashBox.close)[0]?.body).toMatchObject({
      counted: '152000',
      denominations: { '50000': 3, '1000': 2 },
    });
    expect(fake.db.cashClosings.at(-1)?.denominations).toEqual({ '50000': 3, '1000': 2 });
  });

  it('hands cash to another user who takes money, waiting for their acknowledgement', async () => {
    const fake = createTestApi({ now: NOW });
    const { user } = renderWithApi(
      <MemoryRouter>
        <PaymentsDeskScreen debounceMs={0} />
      </MemoryRouter>,
      { fake },
    );
    const panel = await screen.findByRole('region', { name: 'صندوقي' });
    await user.click(within(panel).getByRole('button', { name: 'تسليم نقد' }));
    const dialog = await screen.findByRole('dialog', { name: 'تسليم نقد لمستخدم آخر' });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'موظف الحسابات' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText(/المستلم/), 'موظف الحسابات');
    await user.type(within(dialog).getByLabelText(/^المبلغ/), '٥٠٠٠٠');
    await user.click(within(dialog).getByRole('button', { name: 'تسليم نقد' }));
    await waitFor(() => expect(fake.callsTo(endpoints.cashBox.handOver)).toHaveLength(1));
    expect(fake.callsTo(endpoints.cashBox.handOver)[0]?.body).toMatchObject({ toUserId: 2, currency: 'IQD' });
    expect(await within(panel).findByText('نقد سلَّمته بانتظار تأكيد المستلم')).toBeInTheDocument();
    expect(within(panel).getByText(/إلى موظف الحسابات/)).toBeInTheDocument();
  });

  it('is not shown to a user who takes no money', async () => {
    renderWithApi(
      <MemoryRouter>
        <PaymentsDeskScreen debounceMs={0} />
      </MemoryRouter>,
      { fake: createTestApi({ now: NOW }), permissions: ['GET_INSTALLMENT'] },
    );
    expect(await screen.findByRole('region', { name: 'سجل الدفعات' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'صندوقي' })).toBeNull();
  });
});
