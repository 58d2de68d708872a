import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carPhotos, files, personDocuments, users } from '../../db/schema';

// A car's photos and an account card's documents (docs/domain/attachments.md), with their files' type
// and size.

/** The car's photos, in the order they were added. */
export function photosOf(db: Executor, companyId: number, carId: number) {
  return db
    .select({
      id: carPhotos.id,
      key: carPhotos.fileKey,
      isCover: carPhotos.isCover,
      createdAt: carPhotos.createdAt,
      contentType: files.contentType,
      size: files.size,
    })
    .from(carPhotos)
    .innerJoin(files, and(eq(files.companyId, carPhotos.companyId), eq(files.key, carPhotos.fileKey)))
    .where(and(eq(carPhotos.companyId, companyId), eq(carPhotos.carId, carId)))
    .orderBy(asc(carPhotos.id));
}

export async function insertPhoto(db: Executor, values: typeof carPhotos.$inferInsert): Promise<number> {
  const [row] = await db.insert(carPhotos).values(values).returning({ id: carPhotos.id });
  return row!.id;
}

/** Deletes one photo of the car; the row deleted, or null when the car has no such photo. */
export async function deletePhoto(db: Executor, companyId: number, carId: number, id: number) {
  const [row] = await db
    .delete(carPhotos)
    .where(and(eq(carPhotos.companyId, companyId), eq(carPhotos.carId, carId), eq(carPhotos.id, id)))
    .returning();
  return row ?? null;
}

/** Makes `id` the car's only cover (first unsets the current one: the unique index allows one). */
export async function setCover(db: Executor, companyId: number, carId: number, id: number): Promise<void> {
  const car = and(eq(carPhotos.companyId, companyId), eq(carPhotos.carId, carId));
  await db
    .update(carPhotos)
    .set({ isCover: false })
    .where(and(car, eq(carPhotos.isCover, true)));
  await db
    .update(carPhotos)
    .set({ isCover: true })
    .where(and(car, eq(carPhotos.id, id)));
}

/** The cover's file key of each of the cars that has one (the cars list's page: one index lookup). */
export async function coverKeys(
  db: Executor,
  companyId: number,
  carIds: number[],
): Promise<Map<number, string>> {
  if (carIds.length === 0) return new Map();
  const rows = await db
    .select({ carId: carPhotos.carId, key: carPhotos.fileKey })
    .from(carPhotos)
    .where(
      and(
        eq(carPhotos.companyId, companyId),
        sql`${carPhotos.carId} = any(${`{${carIds.join(',')}}`}::int[])`,
        eq(carPhotos.isCover, true),
      ),
    );
  return new Map(rows.map((r) => [r.carId, r.key]));
}

/** The card's documents, newest first, with who added each. */
export function documentsOf(db: Executor, companyId: number, personId: number) {
  return db
    .select({
      id: personDocuments.id,
      key: personDocuments.fileKey,
      kind: personDocuments.kind,
      note: personDocuments.note,
      createdAt: personDocuments.createdAt,
      createdBy: users.fullName,
      contentType: files.contentType,
      size: files.size,
    })
    .from(personDocuments)
    .innerJoin(
      files,
      and(eq(files.companyId, personDocuments.companyId), eq(files.key, personDocuments.fileKey)),
    )
    .leftJoin(
      users,
      and(eq(users.companyId, personDocuments.companyId), eq(users.id, personDocuments.createdBy)),
    )
    .where(and(eq(personDocuments.companyId, companyId), eq(personDocuments.personId, personId)))
    .orderBy(desc(personDocuments.id));
}

export async function insertDocument(
  db: Executor,
  values: typeof personDocuments.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(personDocuments).values(values).returning({ id: personDocuments.id });
  return row!.id;
}

/** Deletes one document of the card; the row deleted, or null when the card has no such document. */
export async function deleteDocument(db: Executor, companyId: number, personId: number, id: number) {
  const [row] = await db
    .delete(personDocuments)
    .where(
      and(
        eq(personDocuments.companyId, companyId),
        eq(personDocuments.personId, personId),
        eq(personDocuments.id, id),
      ),
    )
    .returning();
  return row ?? null;
}
