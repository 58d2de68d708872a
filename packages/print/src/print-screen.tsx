import { FALLBACK_TEMPLATE_ID, FILE_KEY_PATTERN, TEMPLATE_PAGE, type Template } from '@cc/contracts';
import { Button, Spinner } from '@cc/ui-rtl';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import type { PrintApi } from './api';
import { PRINT_MESSAGES as M } from './messages';
import { PrintSheet } from './print-sheet';
import type { PrintRecord } from './resolve';

/** System authorization template: the fallback of an authorization with no template (domain.md §5). */
export const FALLBACK_AUTHORIZATION_TEMPLATE_ID = 1;
/** System receipt template (migration 0004). */
export const FALLBACK_RECEIPT_TEMPLATE_ID = 3;

/** Props of {@link PrintScreen}. */
export interface PrintScreenProps {
  api: PrintApi;
  id: number;
  /** The route's `isContract === 'true'` (spec §2): a contract, else an authorization. */
  isContract: boolean;
  /** The back button (hidden in print); none when not given. */
  onBack?: () => void;
  /** Where load errors go (spec §8: only logged, not shown). Default console.error. */
  logError?: (error: unknown) => void;
}

interface Loaded {
  record: PrintRecord;
  template: Template;
  fileUrls: Record<string, string>;
}

/** Every uploaded-file key a template shows: image items and the background. */
function fileKeysOf(template: Template): string[] {
  const keys = template.fields.flatMap((item) => (item.kind === 'IMAGE' && item.src ? [item.src] : []));
  if (template.imageKey) keys.push(template.imageKey);
  return [...new Set(keys.filter((key) => FILE_KEY_PATTERN.test(key)))];
}

/** The images and the logo a template shows, fetched before the page renders; failures only logged. */
async function withImages(
  api: PrintApi,
  record: PrintRecord,
  template: Template,
  logError: (e: unknown) => void,
) {
  const wantsLogo = template.fields.some((item) => item.fieldId === 'company.logo');
  // An image that cannot be had is left out of the page; the rest still prints.
  const [logo, urls] = await Promise.all([
    wantsLogo && api.companyLogo
      ? api.companyLogo().catch((error: unknown) => {
          logError(error);
          return null;
        })
      : null,
    Promise.all(
      fileKeysOf(template).map(async (key) => {
        try {
          return api.fileUrl ? ([key, await api.fileUrl(key)] as const) : null;
        } catch (error) {
          logError(error);
          return null;
        }
      }),
    ),
  ]);
  return {
    record: { ...record, company: { ...record.company, logo } },
    template,
    fileUrls: Object.fromEntries(urls.filter((u) => u !== null)),
  };
}

/** Loads the deal, then its template (or the system one of its kind), the images and the logo it shows. */
async function loadDeal(api: PrintApi, id: number, isContract: boolean, logError: (e: unknown) => void) {
  const deal = await api.getDeal(isContract ? 'CONTRACT' : 'AUTHORIZATION', id);
  if (!deal) throw new Error(`print: ${isContract ? 'contract' : 'authorization'} ${id} not found`);
  const fallback = isContract ? FALLBACK_TEMPLATE_ID : FALLBACK_AUTHORIZATION_TEMPLATE_ID;
  const template = await api.getTemplate(deal.templateId ?? fallback);
  return withImages(api, deal, template, logError);
}

/**
 * Loads a payment, its deal and the receipt template: the company's newest receipt template, else the
 * system one (3).
 */
async function loadReceipt(api: PrintApi, paymentId: number, logError: (e: unknown) => void) {
  const payment = await api.getPayment(paymentId);
  const deal = await api.getDeal(payment.dealKind, payment.dealId);
  if (!deal) throw new Error(`print: the deal of payment ${paymentId} not found`);
  const own = (await api.listTemplates())
    .filter((t) => t.kind === 'RECEIPT' && !t.system)
    .sort((a, b) => b.id - a.id)[0];
  const template = await api.getTemplate(own?.id ?? FALLBACK_RECEIPT_TEMPLATE_ID);
  return withImages(api, { ...deal, receipt: payment }, template, logError);
}

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

