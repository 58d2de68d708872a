import { IconClose } from '@cc/ui-rtl';
import { memo, useRef } from 'react';
import { useDesignerContext } from './designer-context';
import { DesignerImage } from './designer-image';
import { DESIGNER_MESSAGES as M } from './messages';
import type { DesignerItem } from './normalize';
import { useItemInteractions } from './use-item-interactions';

// Physical corners: the page is laid out left to right like the printed sheet.
const RESIZE_HANDLES = ['n w', 'n e', 's w', 's e'] as const;

/** Props of {@link CanvasItem}. */
export interface CanvasItemProps {
  item: DesignerItem;
  selected: boolean;
  /** Arabic label of a field item (from the field list, else the saved label). */
  label?: string;
  /** No gestures while the designer is locked or loading. */
  disabled?: boolean;
}

/**
 * One item on the page: a field (read-only chip with its Arabic label), a text (editable), an image, or
 * the instalment table. Positioned from the page's left edge, as printed.
 */
export const CanvasItem = memo(function CanvasItem({
  item,
  selected,
  label,
  disabled = false,
}: CanvasItemProps) {
  const { store } = useDesignerContext();
  const ref = useRef<HTMLDivElement>(null);
  useItemInteractions(ref, item.id, store, !disabled);
  const name =
    item.kind === 'TEXT' ? item.value || M.textPlaceholder : item.kind === 'IMAGE' ? M.imageAlt : label;

  return (
    // An item holds a textarea, so it cannot be a <button>; it is a focusable group moved by arrows.
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring form semantics and styles.
    <div
      ref={ref}
      className="cc-designer-item"
      data-kind={item.kind}
      data-item-id={item.id}
      data-field-id={item.fieldId}
      data-selected={selected ? '' : undefined}
      role="group"
      aria-label={name}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focus selects the item for Delete and arrow keys.
      tabIndex={0}
      style={{
        insetInlineStart: item.x,
        insetBlockStart: item.y,
        width: item.width,
        height: item.height,
        fontSize: item.style.fontSize,
        color: item.style.color,
      }}
      onPointerDown={() => store.getState().select(item.id)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) store.getState().select(item.id);
      }}
    >
      {item.kind === 'TEXT' ? (
        <textarea
          className="cc-designer-item__text"
          dir="rtl"
          value={item.value ?? ''}
          placeholder={M.textPlaceholder}
          aria-label={M.textPlaceholder}
          readOnly={!selected}
          tabIndex={selected ? 0 : -1}
          onChange={(event) => store.getState().setText(item.id, event.target.value)}
        />
      ) : item.kind === 'IMAGE' ? (
        <DesignerImage key={item.src} className="cc-designer-item__image" src={item.src} alt={M.imageAlt} />
      ) : (
        <span className="cc-designer-item__chip" dir="rtl">
          {label}
        </span>
      )}
      {selected ? (
        <>
          <span className="cc-designer-item__move" title={M.moveItem} aria-hidden="true">
            ⠿
          </span>
          {RESIZE_HANDLES.map((corner) => (
            <span key={corner} className="cc-designer-item__resize" data-resize={corner} aria-hidden="true" />
          ))}
          <button
            type="button"
            className="cc-designer-item__remove"
            aria-label={M.removeItem}
            title={M.removeItem}
            onClick={(event) => {
              event.stopPropagation();
              store.getState().remove(item.id);
            }}
          >
            <IconClose size={14} />
          </button>
        </>
      ) : null}
    </div>
  );
});
