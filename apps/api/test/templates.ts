import type { TemplateItem } from '@cc/contracts';

/**
 * An IMAGE layout item of `src` (a data URL or an uploaded file's key): 216 × 136 at 40,40 by default,
 * or the small 8 × 8 box at the page's corner with `small`.
 *
 * @example
 * await send('POST', '/templates', company, { name: 'بصورة', fields: [imageItem(`data:image/png;base64,${PNG}`)] });
 */
export const imageItem = (src: string, small = false): TemplateItem => ({
  kind: 'IMAGE',
  src,
  style: { fontSize: 16, color: '#111827' },
  ...(small ? { x: 0, y: 0, width: 8, height: 8 } : { x: 40, y: 40, width: 216, height: 136 }),
});

/** A TEXT layout item «عقد بيع» at 40,40, with `over` applied. */
export const textItem = (over: Partial<TemplateItem> = {}): TemplateItem => ({
  kind: 'TEXT',
  value: 'عقد بيع',
  style: { fontSize: 16, color: '#111827' },
  x: 40,
  y: 40,
  width: 240,
  height: 48,
  ...over,
});
/** A FIELD layout item of `fieldId` labelled «اسم المشتري» at 400,200, with `over` applied. */
export const fieldItem = (fieldId: string, over: Partial<TemplateItem> = {}): TemplateItem => ({
  kind: 'FIELD',
  fieldId,
  label: 'اسم المشتري',
  style: { fontSize: 16, color: '#111827' },
  x: 400,
  y: 200,
  width: 200,
  height: 40,
  ...over,
});
