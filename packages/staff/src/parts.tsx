import { HeadedSection, TextField } from '@cc/ui-rtl';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { STAFF_MESSAGES as M } from './messages';

/**
 * A titled panel of the staff screens (branches, company settings, a profile): a region named by its
 * heading.
 *
 * @example
 * <StaffPanel title="الفروع"><BranchesTable /></StaffPanel>
 */
export function StaffPanel({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <HeadedSection className="cc-staff-panel" headingClassName="cc-staff-panel__title" heading={title}>
      {children}
    </HeadedSection>
  );
}

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
