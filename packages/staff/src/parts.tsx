import { TextField } from '@cc/ui-rtl';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { STAFF_MESSAGES as M } from './messages';

export { StaffPanel } from './staff-panel';

/**
 * A password field of the surrounding form: typed left to right, required. A new password (the default)
 * shows the password policy under it; `current` is the one being replaced.
 *
 * @example
 * <PasswordField<ResetPasswordBody> name="password" label="كلمة المرور الجديدة" />
 */
export function PasswordField<T extends FieldValues>({
  name,
  label,
  current = false,
  policy = !current,
  containerClassName,
}: {
  name: FieldPath<T>;
  label: string;
  current?: boolean;
  /** Shows the password policy under the field; default for a new password. */
  policy?: boolean;
  containerClassName?: string;
}) {
  return (
    <TextField<T>
      name={name}
      label={label}
      type="password"
      dir="ltr"
      autoComplete={current ? 'current-password' : 'new-password'}
      {...(policy ? { hint: M.passwordPolicy } : {})}
      {...(containerClassName ? { containerClassName } : {})}
      required
    />
  );
}
