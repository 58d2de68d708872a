import { crc32 } from 'node:zlib';

/** A whole 1×1 PNG (signature, IHDR, IDAT, IEND with their CRCs), as base64 and bytes. */
export const PNG_1X1_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const PNG_1X1 = Buffer.from(PNG_1X1_B64, 'base64');

/**
 * A valid PNG of exactly `size` bytes: the 1×1 image with a private ancillary chunk (`prVt`, which a
 * viewer skips) of zeros before IEND, so uploads can reach a quota or a size limit with a real image.
 *
 * @example
 * const big = pngOfSize(600 * 1024); // passes the upload's structure check
 */
export function pngOfSize(size: number): Buffer {
  const iend = PNG_1X1.length - 12;
  const data = Buffer.alloc(size - PNG_1X1.length - 12);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write('prVt', 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([PNG_1X1.subarray(0, iend), head, data, crc, PNG_1X1.subarray(iend)]);
}
