import { endpoints } from '@cc/contracts';
import { renderFeature, toasts } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffFeature } from './feature';
import { STAFF_MESSAGES as M } from './messages';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

/** /users as the app mounts it; the page's chunk loads first (slow on a cold run). */
async function openUsers(options?: Parameters<typeof renderFeature>[2]) {
  const view = renderFeature(staffFeature, '/users', options);
  await screen.findByRole('heading', { name: M.usersTitle }, { timeout: 15_000 });
  return view;
}

describe('UsersPage', () => {
  it('lists users with Latin usernames isolated, Arabic role names and status badges', async () => {
    const { fake } = await openUsers();
    const ali = await rowOf('علي حسن');
    expect(within(ali).getByText('sales.ali').tagName).toBe('BDI');
    expect(within(ali).getByText('مبيعات')).toBeInTheDocument();
    expect(within(ali).getByText(M.active)).toBeInTheDocument();
    const zainab = await rowOf('زينب كاظم');
    expect(within(zainab).getByText('محاسب، Viewer')).toBeInTheDocument();
    expect(within(zainab).getByText(M.inactive)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.users.list)[0]?.query).toMatchObject({ page: '0', size: '10' });
  });

  it('offers no deactivate action on the company account row', async () => {
    const { user } = await openUsers();
    const company = await rowOf('معرض النخيل للسيارات');
    // Edit only: no menu of password and status.
    expect(within(company).queryByRole('button', { name: /^إجراءات/ })).not.toBeInTheDocument();
    expect(within(company).getByRole('button', { name: M.editUser('معرض النخيل للسيارات') })).toBeVisible();
    const ali = await rowOf('علي حسن');
    await user.click(within(ali).getByRole('button', { name: 'إجراءات علي حسن' }));
    expect(await screen.findByRole('menuitem', { name: M.deactivate })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: M.resetPassword })).toBeInTheDocument();
  });

  it('offers no changes to anyone but the company account, whom the server refuses the list', async () => {
    // The app admits the company account only (the route's permission); the screen checks again.
    await openUsers({ permissions: ['PERSON_READ'] });
    expect(await screen.findByText('ليس لديك صلاحية لتنفيذ هذا الإجراء')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.addUser })).not.toBeInTheDocument();
  });

  it('asks for confirmation (sessions end) before deactivating, then sends the status', async () => {
    const { user, fake } = await openUsers();
    const ali = await rowOf('علي حسن');
    await user.click(within(ali).getByRole('button', { name: 'إجراءات علي حسن' }));
    await user.click(await screen.findByRole('menuitem', { name: M.deactivate }));
    const dialog = await screen.findByRole('alertdialog', { name: M.deactivateTitle });
    expect(dialog).toHaveTextContent('إنهاء جميع جلساته');
    expect(fake.callsTo(endpoints.users.setStatus)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: M.deactivate }));
    await waitFor(() => expect(toasts()).toContain('تم تحديث حالة المستخدم'));
    expect(fake.callsTo(endpoints.users.setStatus).map((c) => [c.path, c.body])).toEqual([
      ['/users/7/status', { status: 'INACTIVE' }],
    ]);
    await waitFor(async () => expect(within(await rowOf('علي حسن')).getByText(M.inactive)).toBeVisible());
  });

  it('cancelling the confirmation sends nothing', async () => {
    const { user, fake } = await openUsers();
    await user.click(within(await rowOf('علي حسن')).getByRole('button', { name: 'إجراءات علي حسن' }));
    await user.click(await screen.findByRole('menuitem', { name: M.deactivate }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fake.callsTo(endpoints.users.setStatus)).toHaveLength(0);
  });

  it('creates a user with the right body', async () => {
    const { user, fake } = await openUsers();
    await rowOf('علي حسن');
    await user.click(screen.getByRole('button', { name: M.addUser }));
    const dialog = await screen.findByRole('dialog', { name: M.newUserTitle });
    await user.type(within(dialog).getByLabelText(/اسم المستخدم/), 'new.user');
    await user.type(within(dialog).getByLabelText(/^كلمة المرور/), 'secret123');
    await user.type(within(dialog).getByLabelText(/الاسم الكامل/), 'حسين علي');
    await user.type(within(dialog).getByLabelText(M.phone), '07712345678');
    // The branch combobox: the only match of what is typed is picked with Enter.
    await user.type(within(dialog).getByRole('combobox', { name: M.branch }), 'البصرة');
    await within(dialog).findByRole('option', { name: 'فرع البصرة' });
    await user.keyboard('{Enter}');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'مبيعات' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(toasts()).toContain(M.userSaved));
    expect(fake.callsTo(endpoints.roles.list).map((c) => c.path)).toEqual(['/roles/company/2']);
    expect(fake.callsTo(endpoints.users.create).map((c) => c.body)).toEqual([
      {
        username: 'new.user',
        password: 'secret123',
        fullName: 'حسين علي',
        phone: '07712345678',
        branchId: 2,
        roleIds: [3, 5],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('حسين علي')).toBeInTheDocument();
  });

  it('checks the fields with the contract’s schema before sending anything', async () => {
    const { user, fake } = await openUsers();
    await rowOf('علي حسن');
    await user.click(screen.getByRole('button', { name: M.addUser }));
    const dialog = await screen.findByRole('dialog', { name: M.newUserTitle });
    await user.type(within(dialog).getByLabelText(/^كلمة المرور/), 'short');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/اسم المستخدم/)).toHaveAccessibleDescription('اسم المستخدم مطلوب'),
    );
    expect(within(dialog).getByLabelText(/^كلمة المرور/)).toHaveAccessibleDescription(M.passwordPolicy);
    expect(within(dialog).getByLabelText(/الاسم الكامل/)).toHaveAccessibleDescription('الاسم الكامل مطلوب');
    expect(fake.callsTo(endpoints.users.create)).toHaveLength(0);
  });

  it('checks the phone with the contract’s schema before sending: an Arabic message, no request', async () => {
    const { user, fake } = await openUsers();
    await rowOf('علي حسن');
    await user.click(screen.getByRole('button', { name: M.addUser }));
    const dialog = await screen.findByRole('dialog', { name: M.newUserTitle });
    await user.type(within(dialog).getByLabelText(/اسم المستخدم/), 'new.user');
    await user.type(within(dialog).getByLabelText(/^كلمة المرور/), 'secret123');
    await user.type(within(dialog).getByLabelText(/الاسم الكامل/), 'حسين علي');
    await user.type(within(dialog).getByLabelText(M.phone), '0123');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(M.phone)).toHaveAccessibleDescription(
        'رقم الهاتف غير صالح، أدخل رقم موبايل عراقي مثل 07701234567',
      ),
    );
    expect(fake.callsTo(endpoints.users.create)).toHaveLength(0);
  });

  it('shows the server’s field error under the username field and its message on the form', async () => {
    const { user } = await openUsers();
    await rowOf('علي حسن');
    await user.click(screen.getByRole('button', { name: M.addUser }));
    const dialog = await screen.findByRole('dialog');
    const username = within(dialog).getByLabelText(/اسم المستخدم/);
    await user.type(username, 'Sales.Ali');
    await user.type(within(dialog).getByLabelText(/^كلمة المرور/), 'secret123');
    await user.type(within(dialog).getByLabelText(/الاسم الكامل/), 'علي');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('اسم المستخدم غير متاح'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getAllByText('اسم المستخدم غير متاح')).toHaveLength(2);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits a user: PUT /users/{id} then PUT /users/{id}/roles', async () => {
    const { user, fake } = await openUsers();
    await user.click(within(await rowOf('علي حسن')).getByRole('button', { name: M.editUser('علي حسن') }));
    const dialog = await screen.findByRole('dialog', { name: M.editUserTitle });
    expect(within(dialog).queryByLabelText(/كلمة المرور/)).not.toBeInTheDocument();
    const fullName = within(dialog).getByLabelText(/الاسم الكامل/);
    await user.clear(fullName);
    await user.type(fullName, 'علي حسن جاسم');
    await user.clear(within(dialog).getByLabelText(M.phone));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'محاسب' }));
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(toasts()).toContain(M.userSaved));
    expect(fake.callsTo(endpoints.users.update).map((c) => [c.path, c.body])).toEqual([
      ['/users/7', { fullName: 'علي حسن جاسم', phone: null, branchId: 1 }],
    ]);
    expect(fake.callsTo(endpoints.users.setRoles).map((c) => [c.path, c.body])).toEqual([
      ['/users/7/roles', { roleIds: [3, 4] }],
    ]);
    expect(await screen.findByText('علي حسن جاسم')).toBeInTheDocument();
  });

  it('edits the company account without roles (it holds every permission)', async () => {
    const { user, fake } = await openUsers();
    const name = 'معرض النخيل للسيارات';
    await user.click(within(await rowOf(name)).getByRole('button', { name: M.editUser(name) }));
    const dialog = await screen.findByRole('dialog', { name: M.editUserTitle });
    expect(within(dialog).getByText(M.companyRolesHint)).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(toasts()).toContain(M.userSaved));
    expect(fake.callsTo(endpoints.users.update)).toHaveLength(1);
    expect(fake.callsTo(endpoints.users.setRoles)).toHaveLength(0);
  });

  it('resets a user’s password in a dialog', async () => {
    const { user, fake } = await openUsers();
    await user.click(within(await rowOf('علي حسن')).getByRole('button', { name: 'إجراءات علي حسن' }));
    await user.click(await screen.findByRole('menuitem', { name: M.resetPassword }));
    const dialog = await screen.findByRole('dialog', { name: M.resetPasswordTitle });
    await user.type(within(dialog).getByLabelText(/كلمة المرور الجديدة/), 'newpass99');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'تم تغيير كلمة مرور المستخدم وإنهاء جلساته، وسيُطلب منه تغييرها عند دخوله التالي',
      ),
    );
    expect(fake.callsTo(endpoints.users.resetPassword).map((c) => [c.path, c.body])).toEqual([
      ['/users/7/password', { password: 'newpass99' }],
    ]);
  });

  it('asks before a dialog with a typed password is closed, and keeps it when the user stays', async () => {
    const { user, fake } = await openUsers();
    await user.click(within(await rowOf('علي حسن')).getByRole('button', { name: 'إجراءات علي حسن' }));
    await user.click(await screen.findByRole('menuitem', { name: M.resetPassword }));
    const dialog = await screen.findByRole('dialog', { name: M.resetPasswordTitle });
    await user.type(within(dialog).getByLabelText(/كلمة المرور الجديدة/), 'newpass99');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('لديك تغييرات غير محفوظة. هل تريد المتابعة وترك الصفحة؟');
    await user.click(within(question).getByRole('button', { name: 'البقاء' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(dialog).getByLabelText(/كلمة المرور الجديدة/)).toHaveValue('newpass99');
    await user.click(within(dialog).getByRole('button', { name: M.cancel }));
    await user.click(await screen.findByRole('button', { name: 'متابعة' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.resetPasswordTitle })).toBeNull());
    expect(fake.callsTo(endpoints.users.resetPassword)).toEqual([]);
  });
});
