import { crc32 } from 'node:zlib';

/**
 * The image types the API stores. A file is recognised by its bytes, never by the label a caller gives,
 * and by its whole structure, not its first bytes only: a PNG header followed by an HTML page (a
 * "polyglot" some browser or tool might take for a page) is refused. Each check walks the format's
 * frame from the first byte to the last and wants nothing after its end: PNG's chunks (lengths, types
 * and CRCs) to IEND, JPEG's segments and scans to EOI, GIF's blocks to the trailer, WEBP's RIFF chunks
 * to the size the RIFF header gives. The pixels themselves are not decoded.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, IHDR first, then chunks (length, 4-letter type, data, CRC) up to IEND, which ends the file. */
function isPng(b: Buffer): boolean {
  if (!b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.subarray(at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return false;
    if (!/^[A-Za-z]{4}$/.test(type.toString('latin1'))) return false;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== b.readUInt32BE(at + 8 + length)) return false;
    const name = type.toString('latin1');
    if (first && (name !== 'IHDR' || length !== 13)) return false;
    first = false;
    if (name === 'IEND') return end === b.length;
    at = end;
  }
  return false;
}

/** Markers with no length after them: TEM, RST0–RST7, SOI, EOI. */
const standalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd9);

/**
 * One JPEG image from `at` (SOI … EOI): its segments by their lengths, and the entropy-coded data of each
 * scan up to the next marker (0xFF followed by neither 0x00 nor a restart marker). Answers where the
 * image ends, or -1.
 */
function jpegEnd(b: Buffer, start: number): number {
  if (b[start] !== 0xff || b[start + 1] !== 0xd8) return -1;
  let at = start + 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return -1;
    // Any number of 0xFF fill bytes may come before a marker.
    while (b[at] === 0xff && at < b.length) at++;
    if (at >= b.length) return -1;
    const marker = b[at]!;
    at++;
    if (marker === 0xd9) return at; // EOI
    if (marker === 0x00 || marker === 0xd8) return -1;
    if (standalone(marker)) continue;
    if (at + 2 > b.length) return -1;
    const length = b.readUInt16BE(at);
    if (length < 2 || at + length > b.length) return -1;
    at += length;
    if (marker === 0xda) {
      // SOS: the scan's data runs to the next real marker.
      for (;;) {
        const ff = b.indexOf(0xff, at);
        if (ff < 0 || ff + 1 >= b.length) return -1;
        const next = b[ff + 1]!;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
          at = next === 0xff ? ff + 1 : ff + 2;
          continue;
        }
        at = ff;
        break;
      }
    }
  }
  return -1;
}

/**
 * JPEG: one image, or several one after the other (a phone's photo with its gain map or depth map, as
 * Multi-Picture Format and Ultra HDR store them); only zero bytes may follow the last one.
 */
function isJpeg(b: Buffer): boolean {
  if (b[2] !== 0xff) return false;
  let at = 0;
  do {
    at = jpegEnd(b, at);
    if (at < 0) return false;
  } while (b[at] === 0xff && b[at + 1] === 0xd8);
  for (; at < b.length; at++) if (b[at] !== 0x00) return false;
  return true;
}

/** GIF's data sub-blocks from `at` (a size byte, then that many bytes; size 0 ends them): where they end, or -1. */
function subBlocksEnd(b: Buffer, start: number): number {
  let at = start;
  while (at < b.length) {
    const size = b[at]!;
    at += 1 + size;
    if (size === 0) return at;
  }
  return -1;
}

/** GIF: header, screen descriptor and its colour table, then extensions and images up to the trailer (0x3B), which ends the file. */
function isGif(b: Buffer): boolean {
  if (!['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) || b.length < 13) return false;
  const packed = b[10]!;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
  while (at < b.length) {
    const block = b[at]!;
    if (block === 0x3b) return at + 1 === b.length;
    if (block === 0x21) {
      // Extension: its label, then its sub-blocks.
      at = subBlocksEnd(b, at + 2);
    } else if (block === 0x2c) {
      // Image: descriptor (10 bytes), local colour table, LZW minimum code size, the data's sub-blocks.
      if (at + 10 > b.length) return false;
      const local = b[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1;
      at = subBlocksEnd(b, at);
    } else return false;
    if (at < 0) return false;
  }
  return false;
}

/** WEBP: `RIFF`, a size that is the rest of the file, `WEBP`, then chunks (fourcc, size, data, padding) to that end. */
function isWebp(b: Buffer): boolean {
  if (b.length < 20 || b.subarray(0, 4).toString('latin1') !== 'RIFF') return false;
  if (b.subarray(8, 12).toString('latin1') !== 'WEBP' || b.readUInt32LE(4) + 8 !== b.length) return false;
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(b.subarray(12, 16).toString('latin1'))) return false;
  let at = 12;
  while (at + 8 <= b.length) {
    if (!/^[\x20-\x7e]{4}$/.test(b.subarray(at, at + 4).toString('latin1'))) return false;
    const size = b.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
    if (at === b.length) return true;
  }
  return false;
}

const STRUCTURE: Record<ImageType, (b: Buffer) => boolean> = {
  'image/png': isPng,
  'image/jpeg': isJpeg,
  'image/gif': isGif,
  'image/webp': isWebp,
};

/** The bytes are a whole image of the given type (its frame from first byte to last, nothing after). */
export function isImageOfType(type: string, data: Buffer): boolean {
  const check = STRUCTURE[type as ImageType];
  return data.length > 0 && check !== undefined && check(data);
}

/** How far from the end a PDF's last `%%EOF` may be (readers look in the last 1024 bytes). */
const PDF_TAIL = 1024;

/**
 * PDF: `%PDF-` first and `%%EOF` at the end, with only white space after it. A PDF's inside is not
 * walked (its cross-reference table may be damaged and still read), but nothing may follow its end.
 */
function isPdf(b: Buffer): boolean {
  if (b.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  const tail = b.subarray(Math.max(0, b.length - PDF_TAIL)).toString('latin1');
  const eof = tail.lastIndexOf('%%EOF');
  return eof >= 0 && /^[\s\0]*$/.test(tail.slice(eof + 5));
}

/** The bytes of a stored upload are of its type: a whole image (above), or a PDF. */
export function isUploadOfType(type: string, data: Buffer): boolean {
  if (type === 'application/pdf') return isPdf(data);
  return isImageOfType(type, data);
}

/** Whether a stored file's type is an image (what a template and a car photo may name). */
export const isImageType = (type: string): boolean => (IMAGE_TYPES as readonly string[]).includes(type);

/** An image data URL (`data:image/png;base64,…`) whose bytes are a whole image of the type its label says. */
export function isImageDataUrl(dataUrl: string): boolean {
  const match = /^data:(image\/[a-z]+);base64,/.exec(dataUrl);
  if (!match) return false;
  return isImageOfType(match[1]!, Buffer.from(dataUrl.slice(match[0].length), 'base64'));
}
