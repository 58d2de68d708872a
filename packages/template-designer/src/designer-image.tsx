import { useState } from 'react';
import { useDesignerStore } from './designer-context';
import { isFileKey } from './image-urls';
import { DESIGNER_MESSAGES as M } from './messages';

/**
 * An image of the template (an item or the background): a data URL as it is, a file key through the
 * signed URL the store holds for it (the store asks for it; a URL that fails to load is renewed once).
 * A placeholder stands in while the URL is asked for, and says so when the image cannot be shown.
 */
export function DesignerImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className: string;
}) {
  const fileKey = src && isFileKey(src) ? src : null;
  // undefined: being asked for; null: cannot be shown.
  const signed = useDesignerStore((s) => (fileKey ? s.imageUrls[fileKey] : undefined));
  const imageFailed = useDesignerStore((s) => s.imageFailed);
  // An inline image that failed to load (a corrupt data URL).
  const [broken, setBroken] = useState<string | null>(null);
  const url = fileKey ? (signed ?? null) : (src ?? null);
  const failed = fileKey ? signed === null : url !== null && url === broken;

  if (url && !failed) {
    return (
      <img
        className={className}
        src={url}
        alt={alt}
        draggable={false}
        data-src={src ?? undefined}
        onError={() => (fileKey ? imageFailed(fileKey, url) : setBroken(url))}
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
      {failed ? M.imageUnavailable : null}
    </span>
  );
}
