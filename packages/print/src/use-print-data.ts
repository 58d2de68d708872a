import type { ApiError } from '@cc/api-client';
import {
  type Deal,
  type DealKind,
  endpoints,
  FALLBACK_TEMPLATE_ID,
  type TemplateSummary,
} from '@cc/contracts';
import { useResource } from '@cc/resources';
import { useMemo } from 'react';
import { moneyDocumentTemplate } from './money-documents';
import { noteTemplateOf } from './notes';
import type { PrintableTemplate } from './print-sheet';
import type { PrintRecord } from './resolve';
import { SIGNED_URL_CACHE } from './signed-file-urls';

/** System authorization template: the fallback of an authorization with no template (docs/domain/printing.md#which-template). */
export const FALLBACK_AUTHORIZATION_TEMPLATE_ID = 1;
/** System receipt template (migration 0004). */
export const FALLBACK_RECEIPT_TEMPLATE_ID = 3;
/** System clearance template (migration 0004, its fields since 0011). */
export const FALLBACK_CLEARANCE_TEMPLATE_ID = 4;
/** System statement of account template (migration 0032). */
export const FALLBACK_STATEMENT_TEMPLATE_ID = 5;

/** What a print page has loaded so far. */
export type PrintLoad =
  | { status: 'loading' }
  /** A load the page cannot print without failed (refused, not found, no answer). */
  | { status: 'failed'; error: ApiError }
  | {
      status: 'ready';
      record: PrintRecord;
      template: PrintableTemplate;
      /** A load the page prints without failed (the company's logo). */
      logoError: ApiError | null;
      /**
       * The car's cover photo when the template places it: 'failed' (the page prints without it, and
       * `coverError` says why), 'none' (the car has no photo), else 'shown'; null when not placed.
       */
      cover: null | { status: 'shown' | 'none' } | { status: 'failed'; error: ApiError };
    };

const DEAL_GET = { CONTRACT: endpoints.contracts.get, AUTHORIZATION: endpoints.authorizations.get };

/** GET /contracts/{id} or /authorizations/{id}, once `id` is known. */
function useDeal(kind: DealKind, id: number | undefined) {
  return useResource(
    DEAL_GET[kind],
    { params: { id: id ?? 0 } },
    { enabled: id !== undefined, select: (answer) => answer.data },
  );
}

/**
 * The car's cover photo with a fresh signed URL (GET /car/{id}/photos), asked only when the template
 * places `car.coverPhoto`; refetched as the URLs age, like the template's own images.
 */
function useCoverPhoto(carId: number | undefined, wanted: boolean) {
  return useResource(
    endpoints.carPhotos.list,
    { params: { id: carId ?? 0 } },
    {
      ...SIGNED_URL_CACHE,
      enabled: wanted && carId !== undefined,
      select: (answer) => answer.data.find((photo) => photo.isCover)?.url ?? null,
    },
  );
}

/**
 * The template (GET /templates/{id}, or a fixed layout given as it is) and, when it places the company's
 * logo, the logo (GET /company), when it places the car's photo, the cover (GET /car/{id}/photos), then
 * the record they print: one state for the page.
 */
function usePrintable(
  deal: { data?: Deal | undefined; error: ApiError | null },
  source: number | PrintableTemplate | undefined,
  extra: Pick<PrintRecord, 'receipt' | 'clearance' | 'statement'> = {},
): PrintLoad {
  const templateId = typeof source === 'number' ? source : undefined;
  const loaded = useResource(
    endpoints.templates.get,
    { params: { id: templateId ?? 0 } },
    { enabled: templateId !== undefined, select: (answer): PrintableTemplate => answer.data },
  );
  const template = { data: typeof source === 'object' ? source : loaded.data, error: loaded.error };
  const wantsLogo = template.data?.fields.some((item) => item.fieldId === 'company.logo') ?? false;
  const logo = useResource(endpoints.company.get, undefined, {
    enabled: wantsLogo,
    select: (answer) => answer.data.logo,
  });
  const wantsCover = template.data?.fields.some((item) => item.fieldId === 'car.coverPhoto') ?? false;
  const cover = useCoverPhoto(deal.data?.car.id, wantsCover);
  const error = deal.error ?? template.error;
  if (error) return { status: 'failed', error };
  if (!deal.data || !template.data || (wantsLogo && logo.isPending) || (wantsCover && cover.isPending))
    return { status: 'loading' };
  const record: PrintRecord = {
    ...deal.data,
    company: { ...deal.data.company, logo: logo.data ?? null },
    car: { ...deal.data.car, coverPhoto: cover.data ?? null },
    ...(extra.receipt ? { receipt: extra.receipt } : {}),
    ...(extra.clearance ? { clearance: extra.clearance } : {}),
    ...(extra.statement ? { statement: extra.statement } : {}),
  };
  return {
    status: 'ready',
    record,
    template: template.data,
    logoError: logo.error,
    cover: !wantsCover
      ? null
      : cover.error
        ? { status: 'failed', error: cover.error }
        : { status: cover.data ? 'shown' : 'none' },
  };
}

/**
 * A contract or authorization to print: the deal, then the template it names or the system one of its
 * kind (2 for a contract, 1 for an authorization), and the company's logo when the template places it.
 *
 * @example
 * const load = useDealPrint('CONTRACT', 7);
 * if (load.status === 'ready') return <PrintSheet template={load.template} record={load.record} />;
 */
export function useDealPrint(kind: DealKind, id: number): PrintLoad {
  const deal = useDeal(kind, id);
  const fallback = kind === 'CONTRACT' ? FALLBACK_TEMPLATE_ID : FALLBACK_AUTHORIZATION_TEMPLATE_ID;
  return usePrintable(deal, deal.data ? (deal.data.templateId ?? fallback) : undefined);
}

