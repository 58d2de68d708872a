import { endpoints } from '@cc/contracts';
import {
  createTestApi,
  DEMO_PASSWORD,
  FakeFailure,
  failing,
  TestHarness,
  testSession,
} from '@cc/resources/testing';
import { renderFeature, renderWithApi, toasts } from '@cc/resources/testing/render';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BranchesPanel from './branches-panel';
import CompanySettingsForm from './company-settings-form';
import { STAFF_MESSAGES as M } from './messages';
import { ProfileEditor } from './profile-editor';

/** The profile editor of the staff member 'sales' (user 7 of the fake), with the session to read. */
function renderProfile() {
  const session = testSession([]);
  const fake = createTestApi();
  const user = userEvent.setup();
  render(
    <TestHarness fake={fake} permissions={[]} session={session}>
      <ProfileEditor />
    </TestHarness>,
  );
  return { user, fake, session };
}

import { staffFeature } from './feature';

describe('BranchesPanel', () => {
  it('lists branches and creates one with {name, phone, address}', async () => {
    const { user, fake } = renderWithApi(<BranchesPanel />);
    expect(await screen.findByText('فرع البصرة')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/اسم الفرع/), 'فرع زيونة');
    await user.type(screen.getByLabelText(M.phone), '07901112233');
    await user.click(screen.getByRole('button', { name: M.addBranch }));
    await waitFor(() => expect(toasts()).toContain('تمت إضافة الفرع'));
    expect(fake.callsTo(endpoints.branches.create).map((c) => c.body)).toEqual([
      { name: 'فرع زيونة', phone: '07901112233', address: null },
    ]);
    expect(await screen.findByRole('cell', { name: 'فرع زيونة' })).toBeInTheDocument();
    expect(screen.getByLabelText(/اسم الفرع/)).toHaveValue('');
  });

  it('checks the name before sending, and shows the server’s refusal under it', async () => {
    const { user, fake } = renderWithApi(<BranchesPanel />);
    await screen.findByText('فرع البصرة');
    const name = screen.getByLabelText(/اسم الفرع/);
    await user.click(screen.getByRole('button', { name: M.addBranch }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('اسم الفرع مطلوب'));
    expect(fake.callsTo(endpoints.branches.create)).toHaveLength(0);

    await user.type(name, 'فرع البصرة');
    await user.click(screen.getByRole('button', { name: M.addBranch }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('يوجد فرع بهذا الاسم'));
  });

  it('offers no form without CREATE_BRANCH', async () => {
    renderWithApi(<BranchesPanel />, { permissions: ['GET_BRANCH'] });
    expect(await screen.findByText('فرع البصرة')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.addBranch })).not.toBeInTheDocument();
  });

  it('says so when the branches cannot be loaded', async () => {
    renderWithApi(<BranchesPanel />, { fake: createTestApi({ routes: [failing(endpoints.branches.list)] }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ غير متوقع، يرجى المحاولة مرة أخرى');
  });
});

describe('CompanySettingsForm', () => {
  it('loads the settings and saves them with PUT /company', async () => {
    const { user, fake } = renderWithApi(<CompanySettingsForm />);
    const name = await screen.findByLabelText(/اسم الشركة/);
    expect(name).toHaveValue('معرض النخيل للسيارات');
    expect(screen.getByLabelText(M.timeZone)).toHaveValue('Asia/Baghdad');
    await user.selectOptions(screen.getByLabelText(M.timeZone), 'Asia/Dubai');
    const iqd = screen.getByLabelText(M.roundingStepIqd);
    await user.clear(iqd);
    await user.type(iqd, '5000');
    expect(screen.getByLabelText(M.instalmentRemainder)).toHaveValue('LAST');
    await user.selectOptions(screen.getByLabelText(M.instalmentRemainder), 'NEAREST');
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(toasts()).toContain('تم حفظ إعدادات الشركة'));
    expect(fake.callsTo(endpoints.company.update).map((c) => c.body)).toEqual([
      {
        name: 'معرض النخيل للسيارات',
        phone: '07700000000',
        address: 'بغداد - شارع فلسطين',
        logo: null,
        timeZone: 'Asia/Dubai',
        roundingStepIqd: 5000,
        roundingStepUsd: 1,
        instalmentRemainder: 'NEAREST',
      },
    ]);
    expect(fake.db.company).toMatchObject({
      timeZone: 'Asia/Dubai',
      roundingStepIqd: 5000,
      instalmentRemainder: 'NEAREST',
    });
  });

  it('shows the server’s field errors under the right fields', async () => {
    const fake = createTestApi({
      routes: [
        failing(
          endpoints.company.update,
          new FakeFailure(400, 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول', 'VALIDATION_FAILED', [
            { field: 'roundingStepUsd', message: 'خطوة التقريب غير صالحة' },
          ]),
        ),
      ],
    });
    const { user } = renderWithApi(<CompanySettingsForm />, { fake });
    await screen.findByLabelText(/اسم الشركة/);
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() =>
      expect(screen.getByLabelText(M.roundingStepUsd)).toHaveAccessibleDescription('خطوة التقريب غير صالحة'),
    );
    expect(screen.getByLabelText(M.roundingStepIqd)).not.toHaveAttribute('aria-invalid');
  });

  it('reads an image logo as a data URL with a preview, and refuses non-images and files over 2 MB', async () => {
    const { user, fake } = renderWithApi(<CompanySettingsForm />);
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
    await waitFor(() => expect(fake.callsTo(endpoints.company.update)).toHaveLength(1));
    expect(fake.db.company?.logo).toMatch(/^data:image\/png;base64,/);
  });
});

