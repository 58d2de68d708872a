import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { companyKey, companyRef, createdAt, id } from './columns';
import { users } from './companies';

// Saved views of the lists (docs/domain/lists-and-search.md).

/** Named filters and sort of a list, the user's own or shared with the whole company. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    userId: integer('user_id').notNull(),
    resource: text('resource').notNull(),
    name: text('name').notNull(),
    /** {keyword, filters, sort} as the data table's ViewState. */
    state: jsonb('state').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    companyKey('saved_views_company_id_id_key', t),
    unique('saved_views_owner_name_key').on(t.companyId, t.userId, t.resource, t.name),
    companyRef('saved_views_user_fk', t, t.userId, users).onDelete('cascade'),
    index('saved_views_company_resource_idx').on(t.companyId, t.resource),
  ],
);
