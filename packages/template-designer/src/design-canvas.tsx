import { Spinner } from '@cc/ui-rtl';
import { type DragEvent, type MouseEvent, useMemo, useRef } from 'react';
import { CanvasItem } from './canvas-item';
import { PAGE } from './constants';
import { useDesignerContext, useDesignerStore } from './designer-context';
import { DesignerImage } from './designer-image';
import { FIELD_DRAG_TYPE } from './fields-panel';
import { DESIGNER_MESSAGES as M } from './messages';

/**
 * The A4 page at its real size (794x1123) inside a scrollable area.
 *
 * Coordinates: the page is laid out left to right (`dir="ltr"`), so an item's `x` is its distance from
 * the page's left edge, exactly as the print page places it. Text inside items is still right to left.
 */
export function DesignCanvas() {
  const { store, fields } = useDesignerContext();
  const pageRef = useRef<HTMLElement>(null);
  const items = useDesignerStore((s) => s.items);
  const imageKey = useDesignerStore((s) => s.imageKey);
  const selectedId = useDesignerStore((s) => s.selectedId);
  const gridVisible = useDesignerStore((s) => s.gridVisible);
  const loading = useDesignerStore((s) => s.loading);
  const locked = useDesignerStore((s) => s.template === null);
  const labels = useMemo(() => new Map(fields.map((f) => [f.id, f.label])), [fields]);

  // Pointer position in page coordinates (the page is never scaled).
  const pointOf = (event: { clientX: number; clientY: number }) => {
    const rect = pageRef.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.x ?? 0), y: event.clientY - (rect?.y ?? 0) };
  };
  const onPage = (event: MouseEvent) => event.target === pageRef.current;

  const handleDoubleClick = (event: MouseEvent<HTMLElement>) => {
    if (locked || loading || !onPage(event)) return;
    const { x, y } = pointOf(event);
    store.getState().addText(x, y);
  };
  const handleDragOver = (event: DragEvent<HTMLElement>) => {
    if (locked || !event.dataTransfer.types.includes(FIELD_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const handleDrop = (event: DragEvent<HTMLElement>) => {
    const fieldId = event.dataTransfer.getData(FIELD_DRAG_TYPE);
    if (locked || !fieldId) return;
    event.preventDefault();
    const { x, y } = pointOf(event);
    store.getState().addField(fieldId, x, y);
  };

  return (
    <div className="cc-designer-canvas">
      <section
        ref={pageRef}
        className="cc-designer-page"
        dir="ltr"
        aria-label={M.canvasLabel}
        data-grid={gridVisible ? '' : undefined}
        data-locked={locked ? '' : undefined}
        data-background={imageKey ?? undefined}
        data-testid="designer-page"
        style={{ width: PAGE.width, height: PAGE.height }}
        onPointerDown={(event) => {
          if (event.target === event.currentTarget) store.getState().select(null);
        }}
        onDoubleClick={handleDoubleClick}
        onDragOver={handleDragOver}
        onDrop={handleDrop}
      >
        {imageKey ? (
          // Stretched over the whole sheet under the items, as printed (a scanned official form).
          <DesignerImage
            key={imageKey}
            className="cc-designer-page__background"
            src={imageKey}
            alt={M.backgroundAlt}
          />
        ) : null}
        {items.map((item) => (
          <CanvasItem
            key={item.id}
            item={item}
            selected={item.id === selectedId}
            label={(item.fieldId && labels.get(item.fieldId)) || item.label || item.fieldId}
            disabled={locked || loading}
          />
        ))}
        {loading ? (
          <div className="cc-designer-page__overlay" data-variant="loading">
            <Spinner size={40} label={M.loading} />
          </div>
        ) : locked ? (
          <div className="cc-designer-page__overlay" data-variant="lock" role="status">
            <p className="cc-designer-page__lock-text" dir="rtl">
              {M.lockOverlay}
            </p>
          </div>
        ) : null}
      </section>
    </div>
  );
}
