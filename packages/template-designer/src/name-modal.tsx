import { templateCreateInputSchema } from '@cc/contracts';
import { FormDialog, TextField, useZodForm } from '@cc/ui-rtl';
import { useDesignerContext, useDesignerStore } from './designer-context';
import { DESIGNER_MESSAGES as M } from './messages';

/** The name the modal asks for, checked by the server's own rule (required, at most 100 characters). */
const nameSchema = templateCreateInputSchema.pick({ name: true });

/**
 * The modal 'أدخل اسم القالب الجديد', a form of the kit: the name is checked by the create call's
 * schema (its Arabic messages under the field), then the template is created with the current items;
 * the store reports a refused save, and the name typed stays.
 */
export function NameModal() {
  const { store } = useDesignerContext();
  const open = useDesignerStore((s) => s.nameModalOpen);
  const saving = useDesignerStore((s) => s.saving);
  const form = useZodForm(nameSchema, { defaultValues: { name: '' } });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) store.getState().closeNameModal();
      }}
      title={M.nameModalTitle}
      size="sm"
      form={form}
      onSubmit={async ({ name }) => {
        if (await store.getState().createFromModal(name)) form.reset();
      }}
      submitLabel={M.save}
      cancelLabel={M.cancel}
    >
      <TextField<{ name: string }> name="name" label={M.nameLabel} required autoFocus />
    </FormDialog>
  );
}
