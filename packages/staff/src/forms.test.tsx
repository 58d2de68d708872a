import type { User } from '@cc/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BranchesPanel } from './branches-panel';
import { CompanySettingsForm } from './company-settings-form';
import { createMemoryStaffApi, fieldError } from './memory-api';
import { STAFF_MESSAGES as M } from './messages';
import { ProfileEditor } from './profile-editor';
import { StaffProfileView } from './staff-profile-view';
import { callsOf, setup } from './test-utils';

const me: User = {
  id: 7,
  username: 'sales.ali',
  fullName: 'علي حسن',
  phone: '07711112222',
  companyUserId: 2,
  companyName: 'معرض الرافدين للسيارات',
  branch: null,
  roles: ['ROLE_USER'],
  companyRoles: [],
  permissions: [],
};

describe('BranchesPanel', () => {
  it('lists branches and creates one with {name, address, phone}', async () => {
    const api = createMemoryStaffApi();
    const user = setup(<BranchesPanel api={api} />);
    expect(await screen.findByText('فرع المنصور')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/اسم الفرع/), 'فرع زيونة');
    await user.type(screen.getByLabelText(M.phone), '07901112233');
    await user.click(screen.getByRole('button', { name: M.addBranch }));
    expect(await screen.findByText(M.branchSaved)).toBeInTheDocument();
    expect(callsOf(api, 'createBranch')).toEqual([
      [{ name: 'فرع زيونة', address: null, phone: '07901112233' }],
    ]);
    expect(await screen.findByRole('cell', { name: 'فرع زيونة' })).toBeInTheDocument();
    expect(screen.getByLabelText(/اسم الفرع/)).toHaveValue('');
  });

  it('shows the server’s field error under the name', async () => {
    const api = createMemoryStaffApi({ fail: { createBranch: fieldError('name', 'اسم الفرع مطلوب') } });
    const user = setup(<BranchesPanel api={api} />);
    await screen.findByText('فرع المنصور');
    await user.click(screen.getByRole('button', { name: M.addBranch }));
    await waitFor(() =>
      expect(screen.getByLabelText(/اسم الفرع/)).toHaveAccessibleDescription('اسم الفرع مطلوب'),
    );
  });
});

describe('CompanySettingsForm', () => {
  it('loads the settings and saves them with PUT /company', async () => {
    const api = createMemoryStaffApi();
    const onSaved = vi.fn();
    const user = setup(<CompanySettingsForm api={api} onSaved={onSaved} />);
    const name = await screen.findByLabelText(/اسم الشركة/);
    expect(name).toHaveValue('معرض الرافدين للسيارات');
    expect(screen.getByLabelText(M.timeZone)).toHaveValue('Asia/Baghdad');
    await user.selectOptions(screen.getByLabelText(M.timeZone), 'Asia/Dubai');
    const iqd = screen.getByLabelText(M.roundingStepIqd);
    await user.clear(iqd);
    await user.type(iqd, '5000');
    await user.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.companySaved)).toBeInTheDocument();
    expect(callsOf(api, 'updateCompany')).toEqual([
      [
        {
          name: 'معرض الرافدين للسيارات',
          phone: '07700000000',
          address: 'بغداد، الكرادة',
          logo: null,
          timeZone: 'Asia/Dubai',
          roundingStepIqd: 5000,
          roundingStepUsd: 1,
        },
      ],
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ roundingStepIqd: 5000 }));
  });

  it('shows the server’s field errors under the right fields', async () => {
    const api = createMemoryStaffApi({
      fail: { updateCompany: fieldError('roundingStepUsd', 'خطوة التقريب غير صالحة') },
    });
    const user = setup(<CompanySettingsForm api={api} />);
    await screen.findByLabelText(/اسم الشركة/);
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(screen.getByLabelText(M.roundingStepUsd)).toHaveAccessibleDescription('خطوة التقريب غير صالحة'),
    );
    expect(screen.getByLabelText(M.roundingStepIqd)).not.toHaveAttribute('aria-invalid');
  });

  it('reads an image logo as a data URL with a preview, and refuses non-images and files over 2 MB', async () => {
    const api = createMemoryStaffApi();
    const user = setup(<CompanySettingsForm api={api} />);
    await screen.findByLabelText(/اسم الشركة/);
    const input = screen.getByLabelText(M.logo) as HTMLInputElement;

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText(M.logoNotImage)).toBeInTheDocument();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(M.logoTooLarge)).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    const preview = await screen.findByRole('img', { name: M.logoPreview });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(callsOf(api, 'updateCompany')).toHaveLength(1));
    const [body] = callsOf(api, 'updateCompany')[0] ?? [];
    expect((body as { logo: string }).logo).toMatch(/^data:image\/png/);
  });
});

