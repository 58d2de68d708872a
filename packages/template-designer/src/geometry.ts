import { GRID, MIN_ITEM_SIZE, PAGE, SAFE_AREA } from './constants';

/** A rectangle in page coordinates (physical x from the page's left edge). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

// A non-finite input (a drop event without coordinates) counts as the minimum, never as NaN.
const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/** Rounds to the nearest multiple of the grid step. */
export function snap(value: number, step: number = GRID): number {
  return Math.round(value / step) * step;
}

const SAFE_RIGHT = SAFE_AREA.x + SAFE_AREA.width;
const SAFE_BOTTOM = SAFE_AREA.y + SAFE_AREA.height;

/**
 * Snaps a rectangle to the 8 px grid and moves it inside the page's safe area (the page less the printable
 * safe margin, constants.ts): the size first (at least 16 px, at most the safe area), then the position so
 * that the whole item stays inside the margin. Used when an item is placed or moved.
 *
 * @example
 * ```ts
 * snapRect({ x: 790, y: -3, width: 203, height: 41 }); // { x: 570, y: 24, width: 200, height: 40 }
 * ```
 */
export function snapRect(rect: Rect): Rect {
  const width = clamp(snap(rect.width), MIN_ITEM_SIZE, SAFE_AREA.width);
  const height = clamp(snap(rect.height), MIN_ITEM_SIZE, SAFE_AREA.height);
  // The safe area's far edges are not on the grid (770, 1099): the last position may be off-grid so the
  // item still fits.
  const x = clamp(snap(rect.x), SAFE_AREA.x, SAFE_RIGHT - width);
  const y = clamp(snap(rect.y), SAFE_AREA.y, SAFE_BOTTOM - height);
  return { x, y, width, height };
}

/**
 * Snaps a resized rectangle's edges to the 8 px grid and cuts them at the safe area: an edge pulled into
 * the margin stops at it and the item shrinks, where a move would shift it (at least 16 px each way).
 *
 * @example
 * ```ts
 * fitRect({ x: 700, y: 3, width: 301, height: 2 }); // { x: 704, y: 24, width: 66, height: 16 }
 * ```
 */
export function fitRect(rect: Rect): Rect {
  const x = clamp(snap(rect.x), SAFE_AREA.x, SAFE_RIGHT - MIN_ITEM_SIZE);
  const y = clamp(snap(rect.y), SAFE_AREA.y, SAFE_BOTTOM - MIN_ITEM_SIZE);
  const right = clamp(snap(rect.x + rect.width), x + MIN_ITEM_SIZE, SAFE_RIGHT);
  const bottom = clamp(snap(rect.y + rect.height), y + MIN_ITEM_SIZE, SAFE_BOTTOM);
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * How much the page is shrunk on screen to fit a pane `available` px wide: never enlarged, never below a
 * fifth (a phone shows the whole sheet, small). Items keep their page coordinates; only the drawing scales.
 *
 * @example
 * ```ts
 * fitScale(740); // 0.932 (740 / 794)
 * fitScale(1200); // 1
 * ```
 */
export function fitScale(available: number): number {
  if (!Number.isFinite(available) || available <= 0) return 1;
  return Math.max(0.2, Math.min(1, available / PAGE.width));
}

/** True when no part of the rectangle lies on the page (the item was dragged off it). */
export function isOutsidePage(rect: Rect): boolean {
  return (
    rect.x + rect.width <= 0 || rect.y + rect.height <= 0 || rect.x >= PAGE.width || rect.y >= PAGE.height
  );
}
