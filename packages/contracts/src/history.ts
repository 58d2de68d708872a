import { z } from 'zod';
import { listEnvelope, listQuerySchema, recordIdSchema } from './common';
import { HISTORY_ENTITIES } from './history-entities';
import { listCursorParam } from './list-cursor';

export * from './history-entities';

/** The history's one order: newest first (`at`, then id). */
export const HISTORY_SORT_KEYS = ['at'] as const;
const historyCursor = () => listCursorParam(HISTORY_SORT_KEYS, [], { timestamps: HISTORY_SORT_KEYS });

/**
 * Query of GET /history: the record (`entity` and its `id`), page, size, and the cursor of a page stepped
 * to. An unknown entity or a bad id is a 400 with an Arabic field error.
 *
 * @example
 * historyQuerySchema.parse({ entity: 'car', id: '5' }); // { entity: 'car', id: 5, page: 0, size: 10 }
 */
export const historyQuerySchema = listQuerySchema.omit({ keyword: true, sortDirection: true }).extend({
  entity: z.enum(HISTORY_ENTITIES, { error: 'نوع السجل غير معروف' }),
  id: recordIdSchema('رقم السجل غير صالح'),
  after: historyCursor(),
  before: historyCursor(),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/**
 * A field's value as the history shows it: the stored value (money as its decimal text, dates as
 * 'yyyy-MM-dd'), a coded value by its Arabic label, a reference by its record's name, a list joined with
 * '، '; null when there was none.
 */
export const historyValueSchema = z.union([z.string(), z.number(), z.null()]);
export type HistoryValue = z.infer<typeof historyValueSchema>;

/** One changed field of an entry: its key, Arabic label, and its value before and after. */
export const historyChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: historyValueSchema,
  after: historyValueSchema,
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

/** One entry of a record's history, newest first: who did what, when, and the fields it changed. */
export const historyEntrySchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  at: z.string(),
  /** Who acted; null for the system (a scheduled job). */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The audit's action code ('CAR_UPDATED') and its Arabic label ('تعديل السيارة'). */
  action: z.string(),
  actionLabel: z.string(),
  /** Only the fields whose values differ: all of a new record's, a deleted record's before. */
  changes: z.array(historyChangeSchema),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyListResponseSchema = listEnvelope(historyEntrySchema);
