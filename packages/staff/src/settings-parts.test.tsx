import { type ExchangeRateEntry, endpoints } from '@cc/contracts';
import { createTestApi, DEMO_BRANCHES } from '@cc/resources/testing';
import { renderWithApi, toasts } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BranchesPanel from './branches-panel';
import CompanySettingsForm from './company-settings-form';
import { STAFF_MESSAGES as M } from './messages';

// Renaming and deactivating branches, and the company's default exchange rate with its history.

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('BranchesPanel: rename and deactivate', () => {
  it('renames a branch in a dialog, the list showing the new name', async () => {
    const { user, fake } = renderWithApi(<BranchesPanel />);
    await user.click(await screen.findByRole('button', { name: M.editBranchOf('فرع البصرة') }));
    const dialog = await screen.findByRole('dialog', { name: M.editBranchTitle });
    const name = within(dialog).getByLabelText(/اسم الفرع/);
    expect(name).toHaveValue('فرع البصرة');
    await user.clear(name);
    await user.type(name, 'فرع البصرة - العشار');
    await user.type(within(dialog).getByLabelText(M.phone), '٠٧٨٠١١١٢٢٣٣');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(toasts()).toContain('تم حفظ بيانات الفرع'));
    expect(fake.callsTo(endpoints.branches.update).map((c) => [c.path, c.body])).toEqual([
      ['/branches/2', { name: 'فرع البصرة - العشار', phone: '07801112233', address: 'البصرة - العشار' }],
    ]);
    expect(await screen.findByRole('cell', { name: 'فرع البصرة - العشار' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a name another branch has under the name field, and keeps the dialog open', async () => {
    const { user } = renderWithApi(<BranchesPanel />);
    await user.click(await screen.findByRole('button', { name: M.editBranchOf('فرع البصرة') }));
    const dialog = await screen.findByRole('dialog', { name: M.editBranchTitle });
    const name = within(dialog).getByLabelText(/اسم الفرع/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('اسم الفرع مطلوب'));
    await user.type(name, 'الفرع الرئيسي');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('يوجد فرع بهذا الاسم'));
    expect(screen.getByRole('dialog', { name: M.editBranchTitle })).toBeInTheDocument();
  });

  it('deactivates a branch after asking, shows it «موقوف», and reactivates it', async () => {
    const { user, fake } = renderWithApi(<BranchesPanel />);
    await user.click(await screen.findByRole('button', { name: M.deactivateBranchOf('فرع البصرة') }));
    const question = await screen.findByRole('alertdialog', { name: M.deactivateBranchTitle });
    expect(question).toHaveTextContent(/يبقى ظاهراً على العقود والمستخدمين المرتبطين به/);
    await user.click(within(question).getByRole('button', { name: M.deactivate }));
    await waitFor(() =>
      expect(toasts()).toContain('تم إيقاف الفرع، ولن يظهر في اختيار الفرع للسجلات الجديدة'),
    );
    expect(fake.db.branches.find((b) => b.id === 2)?.status).toBe('INACTIVE');
    await waitFor(() => expect(within(rowOf('فرع البصرة')).getByText(M.inactive)).toBeInTheDocument());
    // Still listed, and offered back.
    await user.click(screen.getByRole('button', { name: M.activateBranchOf('فرع البصرة') }));
    const again = await screen.findByRole('alertdialog', { name: M.activateBranchTitle });
    await user.click(within(again).getByRole('button', { name: M.activate }));
    await waitFor(() => expect(within(rowOf('فرع البصرة')).getByText(M.active)).toBeInTheDocument());
    expect(fake.callsTo(endpoints.branches.setStatus).map((c) => c.body)).toEqual([
      { status: 'INACTIVE' },
      { status: 'ACTIVE' },
    ]);
  });

  it('offers no rename or deactivation without CREATE_BRANCH, but shows each status', async () => {
    const closed = { id: 3, name: 'فرع الموصل', address: null, phone: null, status: 'INACTIVE' as const };
    renderWithApi(<BranchesPanel />, {
      permissions: ['GET_BRANCH'],
      fake: createTestApi({ branches: [...DEMO_BRANCHES, closed] }),
    });
    expect(await screen.findByRole('cell', { name: 'فرع الموصل' })).toBeInTheDocument();
    expect(within(rowOf('فرع الموصل')).getByText(M.inactive)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /تعديل الفرع|إيقاف الفرع|تفعيل الفرع/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: M.actions })).toBeNull();
  });
});

