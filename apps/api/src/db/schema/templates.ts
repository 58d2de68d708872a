import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, companyKey, companyRef, createdAt, id, oneOf, updatedAt } from './columns';
import { companies, companyIdColumn, users } from './companies';

// Print templates and uploaded images (docs/domain/templates.md).

const TEMPLATE_KINDS = [
  'CONTRACT',
  'AUTHORIZATION',
  'RECEIPT',
  'CLEARANCE',
  'STATEMENT',
  'PROMISSORY_NOTE',
] as const;

/**
 * Print templates (docs/domain/templates.md). System templates have no company (`system`, written by migration
 * 0004: ids 1 to 4); company templates' ids start at 1000. `fields` holds the saved layout items.
 */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind', { enum: TEMPLATE_KINDS }).notNull(),
    system: boolean('system').notNull().default(false),
    /**
     * The company's default of its kind: what a new deal preselects and a receipt prints with. Set only in
     * the designer (PUT /templates/{id}/default); a new template is never it. None: the system one.
     */
    isDefault: boolean('is_default').notNull().default(false),
    name: text('name').notNull(),
    imageKey: text('image_key'),
    fields: jsonb('fields').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    companyKey('templates_company_id_id_key', t),
    // A company template's author belongs to it; system ones (no company) are edited by the super admin.
    companyRef('templates_updated_by_fk', t, t.updatedBy, users),
    check('templates_kind_check', oneOf(t.kind, TEMPLATE_KINDS)),
    check('templates_system_check', sql`${t.system} = (${t.companyId} is null)`),
    // A system template is the default by absence of a company one, never by a flag.
    check('templates_default_not_system_check', sql`not (${t.isDefault} and ${t.system})`),
    // One default per company and kind.
    uniqueIndex('templates_one_default_per_kind_key').on(t.companyId, t.kind).where(sql`${t.isDefault}`),
  ],
);

/**
 * Uploaded images (template images and backgrounds), kept in the database so every process serves them
 * (docs/domain/templates.md#uploaded-files). The key is a random UUID; the bytes are read through a short-lived signed URL.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: companyIdColumn(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
    createdBy: integer('created_by'),
  },
  (t) => [
    companyKey('files_company_id_id_key', t),
    unique('files_company_key_key').on(t.companyId, t.key),
    // The signed URL names the key only.
    index('files_key_idx').on(t.key),
    companyRef('files_created_by_fk', t, t.createdBy, users),
    check('files_size_check', sql`${t.size} > 0`),
  ],
);
