import { endpoints } from '@cc/contracts';
import { createTestApi, routeSummary } from '@cc/resources/testing';
import { renderFeature, toasts } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminFeature } from './feature';
import { adminApi, TEMPORARY_PASSWORD } from './test/fake-admin';

/** An admin page over the fake admin, the super administrator calling. */
function open(url: string) {
  const { rows, ...options } = adminApi();
  const fake = createTestApi(options);
  return { ...renderFeature(adminFeature, url, { fake, superAdmin: true }), rows };
}
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('the admin feature', () => {
  it('declares its pages and side-menu entries', () => {
    expect(routeSummary(adminFeature)).toEqual([
      {
        path: '',
        title: 'لوحة تحكم المشرف العام',
        permission: null,
        nav: { label: 'لوحة التحكم', order: 10 },
      },
      { path: 'companies', title: 'الشركات', permission: null, nav: { label: 'الشركات', order: 20 } },
      { path: 'companies/new', title: 'إضافة شركة', permission: null, nav: undefined },
      { path: 'companies/:id', title: 'الشركة', permission: null, nav: undefined },
      {
        path: 'audit',
        title: 'سجل إجراءات الإدارة',
        permission: null,
        nav: { label: 'سجل إجراءات الإدارة', order: 30 },
      },
    ]);
  });
});

describe('the admin index', () => {
  it('shows the figures with each currency on its own, never added', async () => {
    open('/');
    const figures = await screen.findByText('الشركات النشطة');
    const list = figures.closest('dl') as HTMLElement;
    expect(within(list).getByText('الشركات الموقوفة').nextSibling).toHaveTextContent('1');
    expect(within(list).getByText('السيارات').nextSibling).toHaveTextContent('60');
    const payments = within(list).getByText('المدفوعات هذا الشهر').nextSibling as HTMLElement;
    expect(payments.querySelector('[data-currency="IQD"]')).toHaveTextContent('12,500,000 د.ع');
    expect(payments.querySelector('[data-currency="USD"]')).toHaveTextContent('2,500.75 $');
    expect(screen.getByRole('heading', { name: 'الشركات الجديدة شهرياً (آخر 12 شهراً)' })).toBeInTheDocument();
  });
});

describe('the companies list', () => {
  it('lists the companies with their counts, newest first, and filters by status', async () => {
    const { fake, user } = open('/companies');
    await screen.findByText('معرض النور');
    expect(within(rowOf('معرض الرافدين')).getByText('موقوفة')).toBeInTheDocument();
    expect(within(rowOf('معرض النور')).getByText('alnoor')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /الفلاتر/ }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'الحالة' }), 'موقوفة');
    await waitFor(() => expect(screen.queryByText('معرض النور')).not.toBeInTheDocument());
    expect(fake.callsTo(endpoints.admin.companies).at(-1)?.query).toMatchObject({ status: 'SUSPENDED' });
    expect(screen.getByText('معرض الرافدين')).toBeInTheDocument();
  });

  it('suspends a company from its row after asking the reason', async () => {
    const { fake, user, rows } = open('/companies');
    await screen.findByText('معرض النور');
    await user.click(within(rowOf('معرض النور')).getByRole('button', { name: /إجراءات/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'إيقاف الشركة' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'إيقاف الشركة' }));
    expect(await within(dialog).findByText('السبب مطلوب')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.admin.companyStatus)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/السبب/), 'لم يدفع الاشتراك');
    await user.click(within(dialog).getByRole('button', { name: 'إيقاف الشركة' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo(endpoints.admin.companyStatus)[0]?.body).toEqual({
      status: 'SUSPENDED',
      reason: 'لم يدفع الاشتراك',
    });
    expect(rows.find((c) => c.username === 'alnoor')?.status).toBe('SUSPENDED');
    await waitFor(() => expect(toasts()).toContain('تم إيقاف الشركة'));
    await waitFor(() => expect(within(rowOf('معرض النور')).getByText('موقوفة')).toBeInTheDocument());
  });
});

