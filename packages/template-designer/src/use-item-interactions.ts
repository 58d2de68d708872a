import interact from 'interactjs';
import { type RefObject, useEffect } from 'react';
import { GRID, MIN_ITEM_SIZE, PAGE } from './constants';
import type { DesignerStore } from './store';

/**
 * interact.js drag and resize of one canvas item. During a gesture the element is moved with a CSS
 * transform only (no React render per pointer move); at the end the store snaps the result to the 8 px
 * grid and clamps it inside the page, which re-renders the item at its final place.
 *
 * Drag is deliberately not restricted to the page while it lasts: an item dropped fully outside the page
 * is removed, which a restriction would make impossible. Resize is restricted to the page's printable
 * safe margin (the canvas's dashed line).
 *
 * The page may be drawn shrunk (design-canvas.tsx): pointer distances are screen pixels, so each gesture
 * reads the page's scale when it starts and divides by it; the grid it snaps to is scaled alike.
 */
export function useItemInteractions(
  ref: RefObject<HTMLElement | null>,
  itemId: string,
  store: DesignerStore,
  enabled: boolean,
): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    const current = () => store.getState().items.find((item) => item.id === itemId);
    const page = element.parentElement;
    // The drawn page's width over its real width: 1 at real size.
    let scale = 1;
    const readScale = () => {
      const drawn = page?.getBoundingClientRect().width ?? 0;
      scale = drawn > 0 ? drawn / PAGE.width : 1;
    };
    // Whole grid steps of the drawn page, relative to where the gesture started (interact's snap offset).
    const step = (value: number) => Math.round(value / (GRID * scale)) * GRID * scale;
    const drag = { dx: 0, dy: 0 };
    const box = { x: 0, y: 0, width: 0, height: 0 };
    // Width and height are React's inline styles too: a gesture must leave them as the store says, since
    // React does not write a style again when its value did not change.
    const reset = () => {
      element.style.transform = '';
      element.removeAttribute('data-gesture');
      const item = current();
      if (item) {
        element.style.width = `${item.width}px`;
        element.style.height = `${item.height}px`;
      }
    };

    const interactable = interact(element)
      .draggable({
        // Text is edited in the textarea and the × button removes; neither starts a drag.
        ignoreFrom: 'textarea, button, [data-resize]',
        modifiers: [
          // Whole grid steps from where the drag started: items sit on the grid, so they stay on it.
          interact.modifiers.snap({
            targets: [(x: number, y: number) => ({ x: step(x), y: step(y) })],
            range: Number.POSITIVE_INFINITY,
            offset: 'startCoords',
          }),
        ],
        listeners: {
          start() {
            readScale();
            drag.dx = 0;
            drag.dy = 0;
            element.setAttribute('data-gesture', 'drag');
            store.getState().select(itemId);
          },
          move(event) {
            drag.dx += event.dx / scale;
            drag.dy += event.dy / scale;
            element.style.transform = `translate(${drag.dx}px, ${drag.dy}px)`;
          },
          end() {
            const item = current();
            if (item) {
              const x = item.x + drag.dx;
              const y = item.y + drag.dy;
              const state = store.getState();
              if (!state.removeIfOutside(itemId, x, y)) state.move(itemId, x, y);
            }
            reset();
          },
        },
      })
      .resizable({
        // Corner handles of the selected item (data-resize="n w" …); margins would fight the move handle.
        edges: {
          top: '[data-resize~="n"]',
          bottom: '[data-resize~="s"]',
          left: '[data-resize~="w"]',
          right: '[data-resize~="e"]',
        },
        modifiers: [
          interact.modifiers.restrictEdges({
            outer: page?.querySelector<HTMLElement>('.cc-designer-page__safe') ?? 'parent',
          }),
          interact.modifiers.restrictSize({
            min: () => {
              const size = MIN_ITEM_SIZE * scale;
              return { left: 0, top: 0, right: size, bottom: size, width: size, height: size };
            },
          }),
        ],
        listeners: {
          start() {
            const item = current();
            if (!item) return;
            readScale();
            Object.assign(box, { x: item.x, y: item.y, width: item.width, height: item.height });
            drag.dx = 0;
            drag.dy = 0;
            element.setAttribute('data-gesture', 'resize');
            store.getState().select(itemId);
          },
          move(event) {
            drag.dx += (event.deltaRect?.left ?? 0) / scale;
            drag.dy += (event.deltaRect?.top ?? 0) / scale;
            box.width = event.rect.width / scale;
            box.height = event.rect.height / scale;
            element.style.width = `${box.width}px`;
            element.style.height = `${box.height}px`;
            element.style.transform = `translate(${drag.dx}px, ${drag.dy}px)`;
          },
          end() {
            store.getState().resize(itemId, {
              x: box.x + drag.dx,
              y: box.y + drag.dy,
              width: box.width,
              height: box.height,
            });
            reset();
          },
        },
      });
    return () => {
      interactable.unset();
    };
  }, [ref, itemId, store, enabled]);
}
