import { Button, IconPlus, TextInput } from '@cc/ui-rtl';
import { useId } from 'react';
import { ROLES_MESSAGES } from './messages';
import type { RoleForm } from './use-roles';

/** Props of {@link AddRoleForm}. */
export interface AddRoleFormProps {
  form: RoleForm;
  onFieldChange: (field: keyof RoleForm, value: string) => void;
  onSubmit: () => void;
  busy: boolean;
}

const FIELDS: readonly { key: keyof RoleForm; text: string; dir?: 'ltr' | 'auto' }[] = [
  { key: 'displayName', text: ROLES_MESSAGES.displayName, dir: 'auto' },
  { key: 'displayNameAr', text: ROLES_MESSAGES.displayNameAr },
  { key: 'description', text: ROLES_MESSAGES.description },
];

/**
 * The add-role form (spec §4 item 1): three inputs and 'إضافة دور'. No client-side checks (spec §5), so
 * no field is marked required and an empty form is sent as is.
 *
 * @example
 * ```tsx
 * const roles = useRoles(api, companyUserId);
 * <AddRoleForm form={roles.form} onFieldChange={roles.setField} onSubmit={roles.createRole} busy={roles.creating} />
 * ```
 */
export function AddRoleForm({ form, onFieldChange, onSubmit, busy }: AddRoleFormProps) {
  const headingId = useId();
  return (
    <section className="cc-roles__new" aria-labelledby={headingId}>
      <h2 id={headingId} className="cc-roles__section-title">
        {ROLES_MESSAGES.newRole}
      </h2>
      <form
        className="cc-roles__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {FIELDS.map(({ key, text, dir }) => (
          <TextInput
            key={key}
            name={key}
            label={text}
            placeholder={text}
            dir={dir}
            value={form[key]}
            onChange={(event) => onFieldChange(key, event.target.value)}
            onClear={() => onFieldChange(key, '')}
            containerClassName="cc-roles__form-field"
            autoComplete="off"
          />
        ))}
        <Button type="submit" loading={busy} startIcon={<IconPlus size={18} />} className="cc-roles__add">
          {ROLES_MESSAGES.addRole}
        </Button>
      </form>
    </section>
  );
}
