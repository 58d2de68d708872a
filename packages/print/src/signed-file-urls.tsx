import type { ApiError } from '@cc/api-client';
import { endpoints, FILE_KEY_PATTERN, FILE_URL_TTL_SECONDS } from '@cc/contracts';
import { useResource } from '@cc/resources';
import type { ReactNode } from 'react';
import type { PrintableTemplate } from './print-sheet';

const TTL_MS = FILE_URL_TTL_SECONDS * 1000;

/**
 * A signed URL is valid FILE_URL_TTL_SECONDS (5 minutes, apps/api/src/lib/signed-urls.ts). The cache
 * refetches it after half of that, also while the page stays open, and forgets it a fifth of that after
 * the page closes: a URL the page shows is never older than 70 % of its life.
 */
export const SIGNED_URL_CACHE = {
  staleTime: TTL_MS / 2,
  refetchInterval: TTL_MS / 2,
  gcTime: TTL_MS / 5,
} as const;

/** The signed URLs of a template's uploaded files, as far as they are known. */
export interface FileUrls {
  /** Signed URL by file key. */
  urls: Readonly<Record<string, string>>;
  /** Some URL is still being asked for. */
  pending: boolean;
  /** The asks that failed (the page prints without those images). */
  errors: readonly ApiError[];
}

const NONE: FileUrls = { urls: {}, pending: false, errors: [] };

/** Every uploaded-file key a template shows: image items and the background (data URLs need none). */
export function fileKeysOf(template: PrintableTemplate): string[] {
  const keys = template.fields.flatMap((item) => (item.kind === 'IMAGE' && item.src ? [item.src] : []));
  if (template.imageKey) keys.push(template.imageKey);
  return [...new Set(keys.filter((key) => FILE_KEY_PATTERN.test(key)))];
}

interface SignedFileUrlsProps {
  keys: readonly string[];
  children: (files: FileUrls) => ReactNode;
  /** What the outer levels found (internal). */
  found?: FileUrls;
}

/**
 * Reads the signed URL of each key (GET /files/{key}/url) through the query cache and hands them to
 * `children`. A hook cannot be called once per key of a list, so each key gets its own nested level with
 * one query; every level renders at once, so the calls go out together.
 *
 * @example
 * ```tsx
 * <SignedFileUrls keys={fileKeysOf(template)}>
 *   {(files) => <PrintSheet template={template} record={deal} fileUrls={files.urls} />}
 * </SignedFileUrls>
 * ```
 */
export function SignedFileUrls({ keys, children, found = NONE }: SignedFileUrlsProps) {
  const [first, ...rest] = keys;
  if (first === undefined) return children(found);
  return (
    <SignedFileUrl fileKey={first} rest={rest} found={found}>
      {children}
    </SignedFileUrl>
  );
}

function SignedFileUrl({
  fileKey,
  rest,
  found,
  children,
}: {
  fileKey: string;
  rest: readonly string[];
  found: FileUrls;
  children: (files: FileUrls) => ReactNode;
}) {
  const url = useResource(
    endpoints.files.url,
    { params: { key: fileKey } },
    { ...SIGNED_URL_CACHE, select: (answer) => answer.data.url },
  );
  const next: FileUrls = {
    urls: url.data === undefined ? found.urls : { ...found.urls, [fileKey]: url.data },
    pending: found.pending || url.isPending,
    errors: url.error ? [...found.errors, url.error] : found.errors,
  };
  return (
    <SignedFileUrls keys={rest} found={next}>
      {children}
    </SignedFileUrls>
  );
}
