import { MAX_TEMPLATE_IMAGE_BYTES } from '@cc/contracts';
import { DESIGNER_MESSAGES as M } from './messages';

/**
 * Reads an image file as a data URL (spec §4). Rejects with an Arabic message for anything that is not
 * an image (spec §5) or above 2 MB (domain.md §5).
 */
export function readImageFile(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) return Promise.reject(new Error(M.notAnImage));
  if (file.size > MAX_TEMPLATE_IMAGE_BYTES) return Promise.reject(new Error(M.imageTooLarge));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(M.notAnImage));
    reader.readAsDataURL(file);
  });
}
