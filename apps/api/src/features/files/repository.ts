import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';
import { rawRows } from '../../lib/raw-rows';

export async function insertFile(tx: Executor, values: typeof files.$inferInsert): Promise<number> {
  const [row] = await tx.insert(files).values(values).returning({ id: files.id });
  return row!.id;
}

export async function companyFileExists(db: Executor, companyId: number, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.key, key)));
  return row !== undefined;
}

/** The bytes behind a key, whichever company's (the caller checked the URL's signature). */
export async function fileContent(
  db: Executor,
  key: string,
): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db
    .select({ contentType: files.contentType, data: files.data })
    .from(files)
    .where(eq(files.key, key))
    .limit(1);
  return row ?? null;
}

/** Type and size of one of the company's files; null when the company has no such file. */
export async function companyFileInfo(
  db: Executor,
  companyId: number,
  key: string,
): Promise<{ contentType: string; size: number } | null> {
  const [row] = await db
    .select({ contentType: files.contentType, size: files.size })
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.key, key)));
  return row ?? null;
}

/** The bytes the company's files take. */
export async function companyFilesBytes(db: Executor, companyId: number): Promise<number> {
  const [row] = await rawRows<{ used: string | number | null }>(
    db,
    sql`select coalesce(sum(size), 0) as used from files where company_id = ${companyId}`,
  );
  return Number(row?.used ?? 0);
}

// Any fixed number of the product: with the company id, serialises the quota check of its uploads.
const FILES_QUOTA_LOCK = 7_300_142;

/** Takes the company's upload lock for the rest of the transaction (two uploads cannot both pass the quota). */
export async function lockCompanyUploads(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FILES_QUOTA_LOCK}, ${companyId})`);
}

/**
 * The file `f` is named by nothing (docs/domain/attachments.md#removal-of-unused-files): no car photo, no
 * account card's document, no car expense's receipt, no template's background or image item (a template
 * keeps a key in `image_key` or as the `src` of an item of its `fields`).
 */
const unused = sql`not exists (select 1 from car_photos p where p.company_id = f.company_id and p.file_key = f.key)
  and not exists (select 1 from person_documents d where d.company_id = f.company_id and d.file_key = f.key)
  and not exists (select 1 from car_expenses e where e.company_id = f.company_id and e.receipt_file_key = f.key)
  and not exists (
    select 1 from templates t
    where t.company_id = f.company_id
      and (t.image_key = f.key or t.fields @> jsonb_build_array(jsonb_build_object('src', f.key)))
  )`;

/** Deletes the company's file when nothing names it any more; whether it was deleted. */
export async function deleteIfUnused(db: Executor, companyId: number, key: string): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`delete from files f where f.company_id = ${companyId} and f.key = ${key} and ${unused} returning f.id`,
  );
  return rows.length > 0;
}

/**
 * Deletes, in one statement, every file older than `before` that nothing names (an upload whose record is
 * still being saved is younger). Several processes may run it at once: each row is deleted once.
 * Answers how many files and bytes were freed.
 */
export async function deleteUnusedFiles(
  db: Executor,
  before: Date,
): Promise<{ files: number; bytes: number }> {
  const [row] = await rawRows<{ files: string | number; bytes: string | number | null }>(
    db,
    sql`with gone as (
      delete from files f where f.created_at < ${before.toISOString()}::timestamptz and ${unused}
      returning f.size
    ) select count(*) as files, coalesce(sum(size), 0) as bytes from gone`,
  );
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}