interface PrintFrameProps {
  /** Reloads when it changes. */
  loadKey: string;
  load: (logError: (e: unknown) => void) => Promise<Loaded>;
  titleOf: (loaded: Loaded) => string;
  onBack?: () => void;
  logError: (error: unknown) => void;
}

/** The page around a printed sheet: loading, the toolbar (never printed), the sheet, errors only logged. */
function PrintFrame({ loadKey, load, titleOf, onBack, logError }: PrintFrameProps) {
  const [state, setState] = useState<{ status: 'loading' | 'failed' } | ({ status: 'ready' } & Loaded)>({
    status: 'loading',
  });
  // The latest callbacks, without reloading the page when a caller passes new functions each render.
  const latest = useRef({ load, logError, titleOf });
  latest.current = { load, logError, titleOf };

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadKey names what is loaded.
  useEffect(() => {
    let live = true;
    const report = (error: unknown) => latest.current.logError(error);
    setState({ status: 'loading' });
    latest.current.load(report).then(
      (loaded) => live && setState({ status: 'ready', ...loaded }),
      (error) => {
        report(error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [loadKey]);

  const ready = state.status === 'ready' ? state : null;
  const zoom = useSheetZoom();
  useEffect(() => {
    if (!ready) return;
    const previous = document.title;
    // The title names the saved PDF file.
    document.title = latest.current.titleOf(ready);
    return () => {
      document.title = previous;
    };
  }, [ready]);

  return (
    <div className="cc-print-screen" data-state={state.status}>
      <div className="cc-print-screen__toolbar">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {M.back}
          </Button>
        ) : null}
        <Button onClick={() => window.print()} disabled={!ready}>
          {M.print}
        </Button>
      </div>
      {state.status === 'loading' ? (
        <div className="cc-print-screen__loading" role="status" aria-label={M.loading}>
          <Spinner />
        </div>
      ) : null}
      {ready ? (
        <div className="cc-print-screen__fit" style={{ '--cc-print-zoom': zoom } as CSSProperties}>
          <PrintSheet template={ready.template} record={ready.record} fileUrls={ready.fileUrls} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The print page of spec §2 (print/{id}/{isContract}): loads the contract or authorization, then its
 * template, and renders it on one A4 sheet with every value filled in. Load errors are only logged
 * (spec §8). The toolbar (print, back) never prints.
 *
 * @example
 * ```tsx
 * <PrintScreen api={createPrintApi(client)} id={7} isContract onBack={() => navigate(-1)} />
 * ```
 */
export function PrintScreen({ api, id, isContract, onBack, logError = console.error }: PrintScreenProps) {
  return (
    <PrintFrame
      loadKey={`${isContract}:${id}`}
      load={(report) => loadDeal(api, id, isContract, report)}
      titleOf={(loaded) => `${isContract ? M.contract : M.authorization} ${loaded.record.contractNumber}`}
      onBack={onBack}
      logError={logError}
    />
  );
}

/** Props of {@link ReceiptPrintScreen}. */
export interface ReceiptPrintScreenProps {
  api: PrintApi;
  /** The payment whose receipt prints. */
  paymentId: number;
  onBack?: () => void;
  logError?: (error: unknown) => void;
}

/**
 * A payment's receipt (وصل قبض) on A4: the payment, its deal and the company's receipt template (else the
 * system one), with the receipt's own number, date, amount in figures and words, and what remained after it.
 *
 * @example
 * ```tsx
 * <ReceiptPrintScreen api={createPrintApi(client)} paymentId={31} onBack={() => navigate(-1)} />
 * ```
 */
export function ReceiptPrintScreen({
  api,
  paymentId,
  onBack,
  logError = console.error,
}: ReceiptPrintScreenProps) {
  return (
    <PrintFrame
      loadKey={`receipt:${paymentId}`}
      load={(report) => loadReceipt(api, paymentId, report)}
      titleOf={(loaded) => `${M.receipt} ${loaded.record.receipt?.receiptNumber ?? ''}`.trim()}
      onBack={onBack}
      logError={logError}
    />
  );
}
