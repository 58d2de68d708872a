/**
 * Reads a file picked in a file input as a data URL ('data:image/png;base64,…'): a logo that travels
 * inside a body, an image placed on a template. A failed read rejects with the reader's error, or with
 * `failure` (Arabic) when the reader gives none.
 *
 * @example
 * ```ts
 * const logo = await readAsDataUrl(file, 'تعذرت قراءة الملف');
 * ```
 */
export function readAsDataUrl(file: Blob, failure: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(failure));
    reader.readAsDataURL(file);
  });
}

/**
 * Reads a picked file as the bare base64 of its bytes (the data URL without its 'data:…;base64,' head):
 * the `dataBase64` of an upload (POST /files).
 *
 * @example
 * ```ts
 * const dataBase64 = await readAsBase64(file, 'تعذرت قراءة الملف');
 * ```
 */
export async function readAsBase64(file: Blob, failure: string): Promise<string> {
  const url = await readAsDataUrl(file, failure);
  return url.slice(url.indexOf(',') + 1);
}
