import { describe, expect, it, vi } from 'vitest';
import { createImageUrlCache, isFileKey } from './image-urls';
import { DESIGNER_MESSAGES as M } from './messages';

const KEY = '0b7c7a2e-3c1d-4e5f-9a8b-1c2d3e4f5a6b';
const DATA_URL = 'data:image/png;base64,iVBORw0KGgo=';

function setup() {
  let clock = 1_000_000;
  let n = 0;
  const fetchUrl = vi.fn(async (key: string) => `/files/${key}?sig=${++n}`);
  const cache = createImageUrlCache(fetchUrl, { ttlMs: 300_000, now: () => clock });
  return { cache, fetchUrl, tick: (ms: number) => (clock += ms) };
}

describe('createImageUrlCache', () => {
  it('tells file keys from data URLs', () => {
    expect(isFileKey(KEY)).toBe(true);
    expect(isFileKey(DATA_URL)).toBe(false);
  });

  it('shows a data URL as it is, without any call', async () => {
    const { cache, fetchUrl } = setup();
    expect(cache.peek(DATA_URL)).toBe(DATA_URL);
    expect(await cache.resolve(DATA_URL)).toBe(DATA_URL);
    expect(fetchUrl).not.toHaveBeenCalled();
  });

  it('asks once for a key, even for concurrent images, and reuses the URL while it is fresh', async () => {
    const { cache, fetchUrl, tick } = setup();
    expect(cache.peek(KEY)).toBeNull();
    const [a, b] = await Promise.all([cache.resolve(KEY), cache.resolve(KEY)]);
    expect(a).toBe(`/files/${KEY}?sig=1`);
    expect(b).toBe(a);
    tick(239_000);
    expect(cache.peek(KEY)).toBe(a);
    expect(await cache.resolve(KEY)).toBe(a);
    expect(fetchUrl).toHaveBeenCalledTimes(1);
  });

  it('asks for a fresh URL once 4 of the 5 minutes have passed', async () => {
    const { cache, fetchUrl, tick } = setup();
    await cache.resolve(KEY);
    tick(241_000);
    expect(cache.peek(KEY)).toBeNull();
    expect(await cache.resolve(KEY)).toBe(`/files/${KEY}?sig=2`);
    expect(fetchUrl).toHaveBeenCalledTimes(2);
  });

  it('starts from the URL an upload answered, and asks again after invalidate', async () => {
    const { cache, fetchUrl } = setup();
    cache.seed(KEY, '/files/uploaded');
    expect(cache.peek(KEY)).toBe('/files/uploaded');
    cache.invalidate(KEY);
    expect(cache.peek(KEY)).toBeNull();
    expect(await cache.resolve(KEY)).toBe(`/files/${KEY}?sig=1`);
    expect(fetchUrl).toHaveBeenCalledWith(KEY);
  });

  it('does not remember a failure', async () => {
    const fetchUrl = vi
      .fn()
      .mockRejectedValueOnce(new Error('الملف غير موجود'))
      .mockResolvedValue('/files/ok');
    const cache = createImageUrlCache(fetchUrl);
    await expect(cache.resolve(KEY)).rejects.toThrow('الملف غير موجود');
    expect(await cache.resolve(KEY)).toBe('/files/ok');
  });

  it('cannot show a key without a way to ask for its URL', async () => {
    const cache = createImageUrlCache(undefined);
    expect(cache.peek(KEY)).toBeNull();
    await expect(cache.resolve(KEY)).rejects.toThrow(M.imageUnavailable);
  });
});