describe('onboarding a company', () => {
  it('checks the form in Arabic, then shows the temporary password once and opens the company', async () => {
    const { fake, user, router } = open('/companies/new');
    const save = await screen.findByRole('button', { name: 'حفظ' });
    await user.click(save);
    expect(await screen.findByText('اسم الشركة مطلوب')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.admin.createCompany)).toHaveLength(0);

    await user.type(screen.getByLabelText(/^اسم الشركة/), 'معرض الفرات');
    await user.type(screen.getByLabelText(/^اسم المستخدم/), 'alnoor');
    await user.click(save);
    // A username taken by another company: the server's field error under the field.
    await waitFor(() =>
      expect(screen.getByLabelText(/^اسم المستخدم/)).toHaveAccessibleDescription(
        /اسم المستخدم مستخدم من قبل/,
      ),
    );

    await user.clear(screen.getByLabelText(/^اسم المستخدم/));
    await user.type(screen.getByLabelText(/^اسم المستخدم/), 'furat');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'كلمة المرور المؤقتة' });
    expect(within(dialog).getByText(TEMPORARY_PASSWORD)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.admin.createCompany).at(-1)?.body).toMatchObject({
      name: 'معرض الفرات',
      username: 'furat',
      branchName: 'الفرع الرئيسي',
      timeZone: 'Asia/Baghdad',
    });
    await user.click(within(dialog).getByRole('button', { name: 'تم' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminDashboard/companies/4'));
    expect(screen.queryByText(TEMPORARY_PASSWORD)).not.toBeInTheDocument();
  });

  it('picks the time zone from the offered ones, Baghdad first and chosen by default', async () => {
    const { fake, user } = open('/companies/new');
    const zone = await screen.findByRole('combobox', { name: /^المنطقة الزمنية/ });
    expect(zone).toHaveValue('Asia/Baghdad');
    const labels = within(zone)
      .getAllByRole<HTMLOptionElement>('option')
      .filter((o) => o.value !== '') // the select's 'اختر...'
      .map((o) => o.textContent);
    expect(labels[0]).toBe('بغداد (Asia/Baghdad)');
    expect(labels).toContain('القاهرة (Africa/Cairo)');
    await user.selectOptions(zone, 'عمّان (Asia/Amman)');
    await user.type(screen.getByLabelText(/^اسم الشركة/), 'معرض عمّان');
    await user.type(screen.getByLabelText(/^اسم المستخدم/), 'amman');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await screen.findByRole('dialog', { name: 'كلمة المرور المؤقتة' });
    expect(fake.callsTo(endpoints.admin.createCompany).at(-1)?.body).toMatchObject({
      timeZone: 'Asia/Amman',
    });
  });
});

describe('a company page', () => {
  it('shows the details, counts and status history', async () => {
    open('/companies/3');
    expect(await screen.findByRole('heading', { name: 'معرض الرافدين' })).toBeInTheDocument();
    expect(screen.getByText('rafidain')).toBeInTheDocument();
    expect(screen.getByText('تأخر دفع الاشتراك')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إعادة تفعيل الشركة' })).toBeInTheDocument();
  });

  it("links to the company's audit entries: the audit list filtered to it", async () => {
    const { router, user } = open('/companies/3');
    await user.click(await screen.findByRole('link', { name: 'سجل إجراءات الشركة' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminDashboard/audit'));
    expect(router.state.location.search).toBe('?companyId=3');
  });

  it("resets the account's password and shows the temporary one once", async () => {
    const { fake, user } = open('/companies/2');
    await user.click(await screen.findByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    const shown = await screen.findByRole('dialog', { name: 'كلمة المرور المؤقتة' });
    expect(within(shown).getByText(TEMPORARY_PASSWORD)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.admin.resetCompanyPassword)).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: 'تم' }));
    await waitFor(() => expect(screen.queryByText(TEMPORARY_PASSWORD)).not.toBeInTheDocument());
  });

  it('edits the details', async () => {
    const { fake, user } = open('/companies/2');
    await user.click(await screen.findByRole('button', { name: 'تعديل البيانات' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/^اسم الشركة/);
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('اسم الشركة مطلوب')).toBeInTheDocument();
    await user.type(name, 'معرض النور الجديد');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByRole('heading', { name: 'معرض النور الجديد' })).toBeInTheDocument();
    expect(fake.callsTo(endpoints.admin.updateCompany)[0]?.body).toMatchObject({ name: 'معرض النور الجديد' });
  });
});

describe('the admin audit', () => {
  it('lists the admin actions with their company and reason, without a search box', async () => {
    open('/audit');
    expect(await screen.findByText('إيقاف شركة')).toBeInTheDocument();
    expect(screen.getByText('reason: تأخر دفع الاشتراك')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('filters the entries by company, the choices being the companies by name', async () => {
    const { fake, user } = open('/audit');
    expect(await screen.findByText('تعديل بيانات شركة')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /الفلاتر/ }));
    const company = await screen.findByRole('combobox', { name: 'الشركة' });
    await within(company).findByRole('option', { name: 'معرض النور' });
    await user.selectOptions(company, 'معرض الرافدين');
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).queryByText('تعديل بيانات شركة')).not.toBeInTheDocument());
    expect(within(table).getByText('إيقاف شركة')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.admin.audit).at(-1)?.query).toMatchObject({ companyId: '3' });
  });

  it("opened from a company's link (?companyId=), lists that company's entries only", async () => {
    const { fake } = open('/audit?companyId=3');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('إيقاف شركة')).toBeInTheDocument();
    expect(within(table).getByText('إنشاء شركة')).toBeInTheDocument();
    expect(within(table).queryByText('تعديل بيانات شركة')).not.toBeInTheDocument();
    expect(fake.callsTo(endpoints.admin.audit).every((c) => c.query.companyId === '3')).toBe(true);
  });
});
