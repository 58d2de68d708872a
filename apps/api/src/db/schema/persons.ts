import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id, updatedAt } from './columns';
import { companyIdColumn, users } from './companies';

// Account cards: the persons a company deals with.

/**
 * Account cards (docs/domain/deals.md#parties). `search_text` holds the normalised name, phone and national id
 * (trigram-indexed) so the Arabic-aware keyword search stays fast.
 */
export const persons = pgTable(
  'persons',
  {
    id: id(),
    companyId: companyIdColumn(),
    fullName: text('full_name').notNull(),
    /** Stored normalised ('07XXXXXXXXX'). */
    phone: text('phone'),
    nationalId: text('national_id'),
    address: text('address'),
    notes: text('notes'),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    companyKey('persons_company_id_id_key', t),
    unique('persons_company_national_id_key').on(t.companyId, t.nationalId),
    companyRef('persons_created_by_fk', t, t.createdBy, users),
    index('persons_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('persons_company_name_idx').on(t.companyId, t.fullName, t.id),
    // The list's sort by date added (migration 0018).
    index('persons_company_created_at_idx').on(t.companyId, t.createdAt, t.id),
  ],
);
