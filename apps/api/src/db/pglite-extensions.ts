import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Extensions every PGlite of the product loads (pg_trgm: the trigram index of the cars search), in the
 * API's database thread and wherever a PGlite is opened directly (backups, tests' templates).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
