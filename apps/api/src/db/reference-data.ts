import { PERMISSION_LABELS_AR, PERMISSION_NAMES } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { permissions } from './schema';

/** Platform reference rows every database needs (not demo data): the permissions. Idempotent. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSION_NAMES.map((name) => ({ name, displayNameAr: PERMISSION_LABELS_AR[name] })))
    .onConflictDoUpdate({ target: permissions.name, set: { displayNameAr: sql`excluded.display_name_ar` } });
}
