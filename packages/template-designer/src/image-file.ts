import { MAX_TEMPLATE_IMAGE_BYTES, TEMPLATE_IMAGE_TYPES } from '@cc/contracts';
import { readAsDataUrl } from '@cc/ui-rtl';
import { DESIGNER_MESSAGES as M } from './messages';

/** `accept` of the file inputs: the image types the server stores. */
export const IMAGE_ACCEPT = TEMPLATE_IMAGE_TYPES.join(',');

/**
 * Why a file cannot be a template image, or null when it can: image types only, those the
 * server stores (PNG, JPEG, WEBP, GIF), at most 2 MB (docs/domain/templates.md). Checked before any upload.
 *
 * @example
 * ```ts
 * const problem = imageFileProblem(file); // 'حجم الصورة أكبر من 2 ميغابايت' for a 3 MB photo
 * ```
 */
export function imageFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return M.notAnImage;
  if (!(TEMPLATE_IMAGE_TYPES as readonly string[]).includes(file.type)) return M.unsupportedImage;
  if (file.size > MAX_TEMPLATE_IMAGE_BYTES) return M.imageTooLarge;
  return null;
}

/** Reads any file as a data URL. */
export const readFileAsDataUrl = (file: File): Promise<string> => readAsDataUrl(file, M.notAnImage);

/**
 * Reads an image file as a data URL, after {@link imageFileProblem}: rejects with its Arabic
 * message.
 */
export function readImageFile(file: File): Promise<string> {
  const problem = imageFileProblem(file);
  if (problem) return Promise.reject(new Error(problem));
  return readFileAsDataUrl(file);
}

/**
 * The bytes of a file as base64, the body POST /files takes (`{contentType, dataBase64}`).
 *
 * @example
 * ```ts
 * await api.call(endpoints.files.upload, { body: { contentType: file.type, dataBase64: await readFileAsBase64(file) } });
 * ```
 */
export async function readFileAsBase64(file: File): Promise<string> {
  const dataUrl = await readFileAsDataUrl(file);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
