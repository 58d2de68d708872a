import { TEMPLATE_DEFAULT_COLOR, TEMPLATE_FONT_SIZE, TEMPLATE_PAGE } from '@cc/contracts';

/**
 * Sizes of the designer (docs/domain/templates.md). The canvas coordinate system is physical: `x` grows from the
 * page's left edge and `y` from its top, in CSS pixels at 96 dpi, exactly as the print page places items.
 */
export const PAGE = TEMPLATE_PAGE;
/** Snapping step of positions and sizes, also the arrow-key step. */
export const GRID = 8;
/**
 * The printable safe margin on every side of the page: 24 px (three grid steps, 6.35 mm at 96 dpi). Most
 * printers cannot print the outer 4–5 mm of a sheet, and the page prints with zero margin, so placing,
 * moving and resizing keep items inside it; the canvas draws it as a dashed line.
 */
export const SAFE_MARGIN = GRID * 3;
/** The part of the page items are kept in: the page less {@link SAFE_MARGIN} on each side. */
export const SAFE_AREA = {
  x: SAFE_MARGIN,
  y: SAFE_MARGIN,
  width: PAGE.width - 2 * SAFE_MARGIN,
  height: PAGE.height - 2 * SAFE_MARGIN,
} as const;
export const FIELD_ITEM_SIZE = { width: 200, height: 40 } as const;
export const TEXT_ITEM_SIZE = { width: 240, height: 48 } as const;
export const IMAGE_ITEM_RECT = { x: 40, y: 40, width: 220, height: 140 } as const;
/** Default size of the instalment table item: the page width less two 40 px margins, on the 8 px grid. */
export const TABLE_ITEM_SIZE = { width: 712, height: 240 } as const;
export const FONT_SIZE = TEMPLATE_FONT_SIZE;
export const DEFAULT_COLOR = TEMPLATE_DEFAULT_COLOR;
/** Smallest item after a resize. */
export const MIN_ITEM_SIZE = GRID * 2;
/** Undo steps kept. */
export const HISTORY_LIMIT = 100;