const entry = (id: number, rate: string, setAt: string): ExchangeRateEntry => ({
  id,
  rate,
  setAt,
  setBy: { id: 1, fullName: 'حساب الشركة' },
});

describe('CompanySettingsForm: the default exchange rate', () => {
  it('sets the first rate typed in Arabic-Indic digits, then shows it as the current one in the history', async () => {
    const { user, fake } = renderWithApi(<CompanySettingsForm />);
    const section = await screen.findByRole('region', { name: M.exchangeRateTitle });
    expect(await within(section).findByText(M.noExchangeRate)).toBeInTheDocument();
    const rate = within(section).getByLabelText(/دينار لكل دولار/);
    expect(rate).toHaveValue('');
    await user.type(rate, '١٣١٠');
    await user.click(within(section).getByRole('button', { name: M.saveExchangeRate }));
    await waitFor(() => expect(toasts()).toContain('تم حفظ سعر الصرف الافتراضي'));
    expect(fake.callsTo(endpoints.company.setExchangeRate).map((c) => c.body)).toEqual([{ rate: '١٣١٠' }]);
    const history = await within(section).findByRole('table', { name: M.rateHistoryCaption });
    const [, row] = within(history).getAllByRole('row');
    expect(row).toHaveTextContent('1310');
    expect(row).toHaveTextContent(M.currentRate);
    expect(row).toHaveTextContent('حساب الشركة');
    await waitFor(() => expect(rate).toHaveValue('1310'));
  });

  it('starts from the current rate and lists every setting, newest first, with date and who set it', async () => {
    const fake = createTestApi({
      exchangeRates: [
        entry(2, '1462.5', '2026-03-01T12:00:00.000Z'),
        entry(1, '1310', '2026-01-10T12:00:00.000Z'),
      ],
    });
    renderWithApi(<CompanySettingsForm />, { fake });
    const section = await screen.findByRole('region', { name: M.exchangeRateTitle });
    await waitFor(() => expect(within(section).getByLabelText(/دينار لكل دولار/)).toHaveValue('1462.5'));
    const history = within(section).getByRole('table', { name: M.rateHistoryCaption });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent?.trim())).toEqual([
      `1462.5 ${M.currentRate}`,
      '1310',
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^2026-03-01/);
    expect(within(rows[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^2026-01-10/);
  });

  it('refuses a rate out of bounds or not a number before sending, in Arabic under the field', async () => {
    const { user, fake } = renderWithApi(<CompanySettingsForm />);
    const section = await screen.findByRole('region', { name: M.exchangeRateTitle });
    const rate = await within(section).findByLabelText(/دينار لكل دولار/);
    const save = within(section).getByRole('button', { name: M.saveExchangeRate });
    await user.click(save);
    await waitFor(() => expect(rate).toHaveAccessibleDescription('سعر الصرف مطلوب'));
    await user.type(rate, '13100');
    await user.click(save);
    await waitFor(() =>
      expect(rate).toHaveAccessibleDescription(
        'سعر الصرف الافتراضي يجب أن يكون بين 100 و10000 دينار للدولار الواحد',
      ),
    );
    await user.clear(rate);
    await user.type(rate, 'ألف');
    await user.click(save);
    await waitFor(() => expect(rate).toHaveAccessibleDescription(/^سعر الصرف غير صالح/));
    expect(fake.callsTo(endpoints.company.setExchangeRate)).toHaveLength(0);
  });
});

describe('CompanySettingsForm: the file quota', () => {
  it('shows how much of the quota the company’s files take, in megabytes', async () => {
    const fake = createTestApi();
    // Two files of about 1.5 MB in all (data URLs of the fake).
    fake.db.files.set('a', `data:image/png;base64,${'A'.repeat(1_048_576)}`);
    fake.db.files.set('b', `data:image/png;base64,${'A'.repeat(1_048_576)}`);
    renderWithApi(<CompanySettingsForm />, { fake });
    const panel = await screen.findByRole('region', { name: 'مساحة الملفات' });
    expect(await within(panel).findByText(/المستخدم/)).toHaveTextContent(/المستخدم 1\.5 من 200 ميغابايت/);
    expect(within(panel).getByRole('progressbar', { name: 'مساحة الملفات' })).toBeInTheDocument();
  });
});
