import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isImageDataUrl, isImageOfType, isUploadOfType } from './image-magic';

// Real files, as encoders write them (a canvas's PNG, JPEG and GIF of 2×2 pixels; the usual 1×1 WEBPs).
const b64 = (s: string) => Buffer.from(s, 'base64');
const PNG = b64(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAYAAAC09K7GAAAABHNCSVQICAgIfAhkiAAAAAFzUkdCAK7OHOkAAAAkSURBVAiZYzzDYPyfAQkwMTAwMJisMmYwWWXMwMDAwMCIrgIAtOcGIyADiR0AAAAASUVORK5CYII=',
);
const JPEG = b64(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAZEAADAQEBAAAAAAAAAAAAAAAAAQMCEkH/xAAVAQEBAAAAAAAAAAAAAAAAAAACA//EABcRAQADAAAAAAAAAAAAAAAAAAABAjL/2gAMAwEAAhEDEQA/AIZTm5YbxlvleAAC99S//9k=',
);
const GIF = b64('R0lGODlhBAADAIAAAAAAAAAAACH5BAQAAAAALAAAAAAEAAMAgACqZswAMwIEjA1wVgA7');
const WEBP_LOSSY = b64('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA');
const WEBP_LOSSLESS = b64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const cat = (...parts: Buffer[]) => Buffer.concat(parts);

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cat(head.subarray(4), data)));
  return cat(head, data, crc);
}

describe('whole images of their type', () => {
  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/gif', GIF],
    ['image/webp', WEBP_LOSSY],
    ['image/webp', WEBP_LOSSLESS],
  ])('takes a real %s', (type, bytes) => {
    expect(isImageOfType(type, bytes)).toBe(true);
    expect(isUploadOfType(type, bytes)).toBe(true);
  });

  it.each([
    ['image/png', PNG],
    ['image/jpeg', JPEG],
    ['image/gif', GIF],
    ['image/webp', WEBP_LOSSY],
  ])('refuses a %s with an HTML page after its end', (type, bytes) => {
    expect(isImageOfType(type, cat(bytes, HTML))).toBe(false);
  });

  it('refuses a PNG signature followed by HTML, and a PNG cut short or with a damaged chunk', () => {
    expect(isImageOfType('image/png', cat(PNG.subarray(0, 8), HTML))).toBe(false);
    expect(isImageOfType('image/png', cat(PNG.subarray(0, 33), HTML))).toBe(false);
    expect(isImageOfType('image/png', PNG.subarray(0, PNG.length - 12))).toBe(false);
    const damaged = Buffer.from(PNG);
    damaged[PNG.indexOf('IDAT') + 6]! ^= 0x01;
    expect(isImageOfType('image/png', damaged)).toBe(false);
    // HTML inside a well-formed chunk is a valid PNG (the browser shows it as an image, nosniff): taken.
    const iend = PNG.length - 12;
    expect(
      isImageOfType('image/png', cat(PNG.subarray(0, iend), chunk('tEXt', HTML), PNG.subarray(iend))),
    ).toBe(true);
  });

  it('takes JPEG images one after the other (a photo with its gain map) and zero padding, nothing else', () => {
    expect(isImageOfType('image/jpeg', cat(JPEG, JPEG))).toBe(true);
    expect(isImageOfType('image/jpeg', cat(JPEG, Buffer.alloc(16)))).toBe(true);
    expect(isImageOfType('image/jpeg', cat(JPEG.subarray(0, 3), HTML))).toBe(false);
    expect(isImageOfType('image/jpeg', JPEG.subarray(0, JPEG.length - 2))).toBe(false);
    expect(isImageOfType('image/jpeg', cat(JPEG, JPEG.subarray(0, 40)))).toBe(false);
  });

  it('refuses a GIF without its trailer, and a WEBP whose RIFF size is not the file', () => {
    expect(isImageOfType('image/gif', GIF.subarray(0, GIF.length - 1))).toBe(false);
    expect(isImageOfType('image/gif', cat(GIF.subarray(0, 6), HTML))).toBe(false);
    expect(isImageOfType('image/webp', WEBP_LOSSY.subarray(0, WEBP_LOSSY.length - 2))).toBe(false);
    const swollen = cat(WEBP_LOSSY, HTML);
    swollen.writeUInt32LE(swollen.length - 8, 4);
    expect(isImageOfType('image/webp', swollen)).toBe(false);
  });

  it("refuses one type's bytes under another's label, and empty bytes", () => {
    expect(isImageOfType('image/jpeg', PNG)).toBe(false);
    expect(isImageOfType('image/png', GIF)).toBe(false);
    expect(isImageOfType('image/svg+xml', PNG)).toBe(false);
    expect(isImageOfType('image/png', Buffer.alloc(0))).toBe(false);
    expect(isUploadOfType('application/pdf', PNG)).toBe(false);
  });
});

describe('damaged bytes', () => {
  it('refuses every truncation of each real image, and random bytes after each signature, without throwing', () => {
    const real: [string, Buffer][] = [
      ['image/png', PNG],
      ['image/jpeg', JPEG],
      ['image/gif', GIF],
      ['image/webp', WEBP_LOSSY],
      ['image/webp', WEBP_LOSSLESS],
    ];
    for (const [type, bytes] of real)
      for (let n = 0; n < bytes.length; n++)
        expect(isImageOfType(type, bytes.subarray(0, n)), `${type} ${n}`).toBe(false);
    fc.assert(
      fc.property(
        fc.constantFrom(...real),
        fc.nat(),
        fc.uint8Array({ maxLength: 64 }),
        ([type, bytes], cut, tail) => {
          const mangled = cat(bytes.subarray(0, cut % bytes.length), Buffer.from(tail));
          expect(() => isImageOfType(type, mangled)).not.toThrow();
        },
      ),
      { numRuns: 2000, seed: 20261130 },
    );
  });
});

describe('PDF', () => {
  it('takes %PDF- … %%EOF with white space after; refuses anything after its end, or no end', () => {
    expect(isUploadOfType('application/pdf', PDF)).toBe(true);
    expect(isUploadOfType('application/pdf', cat(PDF, Buffer.from('\r\n  \n')))).toBe(true);
    expect(isUploadOfType('application/pdf', cat(PDF, HTML))).toBe(false);
    expect(isUploadOfType('application/pdf', PDF.subarray(0, PDF.length - 7))).toBe(false);
    expect(isUploadOfType('application/pdf', cat(Buffer.from('%PDF-'), HTML))).toBe(false);
  });
});

describe('image data URLs (the company logo)', () => {
  it('takes a whole image and refuses one with HTML after it', () => {
    expect(isImageDataUrl(`data:image/png;base64,${PNG.toString('base64')}`)).toBe(true);
    expect(isImageDataUrl(`data:image/png;base64,${cat(PNG, HTML).toString('base64')}`)).toBe(false);
  });
});
