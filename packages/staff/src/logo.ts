import { MAX_LOGO_BYTES } from '@cc/contracts';
import { STAFF_MESSAGES as M } from './messages';

/** Largest logo file accepted (2 MB, docs/domain/staff-and-settings.md#company-settings). */
export const LOGO_MAX_BYTES = MAX_LOGO_BYTES;

/** Image types the logo accepts (the file input's `accept`); the server refuses SVG (it can carry scripts). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * Checks a chosen logo file: image types only, at most 2 MB. Returns the Arabic error, or null.
 *
 * @example
 * ```ts
 * logoFileError(new File(['x'], 'a.pdf', { type: 'application/pdf' })); // 'الشعار يجب أن يكون ملف صورة'
 * ```
 */
export function logoFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return M.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return M.logoTooLarge;
  return null;
}
