import { endpoints } from '@cc/contracts';
import { createTestApi, DEMO_PERMISSIONS, FakeFailure, failing, pending } from '@cc/resources/testing';
import { renderWithApi, toasts } from '@cc/resources/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES_MESSAGES } from './messages';
import { RolesScreen } from './roles-screen';

const ALL = DEMO_PERMISSIONS.map((p) => p.id);

async function openRole(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('switch');
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('RolesScreen', () => {
  it('loads roles and all permissions on mount and shows each role as name - description #id', async () => {
    const { fake } = renderWithApi(<RolesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: ROLES_MESSAGES.title })).toBeInTheDocument();
    const row = await screen.findByRole('button', { name: /مبيعات/ });
    expect(row).toHaveTextContent('مبيعات - موظفو صالة العرض #3');
    expect(row.querySelector('bdi[dir="ltr"]')).toHaveTextContent('#3');
    // No Arabic name: the English one.
    expect(screen.getByRole('button', { name: /Viewer/ })).toHaveTextContent('Viewer #5');
    expect(fake.callsTo(endpoints.roles.list).map((c) => c.path)).toEqual(['/roles/company/2']);
    expect(fake.callsTo(endpoints.roles.permissions)).toHaveLength(1);
    expect(fake.callsTo(endpoints.roles.rolePermissions)).toHaveLength(0);
  });

  it('uses a smaller h2 heading when embedded in settings', async () => {
    renderWithApi(<RolesScreen embedded />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: ROLES_MESSAGES.title })).toBeInTheDocument();
    await screen.findByRole('button', { name: /مبيعات/ });
  });

  it('opening a row loads that role’s permissions and shows a card per permission', async () => {
    const { user, fake } = renderWithApi(<RolesScreen />, {
      fake: createTestApi({ rolePermissions: new Map([[3, [1]]]) }),
    });
    await openRole(user, /مبيعات/);
    expect(fake.callsTo(endpoints.roles.rolePermissions).map((c) => c.path)).toEqual(['/permissions/3/role']);
    const grid = await screen.findByRole('list', { name: ROLES_MESSAGES.permissionsOf('مبيعات') });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(DEMO_PERMISSIONS.length);
    const granted = within(grid).getByText('عرض الحسابات').closest('li');
    expect(granted).toHaveAttribute('data-granted');
    expect(within(granted!).getByRole('button')).toHaveTextContent(ROLES_MESSAGES.revoke);
    const other = within(grid).getByText('إضافة حساب').closest('li');
    expect(other).not.toHaveAttribute('data-granted');
    expect(within(other!).getByRole('button')).toHaveTextContent(ROLES_MESSAGES.grant);
  });

  describe('master switch', () => {
    it('is off and labelled تعطيل الكل with mixed grants; turning it sends enableAll=true', async () => {
      const fake = createTestApi({ rolePermissions: new Map([[3, [1, 2]]]) });
      const { user } = renderWithApi(<RolesScreen />, { fake: fake });
      const toggle = await openRole(user, /مبيعات/);
      await waitFor(() => expect(toggle).toHaveAccessibleName(ROLES_MESSAGES.disableAll));
      expect(toggle).not.toBeChecked();
      await user.click(toggle);
      await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
      expect(fake.callsTo(endpoints.roles.toggleAll).map((c) => [c.path, c.query])).toEqual([
        ['/permissions/3/toggle-all', { enableAll: 'true' }],
      ]);
      // Refetched after the toggle: every permission is granted now, label per the spec's rule.
      expect(fake.callsTo(endpoints.roles.rolePermissions)).toHaveLength(2);
      expect(screen.getByRole('switch')).toHaveAccessibleName(ROLES_MESSAGES.enableAll);
      expect(fake.db.rolePermissions.get(3)).toEqual(ALL);
    });

    it('is on and labelled تفعيل الكل when all are granted; turning it sends enableAll=false', async () => {
      const fake = createTestApi({ rolePermissions: new Map([[3, ALL]]) });
      const { user } = renderWithApi(<RolesScreen />, { fake: fake });
      const toggle = await openRole(user, /مبيعات/);
      await waitFor(() => expect(toggle).toBeChecked());
      expect(toggle).toHaveAccessibleName(ROLES_MESSAGES.enableAll);
      await user.click(toggle);
      await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
      expect(fake.callsTo(endpoints.roles.toggleAll).map((c) => c.query)).toEqual([{ enableAll: 'false' }]);
      expect(screen.getByRole('switch')).toHaveAccessibleName(ROLES_MESSAGES.disableAll);
    });

    it('is off when no permission is granted', async () => {
      const { user } = renderWithApi(<RolesScreen />, {
        fake: createTestApi({ rolePermissions: new Map() }),
      });
      const toggle = await openRole(user, /مبيعات/);
      await screen.findByRole('list', { name: ROLES_MESSAGES.permissionsOf('مبيعات') });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleName(ROLES_MESSAGES.disableAll);
    });

    it('is off (never on) when the permission list is empty', async () => {
      const { user } = renderWithApi(<RolesScreen />, { fake: createTestApi({ permissions: [] }) });
      const toggle = await openRole(user, /مبيعات/);
      expect(await screen.findByText(ROLES_MESSAGES.noPermissions)).toBeInTheDocument();
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleName(ROLES_MESSAGES.disableAll);
    });
  });

  it('adds and removes one permission, refetching the role’s list after each call', async () => {
    const fake = createTestApi({ rolePermissions: new Map([[3, [1]]]) });
    const { user } = renderWithApi(<RolesScreen />, { fake: fake });
    await openRole(user, /مبيعات/);
    await user.click(await screen.findByRole('button', { name: `${ROLES_MESSAGES.grant} إضافة حساب` }));
    await screen.findByRole('button', { name: `${ROLES_MESSAGES.revoke} إضافة حساب` });
    expect(fake.callsTo(endpoints.roles.link).map((c) => [c.path, c.body])).toEqual([
      ['/permissions/link-to-role/3', { permissionIds: [2] }],
    ]);
    expect(fake.callsTo(endpoints.roles.rolePermissions)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: `${ROLES_MESSAGES.revoke} عرض الحسابات` }));
    await screen.findByRole('button', { name: `${ROLES_MESSAGES.grant} عرض الحسابات` });
    expect(fake.callsTo(endpoints.roles.unlink).map((c) => [c.path, c.body])).toEqual([
      ['/permissions/unlink-from-role/3', { permissionIds: [1] }],
    ]);
    expect(fake.callsTo(endpoints.roles.rolePermissions)).toHaveLength(3);
    expect(fake.db.rolePermissions.get(3)).toEqual([2]);
  });

  it('creates a role with the form as typed, toasts the server’s message, clears the form and lists it', async () => {
    const { user, fake } = renderWithApi(<RolesScreen />);
    await screen.findByRole('button', { name: /مبيعات/ });
    await user.type(screen.getByLabelText(ROLES_MESSAGES.displayName), '  Cashier ');
    await user.type(screen.getByPlaceholderText(ROLES_MESSAGES.displayNameAr), 'أمين صندوق');
    await user.type(screen.getByLabelText(ROLES_MESSAGES.description), 'قبض الدفعات');
    await user.click(screen.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    await waitFor(() => expect(toasts()).toContain('تمت إضافة الدور'));
    await screen.findByRole('button', { name: /أمين صندوق/ });
    expect(fake.callsTo(endpoints.roles.create).map((c) => [c.path, c.body])).toEqual([
      [
        '/roles/company/2',
        { displayName: '  Cashier ', displayNameAr: 'أمين صندوق', description: 'قبض الدفعات' },
      ],
    ]);
    expect(fake.callsTo(endpoints.roles.list)).toHaveLength(2);
    expect(fake.db.roles.at(-1)).toMatchObject({ displayName: 'Cashier', displayNameAr: 'أمين صندوق' });
    expect(screen.getByLabelText(ROLES_MESSAGES.displayName)).toHaveValue('');
    expect(screen.getByLabelText(ROLES_MESSAGES.displayNameAr)).toHaveValue('');
    expect(screen.getByLabelText(ROLES_MESSAGES.description)).toHaveValue('');
  });

  it('sends an empty form as is (no client-side checks) and shows the server’s field error', async () => {
    const { user, fake } = renderWithApi(<RolesScreen />);
    await screen.findByRole('button', { name: /مبيعات/ });
    await user.click(screen.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    const english = screen.getByLabelText(ROLES_MESSAGES.displayName);
    await waitFor(() =>
      expect(english).toHaveAccessibleDescription('اسم الدور مطلوب (بالإنجليزية أو بالعربية)'),
    );
    expect(fake.callsTo(endpoints.roles.create).map((c) => c.body)).toEqual([
      { displayName: '', displayNameAr: '', description: '' },
    ]);
    // The server's message on top of the form; no toast (a field explains it).
    expect(await screen.findByText('البيانات المدخلة غير صالحة، يرجى مراجعة الحقول')).toBeInTheDocument();
    expect(toasts()).toEqual([]);
    // Typing clears the field's error.
    await user.type(english, 'Cashier');
    expect(english).not.toHaveAttribute('aria-invalid');
  });

  it('a refused name stays typed with the server’s error under it, and the list reloads', async () => {
    const { user, fake } = renderWithApi(<RolesScreen />);
    await screen.findByRole('button', { name: /مبيعات/ });
    const arabic = screen.getByLabelText(ROLES_MESSAGES.displayNameAr);
    await user.type(screen.getByLabelText(ROLES_MESSAGES.displayName), 'Cashier');
    await user.type(arabic, 'مبيعات');
    await user.click(screen.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    await waitFor(() => expect(arabic).toHaveAccessibleDescription('يوجد دور بهذا الاسم في الشركة'));
    expect(arabic).toHaveValue('مبيعات');
    expect(screen.getByLabelText(ROLES_MESSAGES.displayName)).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(fake.callsTo(endpoints.roles.list)).toHaveLength(2));
    expect(screen.getByRole('button', { name: ROLES_MESSAGES.addRole })).toBeEnabled();
  });

  it('a failed grant shows no message, logs and reloads the role and the roles', async () => {
    const fake = createTestApi({
      routes: [failing(endpoints.roles.link, new FakeFailure(404, 'الدور غير موجود'))],
    });
    const { user } = renderWithApi(<RolesScreen />, { fake: fake });
    await openRole(user, /مبيعات/);
    await user.click(await screen.findByRole('button', { name: `${ROLES_MESSAGES.grant} عرض الأقساط` }));
    await waitFor(() => expect(fake.callsTo(endpoints.roles.list)).toHaveLength(2));
    await waitFor(() => expect(fake.callsTo(endpoints.roles.rolePermissions)).toHaveLength(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `${ROLES_MESSAGES.grant} عرض الأقساط` })).toBeEnabled(),
    );
    expect(warn).toHaveBeenCalled();
  });

  it('shows the add button busy while the role is being created', async () => {
    const fake = createTestApi({ routes: [pending(endpoints.roles.create)] });
    const { user } = renderWithApi(<RolesScreen />, { fake: fake });
    await screen.findByRole('button', { name: /مبيعات/ });
    await user.type(screen.getByLabelText(ROLES_MESSAGES.displayName), 'Cashier');
    await user.click(screen.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    const button = screen.getByRole('button', { name: ROLES_MESSAGES.addRole });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state when the company has no roles', async () => {
    renderWithApi(<RolesScreen />, { fake: createTestApi({ roles: [] }) });
    expect(await screen.findByText(ROLES_MESSAGES.noRoles)).toBeInTheDocument();
  });

  it('says so when the roles cannot be loaded', async () => {
    const fake = createTestApi({
      routes: [failing(endpoints.roles.list)],
    });
    renderWithApi(<RolesScreen />, { fake: fake });
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
  });
});
