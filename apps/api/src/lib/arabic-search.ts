import { normalizeArabic } from '@cc/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// The SQL twin of @cc/domain's normalizeArabic (docs/domain/lists-and-search.md), for small tables searched without an
// indexed normalised copy (a company's staff). Big tables (cars, persons) keep a normalised column.
const REMOVED = '[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF\u064B-\u065F\u0670\u0640]';
const FROM = 'أإآٱةىیکؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹';
const TO = 'ااااهييكوي01234567890123456789';

/** The normalised form of a text column, computed in SQL exactly as normalizeArabic does in JS. */
export const normalizedSql = (column: AnyColumn | SQL): SQL =>
  sql`btrim(regexp_replace(lower(translate(regexp_replace(coalesce(${column}, ''), ${REMOVED}, '', 'g'), ${FROM}, ${TO})), '\\s+', ' ', 'g'))`;

/**
 * A condition true when any of the columns contains the keyword, both sides normalised ('احمد' finds
 * 'أحمد', '٠٧٧' finds '077'). Undefined when the keyword is empty after normalising (no filter).
 */
export function keywordCondition(keyword: string | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const needle = keyword ? normalizeArabic(keyword) : '';
  if (!needle) return undefined;
  return sql`(${sql.join(
    columns.map((c) => sql`strpos(${normalizedSql(c)}, ${needle}) > 0`),
    sql` or `,
  )})`;
}

/**
 * The keyword as an indexed normalised column holds text (normalised, LIKE wildcards escaped), for
 * `LIKE` served by a trigram index; null when the keyword is empty after normalising (no filter).
 */
export function likePattern(keyword: string | undefined): string | null {
  const needle = keyword ? normalizeArabic(keyword) : '';
  if (!needle) return null;
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
