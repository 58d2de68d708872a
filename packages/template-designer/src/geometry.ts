import { GRID, MIN_ITEM_SIZE, PAGE } from './constants';

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

/**
 * Snaps a rectangle to the 8 px grid and clamps it inside the A4 page: the size first
 * (at least 16 px, at most the page), then the position so that the whole item stays on the page.
 *
 * @example
 * ```ts
 * snapRect({ x: 790, y: -3, width: 203, height: 41 }); // { x: 592, y: 0, width: 200, height: 40 }
 * ```
 */
export function snapRect(rect: Rect): Rect {
  const width = clamp(snap(rect.width), MIN_ITEM_SIZE, PAGE.width);
  const height = clamp(snap(rect.height), MIN_ITEM_SIZE, PAGE.height);
  // The page is not a multiple of 8 (794, 1123): the last position may be off-grid so the item still fits.
  const x = clamp(snap(rect.x), 0, PAGE.width - width);
  const y = clamp(snap(rect.y), 0, PAGE.height - height);
  return { x, y, width, height };
}

/** True when no part of the rectangle lies on the page (the item was dragged off it). */
export function isOutsidePage(rect: Rect): boolean {
  return (
    rect.x + rect.width <= 0 || rect.y + rect.height <= 0 || rect.x >= PAGE.width || rect.y >= PAGE.height
  );
}
