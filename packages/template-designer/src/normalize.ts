import {
  TEMPLATE_ITEM_CONDITIONS,
  TEMPLATE_ITEM_KINDS,
  type TemplateItem,
  type TemplateItemCondition,
  type TemplateItemKind,
  type TemplateItemStyle,
} from '@cc/contracts';
import { DEFAULT_COLOR, FONT_SIZE, PAGE } from './constants';

/** An item on the canvas: a saved {@link TemplateItem} plus a client-side id. */
export interface DesignerItem extends TemplateItem {
  id: string;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const str = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** Clamps a font size into 10..64 and rounds it; anything not a number gives the default 16. */
export function clampFontSize(value: unknown): number {
  return clamp(Math.round(num(value, FONT_SIZE.default)), FONT_SIZE.min, FONT_SIZE.max);
}

/** True for a `#rrggbb` colour. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value);
}

function normalizeStyle(raw: unknown): TemplateItemStyle {
  const style: TemplateItemStyle = {
    fontSize: clampFontSize(isRecord(raw) ? raw.fontSize : undefined),
    color: isRecord(raw) && isHexColor(raw.color) ? raw.color : DEFAULT_COLOR,
  };
  if (isRecord(raw)) {
    if (raw.textAlign === 'right' || raw.textAlign === 'center' || raw.textAlign === 'left')
      style.textAlign = raw.textAlign;
    if (raw.fontWeight !== undefined && raw.fontWeight !== null)
      style.fontWeight = clamp(Math.round(num(raw.fontWeight, 600) / 100) * 100, 100, 900);
  }
  return style;
}

/**
 * Reads a layout item as the server or an older client stored it: lower-case kinds and
 * `field_id` are accepted, a missing style gets fontSize 16 and colour #111827, numbers are rounded to
 * integers and the item is kept inside the page. Returns null for an unknown kind, or a field item
 * without a field id.
 *
 * @example
 * ```ts
 * normalizeTemplateItem({ kind: 'field', field_id: 'buyer.fullName', x: 10.4, y: 20.6, width: 200, height: 40 });
 * // { kind: 'FIELD', fieldId: 'buyer.fullName', style: { fontSize: 16, color: '#111827' }, x: 10, y: 21, ... }
 * ```
 */
export function normalizeTemplateItem(raw: unknown): TemplateItem | null {
  if (!isRecord(raw)) return null;
  const kind = String(raw.kind ?? '').toUpperCase() as TemplateItemKind;
  if (!TEMPLATE_ITEM_KINDS.includes(kind)) return null;
  const fieldId = str(raw.fieldId) ?? str(raw.field_id);
  if ((kind === 'FIELD' || kind === 'TABLE') && !fieldId) return null;

  const width = clamp(Math.round(num(raw.width, 1)), 1, PAGE.width);
  const height = clamp(Math.round(num(raw.height, 1)), 1, PAGE.height);
  const item: TemplateItem = {
    kind,
    style: normalizeStyle(raw.style),
    x: clamp(Math.round(num(raw.x, 0)), 0, PAGE.width - width),
    y: clamp(Math.round(num(raw.y, 0)), 0, PAGE.height - height),
    width,
    height,
  };
  if (fieldId) item.fieldId = fieldId;
  const label = str(raw.label);
  if (label !== undefined) item.label = label;
  const value = str(raw.value);
  if (value !== undefined) item.value = value;
  const src = str(raw.src);
  if (src !== undefined) item.src = src;
  // Kept as it is: the print page honours it (a cash sale hides its instalment lines).
  const showIf = str(raw.showIf);
  if (showIf && (TEMPLATE_ITEM_CONDITIONS as readonly string[]).includes(showIf))
    item.showIf = showIf as TemplateItemCondition;
  return item;
}

/** Normalises a stored list, dropping unusable entries and any repeat of a field already placed. */
export function normalizeTemplateItems(raw: unknown): TemplateItem[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const items: TemplateItem[] = [];
  for (const entry of raw) {
    const item = normalizeTemplateItem(entry);
    if (!item) continue;
    if (item.fieldId && (item.kind === 'FIELD' || item.kind === 'TABLE')) {
      if (seen.has(item.fieldId)) continue;
      seen.add(item.fieldId);
    }
    items.push(item);
  }
  return items;
}

/**
 * The saved form of a canvas item (docs/domain/templates.md#validation-of-a-template): upper-case kind, rounded integers, no client id and no
 * empty keys.
 */
export function toSavedItem(item: DesignerItem | TemplateItem): TemplateItem {
  const saved: TemplateItem = {
    kind: item.kind.toUpperCase() as TemplateItemKind,
    style: { ...item.style, fontSize: clampFontSize(item.style.fontSize) },
    x: Math.round(item.x),
    y: Math.round(item.y),
    width: Math.round(item.width),
    height: Math.round(item.height),
  };
  if (item.fieldId !== undefined) saved.fieldId = item.fieldId;
  if (item.label !== undefined) saved.label = item.label;
  if (item.value !== undefined) saved.value = item.value;
  if (item.src !== undefined) saved.src = item.src;
  if (item.showIf !== undefined) saved.showIf = item.showIf;
  return saved;
}
