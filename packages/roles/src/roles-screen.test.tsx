import { RtlProvider } from '@cc/ui-rtl';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRolesApi, DEMO_PERMISSIONS, type MemoryRolesApi } from './memory-api';
import { ROLES_MESSAGES } from './messages';
import { RolesScreen } from './roles-screen';

const COMPANY = 2;

function renderScreen(api: MemoryRolesApi, props: { embedded?: boolean } = {}) {
  const user = userEvent.setup();
  render(
    <RtlProvider>
      <RolesScreen api={api} companyUserId={COMPANY} {...props} />
    </RtlProvider>,
  );
  return user;
}

const callsOf = (api: MemoryRolesApi, method: keyof MemoryRolesApi) =>
  api.calls.filter((c) => c.method === method);

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
    const api = createMemoryRolesApi();
    renderScreen(api);
    expect(screen.getByRole('heading', { level: 1, name: ROLES_MESSAGES.title })).toBeInTheDocument();
    const row = await screen.findByRole('button', { name: /مبيعات/ });
    expect(row).toHaveTextContent('مبيعات - موظفو صالة العرض #3');
    expect(row.querySelector('bdi[dir="ltr"]')).toHaveTextContent('#3');
    // No Arabic name: the English one.
    expect(screen.getByRole('button', { name: /Viewer/ })).toHaveTextContent('Viewer #5');
    expect(callsOf(api, 'listRoles')).toEqual([{ method: 'listRoles', args: [COMPANY] }]);
    expect(callsOf(api, 'listPermissions')).toHaveLength(1);
    expect(callsOf(api, 'getRolePermissions')).toHaveLength(0);
  });

  it('uses a smaller h2 heading when embedded in settings', async () => {
    renderScreen(createMemoryRolesApi(), { embedded: true });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: ROLES_MESSAGES.title })).toBeInTheDocument();
    await screen.findByRole('button', { name: /مبيعات/ });
  });

  it('opening a row loads that role’s permissions and shows a card per permission', async () => {
    const api = createMemoryRolesApi({ grants: { 3: [1] } });
    const user = renderScreen(api);
    await openRole(user, /مبيعات/);
    expect(callsOf(api, 'getRolePermissions')).toEqual([{ method: 'getRolePermissions', args: [3] }]);
    const grid = screen.getByRole('list', { name: ROLES_MESSAGES.permissionsOf('مبيعات') });
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
      const api = createMemoryRolesApi({ grants: { 3: [1, 2] } });
      const user = renderScreen(api);
      const toggle = await openRole(user, /مبيعات/);
      expect(toggle).not.toBeChecked();
      expect(screen.getByRole('switch', { name: ROLES_MESSAGES.disableAll })).toBe(toggle);
      await user.click(toggle);
      await waitFor(() => expect(screen.getByRole('switch')).toBeChecked());
      expect(callsOf(api, 'toggleAll')).toEqual([{ method: 'toggleAll', args: [3, true] }]);
      // Reloaded after the toggle: now every permission is granted, label per the spec's rule.
      expect(callsOf(api, 'getRolePermissions')).toHaveLength(2);
      expect(screen.getByRole('switch')).toHaveAccessibleName(ROLES_MESSAGES.enableAll);
    });

    it('is on and labelled تفعيل الكل when all are granted; turning it sends enableAll=false', async () => {
      const api = createMemoryRolesApi({ grants: { 3: DEMO_PERMISSIONS.map((p) => p.id) } });
      const user = renderScreen(api);
      const toggle = await openRole(user, /مبيعات/);
      expect(toggle).toBeChecked();
      expect(toggle).toHaveAccessibleName(ROLES_MESSAGES.enableAll);
      await user.click(toggle);
      await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
      expect(callsOf(api, 'toggleAll')).toEqual([{ method: 'toggleAll', args: [3, false] }]);
      expect(screen.getByRole('switch')).toHaveAccessibleName(ROLES_MESSAGES.disableAll);
    });

    it('is off when no permission is granted', async () => {
      const user = renderScreen(createMemoryRolesApi());
      const toggle = await openRole(user, /مبيعات/);
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleName(ROLES_MESSAGES.disableAll);
    });

    it('is off (never on) when the permission list is empty', async () => {
      const user = renderScreen(createMemoryRolesApi({ permissions: [] }));
      const toggle = await openRole(user, /مبيعات/);
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleName(ROLES_MESSAGES.disableAll);
      expect(screen.getByText(ROLES_MESSAGES.noPermissions)).toBeInTheDocument();
    });
  });

  it('adds and removes one permission, reloading the role’s list after each call', async () => {
    const api = createMemoryRolesApi({ grants: { 3: [1] } });
    const user = renderScreen(api);
    await openRole(user, /مبيعات/);
    await user.click(screen.getByRole('button', { name: `${ROLES_MESSAGES.grant} إضافة حساب` }));
    await screen.findByRole('button', { name: `${ROLES_MESSAGES.revoke} إضافة حساب` });
    expect(callsOf(api, 'grantPermission')).toEqual([{ method: 'grantPermission', args: [3, 2] }]);
    expect(callsOf(api, 'getRolePermissions')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: `${ROLES_MESSAGES.revoke} عرض الحسابات` }));
    await screen.findByRole('button', { name: `${ROLES_MESSAGES.grant} عرض الحسابات` });
    expect(callsOf(api, 'revokePermission')).toEqual([{ method: 'revokePermission', args: [3, 1] }]);
    expect(callsOf(api, 'getRolePermissions')).toHaveLength(3);
  });

  it('creates a role with the form as typed, then clears the form and reloads the roles', async () => {
    const api = createMemoryRolesApi();
    const user = renderScreen(api);
    await screen.findByRole('button', { name: /مبيعات/ });
    await user.type(screen.getByLabelText(ROLES_MESSAGES.displayName), '  Cashier ');
    await user.type(screen.getByPlaceholderText(ROLES_MESSAGES.displayNameAr), 'أمين صندوق');
    await user.type(screen.getByLabelText(ROLES_MESSAGES.description), 'قبض الدفعات');
    await user.click(screen.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    await screen.findByRole('button', { name: /أمين صندوق/ });
    expect(callsOf(api, 'createRole')).toEqual([
      {
        method: 'createRole',
        args: [
          COMPANY,
          { displayName: '  Cashier ', displayNameAr: 'أمين صندوق', description: 'قبض الدفعات' },
        ],
      },
    ]);
    expect(callsOf(api, 'listRoles')).toHaveLength(2);
    expect(screen.getByLabelText(ROLES_MESSAGES.displayName)).toHaveValue('');
    expect(screen.getByLabelText(ROLES_MESSAGES.displayNameAr)).toHaveValue('');
    expect(screen.getByLabelText(ROLES_MESSAGES.description)).toHaveValue('');
  });

  it('sends an empty form as is (no client-side checks)', async () => {
    const api = createMemoryRolesApi();
    const user = renderScreen(api);
    await screen.findByRole('button', { name: /مبيعات/ });
    await user.click(screen.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    await waitFor(() => expect(callsOf(api, 'listRoles')).toHaveLength(2));
    expect(callsOf(api, 'createRole')[0]?.args).toEqual([
      COMPANY,
      { displayName: '', displayNameAr: '', description: '' },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed role call shows no message and reloads the list', async () => {
    const api = createMemoryRolesApi({ fail: ['createRole', 'grantPermission'] });
    const user = renderScreen(api);
    await screen.findByRole('button', { name: /مبيعات/ });
    await user.type(screen.getByLabelText(ROLES_MESSAGES.displayName), 'ROLE_X');
    await user.click(screen.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    await waitFor(() => expect(callsOf(api, 'listRoles')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: ROLES_MESSAGES.addRole })).toBeEnabled());

    await openRole(user, /مبيعات/);
    await user.click(screen.getByRole('button', { name: `${ROLES_MESSAGES.grant} عرض الحسابات` }));
    await waitFor(() => expect(callsOf(api, 'listRoles')).toHaveLength(3));
    await waitFor(() => expect(callsOf(api, 'getRolePermissions')).toHaveLength(2));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    expect(screen.getByRole('button', { name: `${ROLES_MESSAGES.grant} عرض الحسابات` })).toBeEnabled();
    expect(warn).toHaveBeenCalled();
  });

  it('shows the add button busy while the role is being created', async () => {
    const api = createMemoryRolesApi({ hang: ['createRole'] });
    const user = renderScreen(api);
    await screen.findByRole('button', { name: /مبيعات/ });
    await user.click(screen.getByRole('button', { name: ROLES_MESSAGES.addRole }));
    const button = screen.getByRole('button', { name: ROLES_MESSAGES.addRole });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state when the company has no roles', async () => {
    renderScreen(createMemoryRolesApi({ roles: [] }));
    expect(await screen.findByText(ROLES_MESSAGES.noRoles)).toBeInTheDocument();
  });
});
