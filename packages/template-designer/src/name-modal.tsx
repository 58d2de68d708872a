import { Button, Dialog, TextInput } from '@cc/ui-rtl';
import { type FormEvent, useEffect, useState } from 'react';
import { useDesignerContext, useDesignerStore } from './designer-context';
import { DESIGNER_MESSAGES as M } from './messages';

/** The modal 'أدخل اسم القالب الجديد': creates the template with the current items. */
export function NameModal() {
  const { store } = useDesignerContext();
  const open = useDesignerStore((s) => s.nameModalOpen);
  const saving = useDesignerStore((s) => s.saving);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      setName('');
      setError(undefined);
    }
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) setError(M.nameRequired);
    await store.getState().createFromModal(name);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) store.getState().closeNameModal();
      }}
      title={M.nameModalTitle}
      size="sm"
    >
      <form className="cc-designer-name-form" onSubmit={submit} noValidate>
        <TextInput
          label={M.nameLabel}
          value={name}
          autoFocus
          maxLength={100}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <div className="cc-designer-name-form__actions">
          <Button type="submit" loading={saving}>
            {M.save}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={saving}
            onClick={() => store.getState().closeNameModal()}
          >
            {M.cancel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
