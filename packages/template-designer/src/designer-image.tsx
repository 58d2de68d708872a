import { useEffect, useState } from 'react';
import { useDesignerStore } from './designer-context';
import { isFileKey } from './image-urls';
import { DESIGNER_MESSAGES as M } from './messages';

/** What {@link useImageUrl} answers. */
export interface ImageUrlState {
  /** The URL to put in `<img src>`, or null while it is fetched or when it cannot be shown. */
  url: string | null;
  /** The image cannot be shown (no URL, or even a fresh URL failed to load). */
  failed: boolean;
  /** Call from `<img onError>`: a file key gets one fresh signed URL (the old one may have expired). */
  onError(): void;
}

/**
 * The URL of an image `src` or background key in the designer: a data URL as it is, a file key through
 * the designer's signed-URL cache (fetched once per key, renewed when expired or when it fails to load).
 *
 * @example
 * ```tsx
 * const image = useImageUrl(item.src);
 * return image.url ? <img src={image.url} onError={image.onError} alt="" /> : null;
 * ```
 */
export function useImageUrl(src: string | null | undefined): ImageUrlState {
  const images = useDesignerStore((s) => s.images);
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<{ src: string; url: string | null } | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const ready = src ? images.peek(src) : null;

  useEffect(() => {
    // `attempt` is a dependency on purpose: a failed load asks again once.
    void attempt;
    if (!src || images.peek(src) !== null) return;
    let live = true;
    images.resolve(src).then(
      (url) => live && setFetched({ src, url }),
      () => live && setFetched({ src, url: null }),
    );
    return () => {
      live = false;
    };
  }, [src, images, attempt]);

  const own = fetched?.src === src ? fetched : null;
  const url = ready ?? own?.url ?? null;
  return {
    url: url === broken ? null : url,
    failed:
      Boolean(src) &&
      ((own !== null && own.url === null && ready === null) || (url !== null && url === broken)),
    onError() {
      if (!src || !url) return;
      if (isFileKey(src) && attempt === 0) {
        images.invalidate(src);
        setAttempt(1);
      } else {
        setBroken(url);
      }
    },
  };
}

/** An image of the template (an item or the background), shown through {@link useImageUrl}. */
export function DesignerImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className: string;
}) {
  const image = useImageUrl(src);
  if (image.url) {
    return (
      <img
        className={className}
        src={image.url}
        alt={alt}
        draggable={false}
        data-src={src ?? undefined}
        onError={image.onError}
      />
    );
  }
  return (
    <span
      className={`${className} cc-designer-image-placeholder`}
      data-src={src ?? undefined}
      role="img"
      aria-label={alt}
    >
      {image.failed ? M.imageUnavailable : null}
    </span>
  );
}