describe('ProfileEditor', () => {
  it('saves name and phone with PUT /users/me and reports the updated user', async () => {
    const api = createMemoryStaffApi();
    const onSaved = vi.fn();
    const user = setup(<ProfileEditor api={api} user={me} onSaved={onSaved} />);
    const fullName = screen.getByLabelText(/الاسم الكامل/);
    await user.clear(fullName);
    await user.type(fullName, 'علي حسن جاسم');
    await user.click(screen.getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.profileSaved)).toBeInTheDocument();
    expect(callsOf(api, 'updateProfile')).toEqual([[{ fullName: 'علي حسن جاسم', phone: '07711112222' }]]);
    expect(onSaved).toHaveBeenCalledWith({ ...me, fullName: 'علي حسن جاسم' });
  });

  it('changes the password with {currentPassword, newPassword} after checking the confirmation', async () => {
    const api = createMemoryStaffApi();
    const user = setup(<ProfileEditor api={api} user={me} />);
    const form = screen.getByRole('button', { name: M.changePassword }).closest('form') as HTMLElement;
    await user.type(within(form).getByLabelText(/كلمة المرور الحالية/), 'old-pass1');
    await user.type(within(form).getByLabelText(/^كلمة المرور الجديدة/), 'new-pass2');
    await user.type(within(form).getByLabelText(/تأكيد/), 'new-pass3');
    await user.click(within(form).getByRole('button', { name: M.changePassword }));
    expect(await within(form).findByText(M.passwordMismatch)).toBeInTheDocument();
    expect(callsOf(api, 'changeOwnPassword')).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/تأكيد/));
    await user.type(within(form).getByLabelText(/تأكيد/), 'new-pass2');
    await user.click(within(form).getByRole('button', { name: M.changePassword }));
    expect(await screen.findByText(M.passwordChanged)).toBeInTheDocument();
    expect(callsOf(api, 'changeOwnPassword')).toEqual([
      [{ currentPassword: 'old-pass1', newPassword: 'new-pass2' }],
    ]);
    expect(within(form).getByLabelText(/كلمة المرور الحالية/)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const api = createMemoryStaffApi({
      fail: { changeOwnPassword: fieldError('currentPassword', 'كلمة المرور الحالية غير صحيحة') },
    });
    const user = setup(<ProfileEditor api={api} user={me} />);
    const current = screen.getByLabelText(/كلمة المرور الحالية/);
    await user.type(current, 'wrong');
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'new-pass2');
    await user.type(screen.getByLabelText(/تأكيد/), 'new-pass2');
    await user.click(screen.getByRole('button', { name: M.changePassword }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة'));
  });
});

describe('StaffProfileView', () => {
  it('reads GET /users/{id} and shows the profile', async () => {
    const api = createMemoryStaffApi();
    setup(<StaffProfileView api={api} userId={8} />);
    expect(await screen.findByRole('heading', { name: /زينب كاظم/ })).toBeInTheDocument();
    expect(screen.getByText('acc_zainab').tagName).toBe('BDI');
    expect(screen.getByText('محاسب، Viewer')).toBeInTheDocument();
    expect(callsOf(api, 'getUser')).toEqual([[8]]);
  });

  it('shows the server’s message when the user is not found', async () => {
    setup(<StaffProfileView api={createMemoryStaffApi()} userId={999} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('المستخدم غير موجود');
  });
});
