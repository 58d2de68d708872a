import { Form, HeadedSection, IconPlus, SubmitButton, TextInput } from '@cc/ui-rtl';
import type { SubmitHandler, UseFormReturn } from 'react-hook-form';
import { ROLES_MESSAGES } from './messages';
import type { RoleForm } from './use-roles';

/** Props of {@link AddRoleForm}. */
export interface AddRoleFormProps {
  form: UseFormReturn<RoleForm>;
  onSubmit: SubmitHandler<RoleForm>;
}

// maxLength: the contract's limits (roleInputSchema), so the browser stops typing there.
const FIELDS: readonly { key: keyof RoleForm; text: string; dir?: 'ltr' | 'auto'; maxLength: number }[] = [
  { key: 'displayName', text: ROLES_MESSAGES.displayName, dir: 'auto', maxLength: 80 },
  { key: 'displayNameAr', text: ROLES_MESSAGES.displayNameAr, maxLength: 80 },
  { key: 'description', text: ROLES_MESSAGES.description, maxLength: 300 },
];

/**
 * The add-role form: three inputs and 'إضافة دور', busy while the role is sent. No
 * client-side checks (docs/domain/permissions.md#the-roles-screen-ccroles): no field is marked required and an empty form is sent as is (empty
 * texts, not nulls: the kit's TextField would send null). The server's field errors appear under the
 * fields, its message on top of the form.
 *
 * @example
 * ```tsx
 * const roles = useRoles(companyUserId);
 * <AddRoleForm form={roles.form} onSubmit={roles.createRole} />
 * ```
 */
export function AddRoleForm({ form, onSubmit }: AddRoleFormProps) {
  const { errors, isSubmitted } = form.formState;
  return (
    <HeadedSection
      className="cc-roles__new"
      headingClassName="cc-roles__section-title"
      heading={ROLES_MESSAGES.newRole}
    >
      <Form form={form} onSubmit={onSubmit} className="cc-roles__form">
        {FIELDS.map(({ key, text, dir, maxLength }) => (
          <TextInput
            key={key}
            maxLength={maxLength}
            label={text}
            placeholder={text}
            dir={dir}
            {...form.register(key)}
            onClear={() => form.setValue(key, '', { shouldValidate: isSubmitted })}
            error={errors[key]?.message}
            containerClassName="cc-roles__form-field"
            autoComplete="off"
          />
        ))}
        <SubmitButton startIcon={<IconPlus size={18} />} className="cc-roles__add">
          {ROLES_MESSAGES.addRole}
        </SubmitButton>
      </Form>
    </HeadedSection>
  );
}
