/** The image types the API stores, each recognised by its first bytes (never by the label a caller gives). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const MAGIC: Record<ImageType, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(PNG),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** The bytes are an image of the given type. */
export function isImageOfType(type: string, data: Buffer): boolean {
  const check = MAGIC[type as ImageType];
  return data.length > 0 && check !== undefined && check(data);
}

/** The bytes of a stored upload are of its type: an image's (above), or a PDF's (`%PDF-`). */
export function isUploadOfType(type: string, data: Buffer): boolean {
  if (type === 'application/pdf') return data.subarray(0, 5).toString('latin1') === '%PDF-';
  return isImageOfType(type, data);
}

/** Whether a stored file's type is an image (what a template and a car photo may name). */
export const isImageType = (type: string): boolean => (IMAGE_TYPES as readonly string[]).includes(type);

/** An image data URL (`data:image/png;base64,…`) whose bytes are what its label says. */
export function isImageDataUrl(dataUrl: string): boolean {
  const match = /^data:(image\/[a-z]+);base64,/.exec(dataUrl);
  if (!match) return false;
  return isImageOfType(match[1]!, Buffer.from(dataUrl.slice(match[0].length), 'base64'));
}
