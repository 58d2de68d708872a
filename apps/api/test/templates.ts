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
