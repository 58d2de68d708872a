import { Button, IconTrash } from '@cc/ui-rtl';
import { useId } from 'react';
import { useDesignerStore } from './designer-context';
import { DESIGNER_MESSAGES as M } from './messages';
import type { DesignerCommands } from './use-designer-commands';

/** Props of {@link TemplatePicker}. */
export interface TemplatePickerProps {
  commands: DesignerCommands;
}

/**
 * The dropdown 'اختر القالب' with '+ جديد' and 'حذف' above the canvas, and the default of the kind: the
 * shown template says 'القالب الافتراضي' when it is, else offers 'تعيين كقالب افتراضي'.
 */
export function TemplatePicker({ commands }: TemplatePickerProps) {
  const selectId = useId();
  const templates = useDesignerStore((s) => s.templates);
  const template = useDesignerStore((s) => s.template);
  const busy = useDesignerStore((s) => s.loading || s.saving || s.deleting || s.settingDefault);
  const canSetDefault = useDesignerStore((s) => s.canSetDefault);
  const shown = template ? templates.find((t) => t.id === template.id) : undefined;
  const label = (t: (typeof templates)[number]) => {
    const name = t.system ? `${t.name} (${M.systemBadge})` : t.name;
    return canSetDefault && t.isDefault ? `${name} — ${M.defaultSuffix}` : name;
  };
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
            {label(t)}
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
      {/* Which template of its kind a new deal preselects (and a receipt prints with). */}
      {canSetDefault && shown ? (
        shown.isDefault ? (
          <span className="cc-designer-picker__default" role="status" title={M.makeDefaultHint}>
            ✓ {M.defaultBadge}
          </span>
        ) : (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={busy}
            title={M.makeDefaultHint}
            onClick={() => void commands.makeDefault()}
          >
            {M.makeDefault}
          </Button>
        )
      ) : null}
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
