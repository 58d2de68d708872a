import { z } from 'zod';
import { CLEARANCE_EXPORT_COLUMNS, CLEARANCE_TABS, type ClearanceExportColumn } from './clearance-labels';
import { dataEnvelope, listEnvelope, listQuerySchema, reasonBodySchema, recordIdSchema } from './common';
import { dealCarSchema, dealLinkShape, dealPartySchema, dealSchema } from './deals';
import { listCursorParam } from './list-cursor';

/**
 * The clearance (براءة ذمة) of a fully paid deal (docs/domain/clearance.md): its own number series, the
 * date, who issued it; voided by the company account with a reason (the row stays).
 */

/** The sort keys of GET /clearance (the issued tab sorts by the clearance's number and date too). */
export const CLEARANCE_SORT_KEYS = ['contractNumber', 'contractDate', 'number', 'issuedAt'] as const;
export type ClearanceSortKey = (typeof CLEARANCE_SORT_KEYS)[number];

const userRefSchema = z.object({ id: z.number().int(), fullName: z.string() });

/** The clearance itself, as a list row and the deal page show it. */
export const clearanceSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  /** 'yyyy-MM-dd' in the company's time zone. */
  issuedAt: z.string(),
  issuedBy: userRefSchema.nullable(),
  voided: z.boolean(),
  /** ISO timestamp of the void, on a voided clearance. */
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  voidedBy: userRefSchema.nullable(),
});
export type ClearanceSummary = z.infer<typeof clearanceSummarySchema>;

/**
 * One row of GET /clearance: a fully paid deal (its buyer, car and what was paid) and, in the issued tab,
 * its clearance (`clearance` null in the awaiting tab).
 */
export const clearanceRowSchema = z.object({
  /** The clearance's id in the issued tab, the deal's id in the awaiting tab (a row key). */
  id: z.number().int(),
  ...dealLinkShape,
  ...dealSchema.pick({ contractDate: true, currency: true }).shape,
  /** What the buyer paid in all (the plan's paid amount), decimal text in major units. */
  totalPaid: z.string(),
  buyer: z.object({ id: z.number().int(), ...dealPartySchema.pick({ fullName: true, phone: true }).shape }),
  car: dealCarSchema.pick({ id: true, name: true, plateNumber: true, chassisNumber: true }),
  clearance: clearanceSummarySchema.nullable(),
});
export type ClearanceRow = z.infer<typeof clearanceRowSchema>;

/** GET /clearance/{id}: the row of its deal with the clearance, and the total paid in Arabic words. */
export const clearanceSchema = clearanceRowSchema.extend({
  clearance: clearanceSummarySchema,
  totalPaidInWords: z.string(),
});
export type Clearance = z.infer<typeof clearanceSchema>;

const clearanceCursorParam = () =>
  listCursorParam(CLEARANCE_SORT_KEYS, ['contractNumber', 'number'], {
    dates: ['contractDate', 'issuedAt'],
  });

/** Query of GET /clearance; `after` / `before` as GET /car takes them. */
export const clearanceListQuerySchema = listQuerySchema.extend({
  after: clearanceCursorParam(),
  before: clearanceCursorParam(),
  tab: z.enum(CLEARANCE_TABS, { error: 'التبويب يجب أن يكون awaiting أو issued' }).default('awaiting'),
  sortBy: z.enum(CLEARANCE_SORT_KEYS, { error: 'حقل الترتيب غير معروف' }).optional(),
  /** The rows of one deal (the deal page shows its clearance). */
  dealId: recordIdSchema('رقم العقد غير صالح').optional(),
});
export type ClearanceListQuery = z.infer<typeof clearanceListQuerySchema>;

const isExportColumn = (key: string): key is ClearanceExportColumn =>
  (CLEARANCE_EXPORT_COLUMNS as readonly string[]).includes(key);

/**
 * GET /clearance/export: the tab's whole filtered list as CSV. `columns` names the visible columns of the
 * table; keys it does not know (the actions column) are left out, none known: every column of the tab.
 */
export const clearanceExportQuerySchema = clearanceListQuerySchema
  .omit({ page: true, size: true, after: true, before: true })
  .extend({
    columns: z
      .string()
      .max(2000)
      .optional()
      .transform((value): ClearanceExportColumn[] => {
        const keys = (value ?? '')
          .split(',')
          .map((k) => k.trim())
          .filter(isExportColumn);
        return [...new Set(keys)];
      }),
  });
export type ClearanceExportQuery = z.infer<typeof clearanceExportQuerySchema>;

/** Path of POST /clearance/{id}: the id of the deal to clear. */
export const clearanceDealParams = z.object({ id: recordIdSchema('رقم العقد غير صالح') });

/** Body of POST /clearance/{id}/void (company account only). */
export const clearanceVoidBodySchema = reasonBodySchema('سبب الإلغاء');
export type ClearanceVoidBody = z.infer<typeof clearanceVoidBodySchema>;

export const clearanceResponseSchema = dataEnvelope(clearanceSchema);
export const clearanceListResponseSchema = listEnvelope(clearanceRowSchema);
