import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  foreignKey,
  integer,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// The column and constraint helpers of every table.
// The isolation rule they serve is in index.ts.

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => ts('created_at').notNull().defaultNow();

export const updatedAt = () => ts('updated_at').notNull().defaultNow();

interface CompanyRow {
  companyId: AnyPgColumn;
  id: AnyPgColumn;
}

/** UNIQUE (company_id, id): what the composite foreign keys of other company tables point at. */
export const companyKey = (name: string, t: CompanyRow) => unique(name).on(t.companyId, t.id);

/** A reference between company tables: (company_id, column) to the target's (company_id, id). */
export const companyRef = (
  name: string,
  t: Pick<CompanyRow, 'companyId'>,
  column: AnyPgColumn,
  target: CompanyRow,
) => foreignKey({ name, columns: [t.companyId, column], foreignColumns: [target.companyId, target.id] });

/** CHECK (column in (...)): the values of a text enum, refused by the database too. */
export const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const money = (name: string) => bigint(name, { mode: 'number' });
