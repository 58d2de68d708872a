import { FILE_KEY_PATTERN, FILE_URL_TTL_SECONDS } from '@cc/contracts';
import { DESIGNER_MESSAGES as M } from './messages';

/**
 * What the canvas shows for an image `src`: a data URL as it is, a file key through a signed URL. One
 * cache per designer, shared by every image and the background, so a key is asked for once.
 */
export interface ImageUrlCache {
  /** The URL to show now, or null when it must be fetched first (unknown or expired file key). */
  peek(src: string): string | null;
  /** The URL to show: `src` itself unless it is a file key, else a cached or freshly fetched signed URL. */
  resolve(src: string): Promise<string>;
  /** Remembers the signed URL an upload answered. */
  seed(key: string, url: string): void;
  /** Forgets a key's URL (it failed to load): the next `resolve` fetches a fresh one. */
  invalidate(key: string): void;
}

/** Options of {@link createImageUrlCache}. */
export interface ImageUrlCacheOptions {
  /** Lifetime of a signed URL in ms; default the server's 5 minutes. */
  ttlMs?: number;
  /** Clock (tests). */
  now?: () => number;
}

/** True for the key of an uploaded file (a UUID), as opposed to an inline data URL. */
export const isFileKey = (src: string): boolean => FILE_KEY_PATTERN.test(src);

/**
 * Creates the signed-URL cache over the data source's `imageUrl`. A URL is reused for 80 % of its
 * lifetime (4 of 5 minutes), so an image that mounts late still loads before the URL expires; concurrent
 * asks for one key share one call. Without `fetchUrl` a file key cannot be shown (`resolve` rejects).
 *
 * @example
 * ```ts
 * const images = createImageUrlCache(dataSource.imageUrl);
 * img.src = await images.resolve(item.src);
 * ```
 */
export function createImageUrlCache(
  fetchUrl: ((key: string) => Promise<string>) | undefined,
  { ttlMs = FILE_URL_TTL_SECONDS * 1000, now = Date.now }: ImageUrlCacheOptions = {},
): ImageUrlCache {
  const urls = new Map<string, { url: string; freshUntil: number }>();
  const pending = new Map<string, Promise<string>>();
  const remember = (key: string, url: string) => urls.set(key, { url, freshUntil: now() + ttlMs * 0.8 });

  const cache: ImageUrlCache = {
    peek(src) {
      if (!isFileKey(src)) return src;
      const entry = urls.get(src);
      return entry && entry.freshUntil > now() ? entry.url : null;
    },
    resolve(src) {
      const ready = cache.peek(src);
      if (ready !== null) return Promise.resolve(ready);
      if (!fetchUrl) return Promise.reject(new Error(M.imageUnavailable));
      let call = pending.get(src);
      if (!call) {
        call = fetchUrl(src).then(
          (url) => {
            pending.delete(src);
            remember(src, url);
            return url;
          },
          (error: unknown) => {
            pending.delete(src);
            throw error;
          },
        );
        pending.set(src, call);
      }
      return call;
    },
    seed: remember,
    invalidate(key) {
      urls.delete(key);
    },
  };
  return cache;
}
