import { endpoints } from '@cc/contracts';
import { createTestApi } from '@cc/resources/testing';
import { toast } from '@cc/ui-rtl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, openPage } from './test/render';

vi.mock('@cc/ui-rtl', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cc/ui-rtl')>()),
  toast: { success: vi.fn(), error: vi.fn() },
}));

const table = () => screen.getByRole('table');
const rowOf = async (text: string) => {
  await waitFor(() => expect(within(table()).getAllByText(text).length).toBeGreaterThan(0));
  return within(table()).getAllByText(text)[0]!.closest('tr') as HTMLElement;
};

/** The demo deals with an instalment unpaid past its date at NOW, and one with a mobile number. */
function overdueDeal(fake: ReturnType<typeof createTestApi>) {
  const today = NOW.toISOString().slice(0, 10);
  const late = fake.db.deals.filter(
    (d) =>
      d.status === 'ACTIVE' &&
      d.paymentPlan.installments.some((i) => i.status !== 'PAID' && i.dueDate < today),
  );
  const deal = late.find((d) => d.buyer.phone) ?? late[0];
  if (!deal) throw new Error('no overdue demo deal');
  if (!deal.buyer.phone) deal.buyer.phone = '07701234567';
  return deal;
}

afterEach(() => vi.restoreAllMocks());

