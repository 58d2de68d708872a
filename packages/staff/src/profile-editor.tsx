import type { OwnPasswordChanged, User } from '@cc/contracts';
import { Button, TextInput } from '@cc/ui-rtl';
import { type FormEvent, useId, useState } from 'react';
import type { StaffApi } from './api';
import { STAFF_MESSAGES as M } from './messages';
import { orNull, useSubmit, withoutError } from './use-submit';

/** Props of {@link ProfileEditor}. */
export interface ProfileEditorProps {
  api: StaffApi;
  /** The signed-in user (GET /users/me). */
  user: User;
  /** Called with the user updated by a successful save (e.g. to update the session store). */
  onSaved?: (user: User) => void;
  /**
   * Called with the fresh tokens after the password changed (the server revoked every other sign-in);
   * {@link createStaffApi} already stored them, so only an app keeping tokens in memory needs this.
   */
  onPasswordChanged?: (tokens: OwnPasswordChanged) => void;
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The signed-in user's own profile (route /profile): name and phone (PUT /users/me) and a password change
 * (PUT /users/me/password {currentPassword, newPassword}, with a confirmation field checked here). The
 * server's field errors appear under the fields; successes and failures toast in Arabic.
 *
 * @example
 * ```tsx
 * <ProfileEditor api={staffApi} user={session.user} onSaved={(user) => session.setUser(user)} />
 * ```
 */
export function ProfileEditor({ api, user, onSaved, onPasswordChanged }: ProfileEditorProps) {
  const detailsId = useId();
  const passwordId = useId();
  const [details, setDetails] = useState({ fullName: user.fullName, phone: user.phone ?? '' });
  const [passwords, setPasswords] = useState(EMPTY_PASSWORDS);

  const saveDetails = useSubmit(
    async (body: { fullName: string; phone: string | null }) => {
      await api.updateProfile(body);
      return body;
    },
    { success: M.profileSaved, onSuccess: (body) => onSaved?.({ ...user, ...body }) },
  );
  const changePassword = useSubmit(
    (body: { currentPassword: string; newPassword: string }) => api.changeOwnPassword(body),
    {
      success: M.passwordChanged,
      onSuccess: (tokens) => {
        setPasswords(EMPTY_PASSWORDS);
        onPasswordChanged?.(tokens);
      },
    },
  );

  const setDetail = (field: keyof typeof details, value: string) => {
    setDetails((current) => ({ ...current, [field]: value }));
    saveDetails.setErrors(withoutError(field));
  };
  const setPassword = (field: keyof typeof EMPTY_PASSWORDS, value: string) => {
    setPasswords((current) => ({ ...current, [field]: value }));
    changePassword.setErrors(withoutError(field));
  };

  const onDetails = (event: FormEvent) => {
    event.preventDefault();
    void saveDetails.submit({ fullName: details.fullName, phone: orNull(details.phone) });
  };
  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    // The only check made here: the server never sees the confirmation field.
    if (passwords.newPassword !== passwords.confirmPassword) {
      changePassword.setErrors((errors) => ({ ...errors, confirmPassword: M.passwordMismatch }));
      return;
    }
    void changePassword.submit({
      currentPassword: passwords.currentPassword,
      newPassword: passwords.newPassword,
    });
  };

  return (
    <div className="cc-staff-profile">
      <section className="cc-staff-panel" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="cc-staff-panel__title">
          {M.profileDetails}
        </h2>
        <dl className="cc-staff-facts">
          <div>
            <dt>{M.username}</dt>
            <dd>
              <bdi dir="ltr">{user.username}</bdi>
            </dd>
          </div>
          {user.companyName ? (
            <div>
              <dt>{M.company}</dt>
              <dd>{user.companyName}</dd>
            </div>
          ) : null}
        </dl>
        <form className="cc-staff-form" noValidate onSubmit={onDetails}>
          <TextInput
            label={M.fullName}
            name="fullName"
            value={details.fullName}
            onChange={(e) => setDetail('fullName', e.target.value)}
            error={saveDetails.errors.fullName}
            required
          />
          <TextInput
            label={M.phone}
            name="phone"
            type="tel"
            dir="ltr"
            value={details.phone}
            onChange={(e) => setDetail('phone', e.target.value)}
            error={saveDetails.errors.phone}
          />
          <div className="cc-staff-form__footer">
            <Button type="submit" loading={saveDetails.busy}>
              {M.save}
            </Button>
          </div>
        </form>
      </section>
      <section className="cc-staff-panel" aria-labelledby={passwordId}>
        <h2 id={passwordId} className="cc-staff-panel__title">
          {M.changePassword}
        </h2>
        <form className="cc-staff-form" noValidate onSubmit={onPassword}>
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
          <TextInput
            label={M.currentPassword}
            name="currentPassword"
            type="password"
            dir="ltr"
            autoComplete="current-password"
            containerClassName="cc-staff-form__wide"
            value={passwords.currentPassword}
            onChange={(e) => setPassword('currentPassword', e.target.value)}
            error={changePassword.errors.currentPassword}
            required
          />
          <TextInput
            label={M.newPassword}
            name="newPassword"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            hint={M.passwordPolicy}
            value={passwords.newPassword}
            onChange={(e) => setPassword('newPassword', e.target.value)}
            error={changePassword.errors.newPassword}
            required
          />
          <TextInput
            label={M.confirmPassword}
            name="confirmPassword"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            value={passwords.confirmPassword}
            onChange={(e) => setPassword('confirmPassword', e.target.value)}
            error={changePassword.errors.confirmPassword}
            required
          />
          <div className="cc-staff-form__footer">
            <Button type="submit" loading={changePassword.busy}>
              {M.changePassword}
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