describe('ProfileEditor', () => {
  it('saves name and phone with PUT /users/me and updates the session’s user', async () => {
    const { user, fake, session } = renderProfile();
    const fullName = await screen.findByLabelText(/الاسم الكامل/);
    expect(fullName).toHaveValue('علي حسن');
    await user.clear(fullName);
    await user.type(fullName, 'علي حسن جاسم');
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(toasts()).toContain('تم حفظ الملف الشخصي'));
    expect(fake.callsTo(endpoints.me.update).map((c) => c.body)).toEqual([
      { fullName: 'علي حسن جاسم', phone: '07711112222' },
    ]);
    expect(session.getState().user?.fullName).toBe('علي حسن جاسم');
  });

  it('changes the password with {currentPassword, newPassword} after checking the confirmation', async () => {
    const { user, fake, session } = renderProfile();
    const form = (await screen.findByRole('button', { name: M.changePassword })).closest(
      'form',
    ) as HTMLElement;
    await user.type(within(form).getByLabelText(/كلمة المرور الحالية/), DEMO_PASSWORD);
    await user.type(within(form).getByLabelText(/^كلمة المرور الجديدة/), 'new-pass2');
    await user.type(within(form).getByLabelText(/تأكيد/), 'new-pass3');
    await user.click(within(form).getByRole('button', { name: M.changePassword }));
    expect(await within(form).findByText(M.passwordMismatch)).toBeInTheDocument();
    expect(fake.callsTo(endpoints.me.changePassword)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/تأكيد/));
    await user.type(within(form).getByLabelText(/تأكيد/), 'new-pass2');
    await user.click(within(form).getByRole('button', { name: M.changePassword }));
    await waitFor(() => expect(toasts()).toContain('تم تغيير كلمة المرور'));
    expect(fake.callsTo(endpoints.me.changePassword).map((c) => c.body)).toEqual([
      { currentPassword: DEMO_PASSWORD, newPassword: 'new-pass2' },
    ]);
    expect(within(form).getByLabelText(/كلمة المرور الحالية/)).toHaveValue('');
    // The rotated tokens keep this sign-in going.
    expect(session.getState().accessToken).toMatch(/^fake-access-/);
    expect(localStorage.getItem('accessToken')).toBe(session.getState().accessToken);
  });

  it('shows a wrong current password under its field', async () => {
    const { user } = renderProfile();
    const current = await screen.findByLabelText(/كلمة المرور الحالية/);
    await user.type(current, 'wrong');
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'new-pass2');
    await user.type(screen.getByLabelText(/تأكيد/), 'new-pass2');
    await user.click(screen.getByRole('button', { name: M.changePassword }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة'));
  });
});

describe('StaffProfilePage', () => {
  it('reads GET /users/{id} and shows the profile', async () => {
    const { fake } = renderFeature(staffFeature, '/profile/8');
    // The page's chunk loads first (slow on a cold run).
    expect(
      await screen.findByRole('heading', { name: /زينب كاظم/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('acc_zainab').tagName).toBe('BDI');
    expect(screen.getByText('محاسب، Viewer')).toBeInTheDocument();
    expect(fake.callsTo(endpoints.users.get).map((c) => c.path)).toEqual(['/users/8']);
  });

  it('shows the server’s message when the user is not found', async () => {
    renderFeature(staffFeature, '/profile/999');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('المستخدم غير موجود');
  });
});
