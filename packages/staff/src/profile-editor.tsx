import { errorMessage, writeSession } from '@cc/api-client';
import { useSessionStore } from '@cc/auth';
import { endpoints, type UpdateProfileBody, type User } from '@cc/contracts';
import { useResource, useResourceMutation } from '@cc/resources';
import {
  DetailList,
  type FieldSpec,
  Form,
  FormActions,
  FormFields,
  formValues,
  LoadStatus,
  SubmitButton,
  toast,
  useZodForm,
} from '@cc/ui-rtl';
import { emptyValues, nameAndPhone } from './fields';
import { showSaveFailure } from './form-failure';
import { STAFF_MESSAGES as M } from './messages';
import { PasswordField } from './parts';
import { loadPasswordChangeSchema, loadProfileSchema } from './schema-loaders';
import { StaffPanel } from './staff-panel';

const PROFILE_FIELDS: readonly FieldSpec<UpdateProfileBody>[] = nameAndPhone<UpdateProfileBody>(
  'fullName',
  M.fullName,
);

type PasswordChange = { currentPassword: string; newPassword: string; confirmPassword: string };
const NO_PASSWORDS = () => emptyValues<PasswordChange>('currentPassword', 'newPassword', 'confirmPassword');

/** Name and phone: PUT /users/me; the session's user follows (the header shows the new name). */
function DetailsForm({ user }: { user: User }) {
  const store = useSessionStore();
  const form = useZodForm(loadProfileSchema, { defaultValues: formValues(PROFILE_FIELDS, user) });
  const update = useResourceMutation(endpoints.me.update);
  const save = async (body: UpdateProfileBody) => {
    try {
      const { data, message } = await update.mutateAsync({ body });
      store.setState({ user: data });
      writeSession({ user: data });
      if (message) toast.success(message);
    } catch (error) {
      showSaveFailure(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={save}>
      <FormFields fields={PROFILE_FIELDS} />
      <FormActions>
        <SubmitButton>{M.save}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** Props of {@link OwnPasswordForm}. */
export interface OwnPasswordFormProps {
  /** The signed-in user's username (lets password managers tie the new password to the account). */
  username: string;
  /** Runs once the new password is saved and the fresh tokens stored. */
  onChanged?: () => void | Promise<void>;
}

/**
 * The signed-in user changes their own password: PUT /users/me/password {currentPassword, newPassword},
 * the confirmation and the policy checked first. The server ends the user's other sign-ins and answers
 * fresh tokens for this one: both are stored, so this session (and its other tabs) continues. The
 * profile shows it, and so does the first-sign-in page of an account with a temporary password.
 *
 * @example
 * ```tsx
 * <OwnPasswordForm username={user.username} onChanged={() => store.getState().restore()} />
 * ```
 */
export function OwnPasswordForm({ username, onChanged }: OwnPasswordFormProps) {
  const store = useSessionStore();
  const form = useZodForm(loadPasswordChangeSchema, { defaultValues: NO_PASSWORDS() });
  const change = useResourceMutation(endpoints.me.changePassword);
  const save = async ({ currentPassword, newPassword }: PasswordChange) => {
    try {
      const { data, message } = await change.mutateAsync({ body: { currentPassword, newPassword } });
      writeSession({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      store.setState({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      form.reset(NO_PASSWORDS());
      if (message) toast.success(message);
      await onChanged?.();
    } catch (error) {
      showSaveFailure(form, error);
    }
  };
  return (
    <Form form={form} onSubmit={save}>
      {/* Lets password managers tie the new password to this account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <div className="cc-form__grid">
        <PasswordField<PasswordChange>
          name="currentPassword"
          label={M.currentPassword}
          current
          containerClassName="cc-form__wide"
        />
        <PasswordField<PasswordChange> name="newPassword" label={M.newPassword} />
        <PasswordField<PasswordChange> name="confirmPassword" label={M.confirmPassword} policy={false} />
      </div>
      <FormActions>
        <SubmitButton>{M.changePassword}</SubmitButton>
      </FormActions>
    </Form>
  );
}

/**
 * The signed-in user's own profile editor (the app's /profile page shows it under the profile): the
 * user (GET /users/me), name and phone (PUT /users/me, the session's user updated) and a password
 * change (PUT /users/me/password, confirmation checked here, the rotated tokens stored). The contract's
 * schemas check the fields first; the server's field errors appear under them and its answers are
 * toasted.
 *
 * @example
 * ```tsx
 * import { ProfileEditor } from '@cc/staff';
 * <ProfileEditor />
 * ```
 */
export function ProfileEditor() {
  const me = useResource(endpoints.me.get, undefined);
  const user = me.data?.data;
  if (!user) return <LoadStatus error={me.error ? errorMessage(me.error) : null} />;

  return (
    <div className="cc-staff-profile">
      <StaffPanel title={M.profileDetails}>
        <DetailList
          items={[
            { label: M.username, value: <bdi dir="ltr">{user.username}</bdi> },
            ...(user.companyName ? [{ label: M.company, value: user.companyName }] : []),
          ]}
        />
        <DetailsForm key={user.id} user={user} />
      </StaffPanel>
      <StaffPanel title={M.changePassword}>
        <OwnPasswordForm username={user.username} />
      </StaffPanel>
    </div>
  );
}
