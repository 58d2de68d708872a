import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';

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