/**
 * What a receipt or a clearance prints besides itself: its deal (once the entry is read) and the template
 * `templateOf` chooses among the company's.
 */
function useDealOfEntry(
  entry: { dealKind: DealKind; dealId: number } | undefined,
  templateOf: (templates: readonly TemplateSummary[]) => number,
) {
  const deal = useDeal(entry?.dealKind ?? 'CONTRACT', entry?.dealId);
  const templates = useResource(endpoints.templates.list, undefined, {
    select: (answer) => templateOf(answer.data),
  });
  return { deal, templates };
}

/** The company's default receipt template (marked in the designer), else the system one (3). */
const receiptTemplateOf = (templates: readonly TemplateSummary[]): number =>
  templates.find((t) => t.kind === 'RECEIPT' && t.isDefault)?.id ?? FALLBACK_RECEIPT_TEMPLATE_ID;

/**
 * A ledger entry's document to print: the entry (GET /payments/{id}), its deal, and for a payment the
 * company's default receipt template, else the system one (3); a reversal entry prints a reversal
 * voucher and a discount a discount note, on fixed layouts (`moneyDocumentTemplate`), never as a receipt.
 *
 * @example
 * const load = useReceiptPrint(31);
 */
export function useReceiptPrint(paymentId: number): PrintLoad {
  const payment = useResource(
    endpoints.payments.get,
    { params: { id: paymentId } },
    { select: (answer) => answer.data },
  );
  const { deal, templates } = useDealOfEntry(payment.data, receiptTemplateOf);
  // One layout per answer, so the page does not see a new template on every render.
  const entry = payment.data;
  const fixed = useMemo(() => (entry ? moneyDocumentTemplate(entry, entry.dealKind) : null), [entry]);
  return usePrintable(
    { data: deal.data, error: payment.error ?? deal.error ?? (fixed ? null : templates.error) },
    fixed ?? (payment.data ? templates.data : undefined),
    { receipt: payment.data },
  );
}

/**
 * The company's clearance template: the one marked default, else its newest, else the system one (4).
 *
 * @example
 * clearanceTemplateOf([{ id: 1001, kind: 'CLEARANCE', isDefault: false, system: false }]); // 1001
 */
export function clearanceTemplateOf(templates: readonly TemplateSummary[]): number {
  const own = templates.filter((t) => t.kind === 'CLEARANCE' && !t.system);
  const chosen =
    own.find((t) => t.isDefault) ??
    own.reduce<TemplateSummary | undefined>(
      (newest, t) => (!newest || t.id > newest.id ? t : newest),
      undefined,
    );
  return chosen?.id ?? FALLBACK_CLEARANCE_TEMPLATE_ID;
}

/**
 * A clearance certificate to print: the clearance (GET /clearance/{id}), its deal, and the company's
 * clearance template ({@link clearanceTemplateOf}).
 *
 * @example
 * const load = useClearancePrint(3);
 */
export function useClearancePrint(clearanceId: number): PrintLoad {
  const found = useResource(
    endpoints.clearance.get,
    { params: { id: clearanceId } },
    { select: (answer) => answer.data },
  );
  const { deal, templates } = useDealOfEntry(found.data, clearanceTemplateOf);
  const c = found.data;
  return usePrintable(
    { data: deal.data, error: found.error ?? deal.error ?? templates.error },
    templates.data,
    {
      ...(c
        ? {
            clearance: {
              number: c.clearance.number,
              issuedAt: c.clearance.issuedAt,
              totalPaid: c.totalPaid,
              totalPaidInWords: c.totalPaidInWords,
              issuedBy: c.clearance.issuedBy?.fullName ?? null,
            },
          }
        : {}),
    },
  );
}

/** The company's statement template: the one marked default, else the system one (5). */
export const statementTemplateOf = (templates: readonly TemplateSummary[]): number =>
  templates.find((t) => t.kind === 'STATEMENT' && t.isDefault)?.id ?? FALLBACK_STATEMENT_TEMPLATE_ID;

/**
 * A deal's statement of account to print: the statement (GET /statements/deal/{id}), the deal, and the
 * company's statement template ({@link statementTemplateOf}).
 *
 * @example
 * const load = useStatementPrint(7);
 */
export function useStatementPrint(dealId: number): PrintLoad {
  const found = useResource(
    endpoints.statements.deal,
    { params: { id: dealId } },
    { select: (answer) => answer.data },
  );
  const part = found.data?.deals[0];
  const { deal, templates } = useDealOfEntry(
    part ? { dealKind: part.dealKind, dealId: part.dealId } : undefined,
    statementTemplateOf,
  );
  return usePrintable(
    { data: deal.data, error: found.error ?? deal.error ?? templates.error },
    templates.data,
    part && found.data
      ? {
          statement: {
            today: found.data.today,
            debit: part.totals.debit,
            credit: part.totals.credit,
            balance: part.totals.balance,
            entries: part.entries,
          },
        }
      : {},
  );
}

/**
 * A deal's promissory notes to print: the deal and the company's note template ({@link noteTemplateOf}:
 * its default PROMISSORY_NOTE template, else the system one, 6). The page fills one copy per note.
 *
 * @example
 * const load = useNotesPrint('CONTRACT', 7);
 */
export function useNotesPrint(kind: DealKind, dealId: number): PrintLoad {
  const deal = useDeal(kind, dealId);
  const templates = useResource(endpoints.templates.list, undefined, {
    select: (answer) => noteTemplateOf(answer.data),
  });
  return usePrintable({ data: deal.data, error: deal.error ?? templates.error }, templates.data);
}
