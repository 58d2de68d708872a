import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStaffApi, fieldError } from './memory-api';
import { STAFF_MESSAGES as M } from './messages';
import { callsOf, setup } from './test-utils';
import { UsersScreen } from './users-screen';

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('UsersScreen', () => {
  it('lists users with Latin usernames isolated, Arabic role names and status badges', async () => {
    const api = createMemoryStaffApi();
    setup(<UsersScreen api={api} companyUserId={2} canManage />);
    const ali = await rowOf('علي حسن');
    expect(within(ali).getByText('sales.ali').tagName).toBe('BDI');
    expect(within(ali).getByText('مبيعات')).toBeInTheDocument();
    expect(within(ali).getByText(M.active)).toBeInTheDocument();
    const zainab = await rowOf('زينب كاظم');
    expect(within(zainab).getByText('محاسب، Viewer')).toBeInTheDocument();
    expect(within(zainab).getByText(M.inactive)).toBeInTheDocument();
    expect(callsOf(api, 'listUsers')[0]).toEqual([{ page: 0, size: 10 }]);
  });

  it('offers no deactivate action on the company account row', async () => {
    setup(<UsersScreen api={createMemoryStaffApi()} companyUserId={2} canManage />);
    const company = await rowOf('معرض الرافدين للسيارات');
    expect(within(company).queryByRole('button', { name: /إيقاف/ })).not.toBeInTheDocument();
    expect(within(company).getByRole('button', { name: M.editUser('معرض الرافدين للسيارات') })).toBeVisible();
    const ali = await rowOf('علي حسن');
    expect(within(ali).getByRole('button', { name: M.deactivateUser('علي حسن') })).toBeInTheDocument();
  });

  it('shows no add button or actions without canManage', async () => {
    setup(<UsersScreen api={createMemoryStaffApi()} companyUserId={2} canManage={false} />);
    await rowOf('علي حسن');
    expect(screen.queryByRole('button', { name: M.addUser })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /إيقاف/ })).not.toBeInTheDocument();
  });

  it('asks for confirmation (sessions end) before deactivating, then sends the status', async () => {
    const api = createMemoryStaffApi();
    const user = setup(<UsersScreen api={api} companyUserId={2} canManage />);
    const ali = await rowOf('علي حسن');
    await user.click(within(ali).getByRole('button', { name: M.deactivateUser('علي حسن') }));
    const dialog = await screen.findByRole('alertdialog', { name: M.deactivateTitle });
    expect(dialog).toHaveTextContent('إنهاء جميع جلساته');
    expect(callsOf(api, 'setUserStatus')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: M.deactivate }));
    expect(await screen.findByText(M.statusUpdated)).toBeInTheDocument();
    expect(callsOf(api, 'setUserStatus')).toEqual([[7, { status: 'INACTIVE' }]]);
    await waitFor(async () => expect(within(await rowOf('علي حسن')).getByText(M.inactive)).toBeVisible());
  });

  it('cancelling the confirmation sends nothing', async () => {
    const api = createMemoryStaffApi();
    const user = setup(<UsersScreen api={api} companyUserId={2} canManage />);
    await user.click(
      within(await rowOf('علي حسن')).getByRole('button', { name: M.deactivateUser('علي حسن') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: M.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsOf(api, 'setUserStatus')).toHaveLength(0);
  });

  it('creates a user with the right body', async () => {
    const api = createMemoryStaffApi();
    const user = setup(<UsersScreen api={api} companyUserId={2} canManage />);
    await rowOf('علي حسن');
    await user.click(screen.getByRole('button', { name: M.addUser }));
    const dialog = await screen.findByRole('dialog', { name: M.newUserTitle });
    await user.type(within(dialog).getByLabelText(/اسم المستخدم/), 'new.user');
    await user.type(within(dialog).getByLabelText(/^كلمة المرور/), 'secret123');
    await user.type(within(dialog).getByLabelText(/الاسم الكامل/), 'حسين علي');
    await user.type(within(dialog).getByLabelText(M.phone), '07712345678');
    await within(dialog).findByRole('option', { name: 'فرع المنصور' });
    await user.selectOptions(within(dialog).getByLabelText(M.branch), 'فرع المنصور');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'مبيعات' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Viewer' }));
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.userSaved)).toBeInTheDocument();
    expect(callsOf(api, 'listRoles')).toEqual([[2]]);
    expect(callsOf(api, 'createUser')).toEqual([
      [
        {
          username: 'new.user',
          password: 'secret123',
          fullName: 'حسين علي',
          phone: '07712345678',
          branchId: 2,
          roleIds: [3, 5],
        },
      ],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('حسين علي')).toBeInTheDocument();
  });

  it('shows the server’s field error under the username field and its message in a toast', async () => {
    const api = createMemoryStaffApi({
      fail: { createUser: fieldError('username', 'اسم المستخدم مستخدم من قبل') },
    });
    const user = setup(<UsersScreen api={api} companyUserId={2} canManage />);
    await rowOf('علي حسن');
    await user.click(screen.getByRole('button', { name: M.addUser }));
    const dialog = await screen.findByRole('dialog');
    const username = within(dialog).getByLabelText(/اسم المستخدم/);
    await user.type(username, 'sales.ali');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(username).toHaveAccessibleDescription('اسم المستخدم مستخدم من قبل'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('البيانات المدخلة غير صحيحة')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits a user: PUT /users/{id} then PUT /users/{id}/roles', async () => {
    const api = createMemoryStaffApi();
    const user = setup(<UsersScreen api={api} companyUserId={2} canManage />);
    await user.click(within(await rowOf('علي حسن')).getByRole('button', { name: M.editUser('علي حسن') }));
    const dialog = await screen.findByRole('dialog', { name: M.editUserTitle });
    expect(within(dialog).queryByLabelText(/كلمة المرور/)).not.toBeInTheDocument();
    const fullName = within(dialog).getByLabelText(/الاسم الكامل/);
    await user.clear(fullName);
    await user.type(fullName, 'علي حسن جاسم');
    await user.clear(within(dialog).getByLabelText(M.phone));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'محاسب' }));
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.userSaved)).toBeInTheDocument();
    expect(callsOf(api, 'updateUser')).toEqual([[7, { fullName: 'علي حسن جاسم', phone: null, branchId: 1 }]]);
    expect(callsOf(api, 'setUserRoles')).toEqual([[7, { roleIds: [3, 4] }]]);
  });

  it('resets a user’s password in a dialog', async () => {
    const api = createMemoryStaffApi();
    const user = setup(<UsersScreen api={api} companyUserId={2} canManage />);
    await user.click(
      within(await rowOf('علي حسن')).getByRole('button', { name: M.resetPasswordOf('علي حسن') }),
    );
    const dialog = await screen.findByRole('dialog', { name: M.resetPasswordTitle });
    await user.type(within(dialog).getByLabelText(/كلمة المرور الجديدة/), 'newpass99');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.passwordChanged)).toBeInTheDocument();
    expect(callsOf(api, 'resetPassword')).toEqual([[7, { password: 'newpass99' }]]);
  });
});
