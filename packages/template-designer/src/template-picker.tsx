import { Button, IconTrash } from '@cc/ui-rtl';
import { useId } from 'react';
import { useDesignerStore } from './designer-context';
import { DESIGNER_MESSAGES as M } from './messages';
import type { DesignerCommands } from './use-designer-commands';

/** Props of {@link TemplatePicker}. */
export interface TemplatePickerProps {
  commands: DesignerCommands;
}

/** The dropdown 'اختر القالب' with '+ جديد' and 'حذف' above the canvas. */
export function TemplatePicker({ commands }: TemplatePickerProps) {
  const selectId = useId();
  const templates = useDesignerStore((s) => s.templates);
  const template = useDesignerStore((s) => s.template);
  const busy = useDesignerStore((s) => s.loading || s.saving || s.deleting);
  return (
    <div className="cc-designer-picker">
      <label className="cc-designer-picker__label" htmlFor={selectId}>
        {M.chooseTemplate}
      </label>
      <select
        id={selectId}
        className="cc-designer-picker__select"
        value={template ? String(template.id) : ''}
        disabled={busy}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (id) void commands.switchTemplate(id);
        }}
      >
        <option value="" disabled>
          {M.chooseTemplate}
        </option>
        {templates.map((t) => (
          <option key={t.id} value={String(t.id)}>
            {t.system ? `${t.name} (${M.systemBadge})` : t.name}
          </option>
        ))}
      </select>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => void commands.newTemplate()}
      >
        {M.newTemplate}
      </Button>
      {/* Deleting a system template is not offered (docs/domain/templates.md#access). */}
      {template?.system ? null : (
        <Button
          type="button"
          variant="danger"
          size="sm"
          startIcon={<IconTrash size={16} />}
          disabled={busy}
          onClick={() => void commands.deleteTemplate()}
        >
          {M.deleteTemplate}
        </Button>
      )}
    </div>
  );
}
