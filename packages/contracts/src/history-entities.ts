// Zod-free (like clearance-labels.ts): the record pages decide whether to show a history from these
// without loading zod or the history schemas (docs/architecture.md, "Bundle budget").

import type { PermissionName } from './permissions';

/** The records that have a history (GET /history?entity=…&id=…, docs/domain/history.md). */
export const HISTORY_ENTITIES = ['car', 'person', 'deal', 'user'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/**
 * What reading a record's history takes besides AUDIT_READ: the permission of reading the record itself,
 * so the history never shows a record its reader may not open; '' is the company account only (staff
 * users are its alone, as the web's empty check says). The company account passes every check.
 *
 * @example
 * HISTORY_RECORD_PERMISSIONS.car; // 'GET_CAR'
 */
export const HISTORY_RECORD_PERMISSIONS: Readonly<Record<HistoryEntity, PermissionName | ''>> = {
  car: 'GET_CAR',
  person: 'PERSON_READ',
  deal: 'GET_CONTRACT',
  user: '',
};

/**
 * A deal's ledger entries (payments, reversals, discounts, refunds, late-fee waivers) are in its history
 * only for who may read its payments, as its page shows them.
 */
export const HISTORY_LEDGER_PERMISSIONS: readonly PermissionName[] = [
  'GET_INSTALLMENT',
  'UPDATE_INSTALLMENT',
];