describe('CollectionsScreen (/collections)', () => {
  it('lists overdue deals and logs a promise from the row, with its date and amount', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = overdueDeal(fake);
    openPage('/collections', { fake });
    const row = await rowOf(deal.buyer.fullName);
    expect(fake.callsTo(endpoints.collections.list).length).toBeGreaterThan(0);
    await user.click(within(row).getByRole('button', { name: /^إجراءات / }));
    await user.click(await screen.findByRole('menuitem', { name: 'تسجيل تواصل' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog's code loads on its first opening; its contact log is read once it shows.
    await waitFor(() => expect(dialog).toHaveTextContent('لا يوجد تواصل مسجّل بعد'));
    await user.selectOptions(within(dialog).getByLabelText(/^النتيجة/), 'PROMISED');
    const promiseDate = within(dialog).getByRole('group', { name: /تاريخ الوعد/ });
    await user.click(within(promiseDate).getByRole('button', { name: '+ شهر' }));
    await user.type(within(dialog).getByLabelText(/^مبلغ الوعد/), '٥٠٠٬٠٠٠');
    await user.type(within(dialog).getByLabelText(/^ملاحظة/), 'يسدد بعد الراتب');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ التواصل' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم تسجيل التواصل'));
    const [contact] = fake.db.contacts;
    expect(contact).toMatchObject({
      dealId: deal.id,
      kind: 'CALL',
      outcome: 'PROMISED',
      promiseAmount: deal.currency === 'IQD' ? '500000' : '500000.00',
      promiseStatus: 'PENDING',
      note: 'يسدد بعد الراتب',
    });
    expect(contact?.promiseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows the ready Arabic reminder with its WhatsApp link, and logs it as a message once opened', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = overdueDeal(fake);
    openPage('/collections', { fake });
    const row = await rowOf(deal.buyer.fullName);
    await user.click(within(row).getByRole('button', { name: /^إجراءات / }));
    await user.click(await screen.findByRole('menuitem', { name: 'تذكير' }));
    const dialog = await screen.findByRole('dialog');
    const link = await within(dialog).findByRole('link', {
      name: `واتساب — إلى المشتري ${deal.buyer.fullName}`,
    });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/964${deal.buyer.phone!.replace(/\D/g, '').slice(1)}`);
    const text = url.searchParams.get('text')!;
    expect(text).toContain(deal.buyer.fullName);
    expect(text).toContain(`رقم ${deal.contractNumber}`);
    expect(dialog.textContent).toContain(text);
    expect(
      within(dialog).getByRole('link', { name: `رسالة نصية — إلى المشتري ${deal.buyer.fullName}` }),
    ).toHaveAttribute('href', expect.stringMatching(/^sms:\+964/));
    link.addEventListener('click', (e) => e.preventDefault());
    await user.click(link);
    await waitFor(() =>
      expect(fake.db.contacts[0]).toMatchObject({ kind: 'MESSAGE', dealId: deal.id, note: text }),
    );
    expect(within(dialog).getByText('سُجّلت')).toBeInTheDocument();
  });

  it('«تذكير الكل» lists the messages of the filtered queue, to the buyers or the guarantors', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = overdueDeal(fake);
    openPage('/collections', { fake });
    await rowOf(deal.buyer.fullName);
    await user.type(screen.getByRole('searchbox'), deal.buyer.fullName);
    await waitFor(() =>
      expect(fake.callsTo(endpoints.collections.list).at(-1)?.query).toMatchObject({
        keyword: deal.buyer.fullName,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'تذكير الكل' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(fake.callsTo(endpoints.collections.reminders).at(-1)?.query).toMatchObject({
      keyword: deal.buyer.fullName,
      to: 'BUYER',
    });
    expect(dialog).toHaveTextContent(`${'عقد'} رقم ${deal.contractNumber}`);
    await user.selectOptions(within(dialog).getByLabelText('إلى'), 'GUARANTOR');
    await waitFor(() =>
      expect(fake.callsTo(endpoints.collections.reminders).at(-1)?.query).toMatchObject({ to: 'GUARANTOR' }),
    );
  });

  it('«إسناد الكل» assigns every deal the filters match to the chosen collector', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = overdueDeal(fake);
    const staff = fake.db.users.find((u) => u.status === 'ACTIVE' && u.id !== 1)!;
    openPage('/collections', { fake });
    await rowOf(deal.buyer.fullName);
    await user.click(screen.getByRole('button', { name: 'إسناد الكل' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('لا الصفحة المعروضة فقط');
    const select = within(dialog).getByLabelText(/^المحصّل/);
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: staff.fullName })).toBeInTheDocument(),
    );
    await user.selectOptions(select, String(staff.id));
    await user.click(within(dialog).getByRole('button', { name: 'إسناد' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم إسناد العقود'));
    const [call] = fake.callsTo(endpoints.collections.assign);
    expect(call?.body).toMatchObject({ filter: {}, collectorId: staff.id });
    expect(call?.body).not.toHaveProperty('dealIds');
    expect(fake.db.collectors.get(deal.id)).toBe(staff.id);
  });

  it('assigns a deal to a collector from its row (COLLECTIONS_ASSIGN)', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = overdueDeal(fake);
    const staff = fake.db.users.find((u) => u.status === 'ACTIVE' && u.id !== 1)!;
    openPage('/collections', { fake });
    const row = await rowOf(deal.buyer.fullName);
    await user.click(within(row).getByRole('button', { name: /^إجراءات / }));
    await user.click(await screen.findByRole('menuitem', { name: 'إسناد إلى محصّل' }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByLabelText(/^المحصّل/);
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: staff.fullName })).toBeInTheDocument(),
    );
    await user.selectOptions(select, String(staff.id));
    await user.click(within(dialog).getByRole('button', { name: 'إسناد' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم إسناد العقود'));
    expect(fake.db.collectors.get(deal.id)).toBe(staff.id);
    await waitFor(() => expect(within(row).getByText(staff.fullName)).toBeInTheDocument());
  });

  it('offers no assigning without COLLECTIONS_ASSIGN', async () => {
    const user = userEvent.setup();
    const fake = createTestApi({ now: NOW });
    const deal = overdueDeal(fake);
    openPage('/collections', { fake, permissions: ['COLLECTIONS_READ', 'COLLECTIONS_WORK'] });
    const row = await rowOf(deal.buyer.fullName);
    await user.click(within(row).getByRole('button', { name: /^إجراءات / }));
    expect(await screen.findByRole('menuitem', { name: 'تسجيل تواصل' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'إسناد إلى محصّل' })).toBeNull();
  });
});
