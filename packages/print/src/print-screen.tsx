import { FALLBACK_TEMPLATE_ID, FILE_KEY_PATTERN, type Template } from '@cc/contracts';
import { Button, Spinner } from '@cc/ui-rtl';
import { useEffect, useRef, useState } from 'react';
import type { PrintApi } from './api';
import { PRINT_MESSAGES as M } from './messages';
import { PrintSheet } from './print-sheet';
import type { PrintRecord } from './resolve';

/** System authorization template: the fallback of an authorization with no template (domain.md §5). */
export const FALLBACK_AUTHORIZATION_TEMPLATE_ID = 1;

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

/** Loads the deal, then its template (or the system one of its kind), the images and the logo it shows. */
async function load(api: PrintApi, id: number, isContract: boolean, logError: (e: unknown) => void) {
  const deal = await api.getDeal(isContract ? 'CONTRACT' : 'AUTHORIZATION', id);
  if (!deal) throw new Error(`print: ${isContract ? 'contract' : 'authorization'} ${id} not found`);
  const fallback = isContract ? FALLBACK_TEMPLATE_ID : FALLBACK_AUTHORIZATION_TEMPLATE_ID;
  const template = await api.getTemplate(deal.templateId ?? fallback);
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
  const record: PrintRecord = { ...deal, company: { ...deal.company, logo } };
  return { record, template, fileUrls: Object.fromEntries(urls.filter((u) => u !== null)) };
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
  const [state, setState] = useState<{ status: 'loading' | 'failed' } | ({ status: 'ready' } & Loaded)>({
    status: 'loading',
  });

  // The latest logger, without reloading the page when a caller passes a new function each render.
  const log = useRef(logError);
  log.current = logError;

  useEffect(() => {
    let live = true;
    const report = (error: unknown) => log.current(error);
    setState({ status: 'loading' });
    load(api, id, isContract, report).then(
      (loaded) => live && setState({ status: 'ready', ...loaded }),
      (error) => {
        report(error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, id, isContract]);

  const ready = state.status === 'ready' ? state : null;
  useEffect(() => {
    if (!ready) return;
    const previous = document.title;
    // The title names the saved PDF file.
    document.title = `${isContract ? M.contract : M.authorization} ${ready.record.contractNumber}`;
    return () => {
      document.title = previous;
    };
  }, [ready, isContract]);

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
        <PrintSheet template={ready.template} record={ready.record} fileUrls={ready.fileUrls} />
      ) : null}
    </div>
  );
}
