import { Spinner } from '@cc/ui-rtl';
import {
  type CSSProperties,
  type DragEvent,
  type MouseEvent,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CanvasItem } from './canvas-item';
import { PAGE, SAFE_MARGIN } from './constants';
import { useDesignerContext, useDesignerStore } from './designer-context';
import { DesignerImage } from './designer-image';
import { FIELD_DRAG_TYPE } from './fields-panel';
import { fitScale } from './geometry';
import { DESIGNER_MESSAGES as M } from './messages';

/**
 * The width of the canvas pane less its padding, followed as the pane resizes; 0 until measured (and in a
 * test DOM, which lays nothing out).
 */
function usePaneWidth(pane: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = pane.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = Number.parseFloat(style.paddingInlineStart) + Number.parseFloat(style.paddingInlineEnd);
      setWidth(element.clientWidth - (Number.isFinite(padding) ? padding : 0));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pane]);
  return width;
}

/**
 * The A4 page (794x1123) inside a scrollable area, drawn at its real size when the pane is wide enough
 * and shrunk to the pane's width otherwise (a 1366 px laptop with the fields panel open, a phone), so its
 * edges are never hidden. The dashed line is the printable safe margin items stay inside.
 *
 * Coordinates: the page is laid out left to right (`dir="ltr"`), so an item's `x` is its distance from
 * the page's left edge, exactly as the print page places it. Text inside items is still right to left.
 * A shrunk page keeps these coordinates: pointer positions are divided by the scale.
 */
export function DesignCanvas() {
  const { store, fields } = useDesignerContext();
  const pageRef = useRef<HTMLElement>(null);
  const paneRef = useRef<HTMLDivElement>(null);
  const scale = fitScale(usePaneWidth(paneRef));
  const items = useDesignerStore((s) => s.items);
  const imageKey = useDesignerStore((s) => s.imageKey);
  const selectedId = useDesignerStore((s) => s.selectedId);
  const gridVisible = useDesignerStore((s) => s.gridVisible);
  const loading = useDesignerStore((s) => s.loading);
  const locked = useDesignerStore((s) => s.template === null);
  const labels = useMemo(() => new Map(fields.map((f) => [f.id, f.label])), [fields]);

  // Pointer position in page coordinates (the drawn page may be shrunk by `scale`).
  const pointOf = (event: { clientX: number; clientY: number }) => {
    const rect = pageRef.current?.getBoundingClientRect();
    return { x: (event.clientX - (rect?.x ?? 0)) / scale, y: (event.clientY - (rect?.y ?? 0)) / scale };
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
    <div ref={paneRef} className="cc-designer-canvas">
      {/* The sheet's drawn size; left to right so the shrunk page is anchored at its left edge. */}
      <div
        className="cc-designer-sheet"
        dir="ltr"
        style={{ width: PAGE.width * scale, height: PAGE.height * scale }}
      >
        <section
          ref={pageRef}
          className="cc-designer-page"
          dir="ltr"
          aria-label={M.canvasLabel}
          data-grid={gridVisible ? '' : undefined}
          data-locked={locked ? '' : undefined}
          data-background={imageKey ?? undefined}
          data-testid="designer-page"
          data-scale={scale}
          style={
            {
              width: PAGE.width,
              height: PAGE.height,
              transform: scale < 1 ? `scale(${scale})` : undefined,
              '--cc-designer-safe': `${SAFE_MARGIN}px`,
            } as CSSProperties
          }
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
          {/* The printable safe margin; resizing stops at it (use-item-interactions). */}
          <div className="cc-designer-page__safe" aria-hidden="true" />
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
    </div>
  );
}
