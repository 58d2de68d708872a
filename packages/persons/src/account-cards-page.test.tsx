import { endpoints } from '@cc/contracts';
import { createTestApi, DEMO_ACCOUNT_DEALS, DEMO_PERSONS, FakeFailure, failing } from '@cc/resources/testing';
import {
  askToDelete,
  cancelDelete,
  type RenderOptions,
  renderFeature,
  type TestApi,
  toasts,
} from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { personsFeature } from './feature';

const FEW = DEMO_PERSONS.slice(0, 5);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const openList = (fake: TestApi = createTestApi({ persons: FEW, deals: [] }), options: RenderOptions = {}) =>
  renderFeature(personsFeature, '/account-cards', { ...options, fake });

describe('the account cards list (/account-cards)', () => {
  it('shows the columns in order, with phone and national id isolated', async () => {
    openList();
    await screen.findByText('أحمد علي حسين');
    expect(screen.getByRole('heading', { level: 1, name: 'بطاقات الحسابات' })).toBeInTheDocument();
    const titles = screen
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(titles).toEqual([
      'رقم الحساب',
      'الاسم الكامل',
      'رقم الهاتف',
      'رقم الهوية',
      'العنوان',
      'الإجراءات',
    ]);
    const row = rowOf('أحمد علي حسين');
    expect(within(row).getByText('07701234567').tagName).toBe('BDI');
    expect(within(row).getByText('199012345678').tagName).toBe('BDI');
    expect(within(row).getByText('بغداد - الكرادة')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'عرض' })).toHaveAttribute('href', '/account-cards/1/view');
    expect(screen.getByRole('link', { name: 'إضافة حساب' })).toHaveAttribute('href', '/new-account');
    await userEvent.click(within(row).getByRole('button', { name: 'إجراءات أحمد علي حسين' }));
    expect(await screen.findByRole('menuitem', { name: 'تعديل' })).toHaveAttribute(
      'href',
      '/account-cards/1/edit',
    );
    expect(screen.getByRole('menuitem', { name: 'حذف' })).toBeInTheDocument();
  });

  it('hides add, edit and delete without their permissions', async () => {
    openList(undefined, { permissions: ['PERSON_READ'] });
    const row = (await screen.findByText('أحمد علي حسين')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'عرض' })).toBeInTheDocument();
    // Neither edit nor delete: no menu at all.
    expect(within(row).queryByRole('button', { name: /^إجراءات/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'إضافة حساب' })).toBeNull();
  });

  it('sends the keyword to the server and shows what it finds', async () => {
    const user = userEvent.setup();
    const { fake } = openList();
    await screen.findByText('أحمد علي حسين');
    await user.type(screen.getByRole('searchbox', { name: 'بحث' }), '0780');
    await waitFor(() =>
      expect(fake.callsTo(endpoints.persons.list).at(-1)?.query).toMatchObject({
        keyword: '0780',
        page: '0',
      }),
    );
    expect(await screen.findByText('محمد جاسم كاظم')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('أحمد علي حسين')).toBeNull());
  });

  it('deletes after confirmation, toasts the answer and the list refetches', async () => {
    const user = userEvent.setup();
    const { fake } = openList();
    const dialog = await askToDelete(user, 'علي حسن عبد الله');
    expect(dialog).toHaveTextContent('تأكيد الحذف');
    expect(dialog).toHaveTextContent('«علي حسن عبد الله»');
    await user.click(within(dialog).getByRole('button', { name: 'نعم، احذف' }));
    await waitFor(() => expect(toasts()).toContain('تم الحذف بنجاح'));
    expect(fake.callsTo(endpoints.persons.remove).map((c) => c.path)).toEqual(['/persons/3']);
    await waitFor(() => expect(screen.queryByText('علي حسن عبد الله')).toBeNull());
  });

  it('cancel closes the dialog without deleting', async () => {
    const { user, fake } = openList();
    await cancelDelete(user, 'أحمد علي حسين');
    expect(fake.callsTo(endpoints.persons.remove)).toHaveLength(0);
  });

  it("toasts the server's 409 message when the person is in a deal", async () => {
    const user = userEvent.setup();
    openList(createTestApi({ persons: FEW, deals: [...DEMO_ACCOUNT_DEALS] }));
    const dialog = await askToDelete(user, 'أحمد علي حسين');
    await user.click(within(dialog).getByRole('button', { name: 'نعم، احذف' }));
    await waitFor(() => expect(toasts()).toContain('لا يمكن حذف الحساب لأنه طرف في عقد أو وكالة'));
    expect(toasts()).not.toContain('تم الحذف بنجاح');
    expect(screen.getByText('أحمد علي حسين')).toBeInTheDocument();
  });

  it("shows and toasts the server's message when the list fails", async () => {
    const message = 'حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى';
    openList(
      createTestApi({
        routes: [failing(endpoints.persons.list, new FakeFailure(500, message, 'INTERNAL'))],
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(toasts()).toContain(message));
  });
});
