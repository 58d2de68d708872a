import { errorMessage } from '@cc/api-client';
import { TEMPLATE_PAGE } from '@cc/contracts';
import { Button, Spinner } from '@cc/ui-rtl';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { PRINT_MESSAGES as M } from './messages';
import { PrintSheet } from './print-sheet';
import type { PrintRecord } from './resolve';
import { type FileUrls, fileKeysOf, SignedFileUrls } from './signed-file-urls';
import type { PrintLoad } from './use-print-data';

/** Room kept around the sheet on a narrow screen, in px. */
const SCREEN_MARGIN = 16;

/**
 * How much a narrow screen (a phone) shrinks the sheet so the whole page is seen; 1 on a wide one. Print
 * ignores it (styles.css): the paper always gets the true size.
 */
const zoomToWindow = () => Math.min(1, (window.innerWidth - SCREEN_MARGIN) / TEMPLATE_PAGE.width);

function useSheetZoom() {
  const [zoom, setZoom] = useState(zoomToWindow);
  useEffect(() => {
    const onResize = () => setZoom(zoomToWindow());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return zoom;
}

/** Names the saved PDF file after the record while the page shows it. */
function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** Props of {@link PrintFrame}. */
export interface PrintFrameProps {
  load: PrintLoad;
  /** The document title once loaded: it names the saved PDF. */
  titleOf: (record: PrintRecord) => string;
  /** The back button (never printed). */
  onBack: () => void;
  /** More of the toolbar (never printed), e.g. the range of notes to print. */
  tools?: ReactNode;
  /** What prints in place of the one sheet of the record (several sheets, e.g. promissory notes). */
  sheets?: (
    ready: Extract<PrintLoad, { status: 'ready' }>,
    fileUrls: Readonly<Record<string, string>>,
  ) => ReactNode;
}

/**
 * The page around a printed sheet: the toolbar (never printed), then loading, the reason a load failed,
 * or the sheet with the images of its template. The print button waits for the images; an image or the
 * logo that cannot be had is said above the sheet and left out of the page.
 */
export function PrintFrame(props: PrintFrameProps) {
  const { load } = props;
  return (
    <SignedFileUrls keys={load.status === 'ready' ? fileKeysOf(load.template) : []}>
      {(files) => <PrintFrameView {...props} files={files} />}
    </SignedFileUrls>
  );
}

function PrintFrameView({
  load,
  files,
  titleOf,
  onBack,
  tools,
  sheets,
}: PrintFrameProps & { files: FileUrls }) {
  const zoom = useSheetZoom();
  const ready = load.status === 'ready' ? load : null;
  useDocumentTitle(ready ? titleOf(ready.record) : null);
  const notices = ready
    ? [
        ...(ready.logoError ? [`${M.logoFailed}: ${errorMessage(ready.logoError)}`] : []),
        ...(ready.cover?.status === 'failed' ? [`${M.coverFailed}: ${errorMessage(ready.cover.error)}`] : []),
        ...(ready.cover?.status === 'none' ? [M.noCover] : []),
        ...files.errors.map((error) => `${M.imageFailed}: ${errorMessage(error)}`),
      ]
    : [];

  return (
    // The page's one landmark and heading (the record's name, as the saved PDF is named), for screen
    // readers and their shortcuts; the heading is not drawn: the sheet itself says what it is.
    <main className="cc-print-screen" data-state={load.status}>
      <h1 className="cc-visually-hidden">{ready ? titleOf(ready.record) : M.print}</h1>
      <div className="cc-print-screen__toolbar">
        <Button variant="secondary" onClick={onBack}>
          {M.back}
        </Button>
        {load.status === 'failed' ? null : (
          <Button onClick={() => window.print()} disabled={!ready || files.pending}>
            {M.print}
          </Button>
        )}
        {tools}
      </div>
      {load.status === 'loading' ? (
        <div className="cc-print-screen__loading" role="status" aria-label={M.loading}>
          <Spinner />
        </div>
      ) : null}
      {load.status === 'failed' ? (
        <div className="cc-print-screen__message" role="alert">
          <strong>{M.loadFailed}</strong>
          <p>{errorMessage(load.error)}</p>
        </div>
      ) : null}
      {notices.length > 0 ? (
        <ul className="cc-print-screen__notices" role="status">
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      ) : null}
      {ready ? (
        <div className="cc-print-screen__fit" style={{ '--cc-print-zoom': zoom } as CSSProperties}>
          {sheets ? (
            sheets(ready, files.urls)
          ) : (
            <PrintSheet template={ready.template} record={ready.record} fileUrls={files.urls} />
          )}
        </div>
      ) : null}
    </main>
  );
}
