import { type Deal, TEMPLATE_PAGE, type TemplateSummary } from '@cc/contracts';
import { amountInArabicWords, type Currency, parseMoney, scheduleLineName } from '@cc/domain';
import type { PrintableTemplate } from './print-sheet';
import type { NotePrint } from './resolve';

/** System promissory note template (migration 0036). */
export const FALLBACK_NOTE_TEMPLATE_ID = 6;

/** The company's promissory note template: the one marked default, else the system one (6). */
export const noteTemplateOf = (templates: readonly TemplateSummary[]): number =>
  templates.find((t) => t.kind === 'PROMISSORY_NOTE' && t.isDefault)?.id ?? FALLBACK_NOTE_TEMPLATE_ID;

/** The gap kept under a note's lowest item, in px (the cut line runs there). */
const NOTE_GAP = 8;

/**
 * The band one note takes on the page: down to its lowest item plus a gap, on the 8 px grid, never more
 * than the page; and how many such bands fit on an A4 page (at least one).
 *
 * @example
 * noteLayout({ fields: [{ y: 8, height: 352 }] }); // { height: 368, perPage: 3 }
 */
export function noteLayout(template: Pick<PrintableTemplate, 'fields'>): { height: number; perPage: number } {
  let bottom = 0;
  for (const item of template.fields) bottom = Math.max(bottom, item.y + item.height);
  const height = Math.min(TEMPLATE_PAGE.height, Math.ceil((bottom + NOTE_GAP) / 8) * 8);
  return { height, perPage: Math.max(1, Math.floor(TEMPLATE_PAGE.height / height)) };
}

/**
 * One note per line still owed of the deal's plan, in due order: the monthly instalments and the
 * deferred portions of the down payment (باقي المقدمة), never the signing's line 0; each for what is left
 * of it, with its name, due date, amount in words, the place (the branch, else the company's address) and
 * the deal's date. A plan that is not ACTIVE owes none.
 *
 * @example
 * notesOf(deal).map((n) => n.name); // ['القسط 4', 'القسط 5', …]
 */
export function notesOf(deal: Deal): NotePrint[] {
  if (deal.paymentPlan.status !== 'ACTIVE') return [];
  const currency = deal.currency as Currency;
  const owed = deal.paymentPlan.installments.filter(
    (i) => i.sequence !== 0 && Number(i.remainingAmount) > 0 && i.status !== 'PAID',
  );
  const place = deal.branch?.name ?? deal.company.address ?? '';
  return owed.map((i, index) => {
    const left = parseMoney(i.remainingAmount, currency);
    return {
      name: scheduleLineName(i.sequence),
      sequence: i.sequence,
      index: index + 1,
      count: owed.length,
      dueDate: i.dueDate,
      amount: i.remainingAmount,
      amountInWords: left.ok ? amountInArabicWords(left.value, currency) : '',
      place,
      issueDate: deal.contractDate,
    };
  });
}

/** The notes split into A4 pages of `perPage`. @example `pagesOf([1, 2, 3, 4], 3) // [[1, 2, 3], [4]]` */
export function pagesOf<T>(notes: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < notes.length; i += perPage) pages.push(notes.slice(i, i + perPage));
  return pages;
}
