import { IconChevronEnd, IconChevronStart } from '@cc/ui-rtl';
import { useId, useMemo, useState } from 'react';
import { PAGE } from './constants';
import { useDesignerContext, useDesignerStore } from './designer-context';
import { fieldItemSize } from './fields';
import { DESIGNER_MESSAGES as M } from './messages';
import { availableFields } from './store';

/** dataTransfer type of a field dragged from the side list onto the canvas. */
export const FIELD_DRAG_TYPE = 'application/x-cc-template-field';

/** Props of {@link FieldsPanel}. */
export interface FieldsPanelProps {
  /** Whether the list starts open; default true. */
  defaultOpen?: boolean;
}

/**
 * The side panel 'Available Fields': the fields not yet on the canvas. Drag one onto the page,
 * or press it to place it near the top of the page (the keyboard path).
 *
 * The panel collapses to a narrow rail (its toggle has `aria-expanded`), so that the real-size page
 * (794 px) fits beside it without horizontal scrolling in a 1366 px window.
 */
export function FieldsPanel({ defaultOpen = true }: FieldsPanelProps) {
  const { store, fields } = useDesignerContext();
  const items = useDesignerStore((s) => s.items);
  const locked = useDesignerStore((s) => s.template === null);
  const kind = useDesignerStore((s) => s.template?.kind);
  const available = useMemo(() => availableFields(fields, items, kind), [fields, items, kind]);
  const [open, setOpen] = useState(defaultOpen);
  const titleId = useId();
  const bodyId = useId();

  return (
    <aside
      className="cc-designer-fields"
      aria-labelledby={titleId}
      data-collapsed={open ? undefined : ''}
      data-testid="designer-fields"
    >
      <div className="cc-designer-fields__header">
        <h2 id={titleId} className="cc-designer-fields__title" lang="en" dir="ltr">
          {M.fieldsTitle}
        </h2>
        <button
          type="button"
          className="cc-designer-fields__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={open ? M.hideFields : M.showFields}
          title={open ? M.hideFields : M.showFields}
          onClick={() => setOpen(!open)}
        >
          {open ? <IconChevronStart size={18} /> : <IconChevronEnd size={18} />}
        </button>
      </div>
      <div id={bodyId} className="cc-designer-fields__body" hidden={!open}>
        <p className="cc-designer-fields__subtitle">{M.fieldsSubtitle}</p>
        {available.length === 0 ? (
          <p className="cc-designer-fields__empty">{M.fieldsEmpty}</p>
        ) : (
          <ul className="cc-designer-fields__list" aria-label={M.fieldsSubtitle}>
            {available.map((field) => (
              <li key={field.id}>
                <button
                  type="button"
                  className="cc-designer-field"
                  data-kind={field.kind ?? 'FIELD'}
                  data-field-id={field.id}
                  draggable={!locked}
                  disabled={locked}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(FIELD_DRAG_TYPE, field.id);
                    event.dataTransfer.setData('text/plain', field.id);
                    event.dataTransfer.effectAllowed = 'copy';
                  }}
                  onClick={() => {
                    // Near the top at the inline start of an Arabic page (its right edge), one row per item.
                    const { width } = fieldItemSize(field);
                    const row = store.getState().items.length % 20;
                    store.getState().addField(field.id, PAGE.width - width - 40, 40 + row * 48);
                  }}
                >
                  <span className="cc-designer-field__label">{field.label}</span>
                  <bdi className="cc-designer-field__id" dir="ltr">
                    {field.id}
                  </bdi>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </aside>
  );
}
