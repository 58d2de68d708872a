import { z } from 'zod';

/**
 * Where a list page starts when the pager steps (docs/domain/lists-and-search.md#stepping-by-cursor): the
 * sort it was read in, and the sort value and id of the row next to the page asked for (the last row of
 * the page shown when stepping forward, its first row when stepping back). The server reads the page
 * with an index range `(column, id) > (value, id)` instead of skipping rows.
 */
export interface ListCursor<K extends string = string> {
  sortBy: K;
  direction: 'asc' | 'desc';
  /** The row's sort value: a number, text, or null (an unknown value, placed as the database places it). */
  value: string | number | null;
  id: number;
}

/** The one message of a cursor that cannot be read (a link edited by hand, a cut-off address). */
export const LIST_CURSOR_INVALID = 'مؤشر الصفحة غير صالح، يرجى اختيار رقم الصفحة من جديد';

/** Longest encoded cursor accepted (a sort text is at most a few hundred bytes). */
export const LIST_CURSOR_MAX = 600;
/** Longest sort text a cursor may carry (the longest sortable column holds 100 characters). */
const MAX_TEXT = 200;
const MAX_INT = 2_147_483_647;

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A cursor as the list answers carry it and the list queries take it (`after`, `before`): opaque
 * base64url text, the same in the browser and on the server.
 *
 * @example
 * encodeListCursor({ sortBy: 'kilometers', direction: 'desc', value: null, id: 42 }); // 'WyJraWxvbWV0…'
 */
export function encodeListCursor(cursor: ListCursor): string {
  return toBase64Url(JSON.stringify([cursor.sortBy, cursor.direction, cursor.value, cursor.id]));
}

/** A timestamp as a cursor carries it: the ISO form `Date.prototype.toISOString` writes, years 1 to 9999. */
const ISO_TIMESTAMP = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isTimestamp = (v: unknown) =>
  typeof v === 'string' && ISO_TIMESTAMP.test(v) && new Date(v).toISOString() === v;

/**
 * The sort keys of a list whose values are neither text nor integers of an integer column: `wide`,
 * integers of a bigint column (money in minor units, beyond 2^31); `dates`, calendar dates 'yyyy-MM-dd';
 * `timestamps`, date-times as `toISOString` writes them.
 */
export interface ListCursorKinds<K extends string> {
  wide?: readonly K[];
  dates?: readonly K[];
  timestamps?: readonly K[];
}

const ISO_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/** A calendar date PostgreSQL reads as one (year 1 on; no 2026-02-30). */
function isDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match || Number(match[1]) < 1) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/**
 * Reads a cursor for a list whose sort keys are `keys` (`numeric`: the keys whose values are integers,
 * `kinds` the keys of bigint, date and date-time values, the others are text); null when it is not one. The value
 * must have its column's kind, so a cursor made by hand can never reach the database as a wrong type.
 */
export function decodeListCursor<K extends string>(
  encoded: string,
  keys: readonly K[],
  numeric: readonly K[],
  kinds: ListCursorKinds<K> = {},
): ListCursor<K> | null {
  const text = fromBase64Url(encoded);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [sortBy, direction, value, id] = parsed as unknown[];
  if (typeof sortBy !== 'string' || !(keys as readonly string[]).includes(sortBy)) return null;
  if (direction !== 'asc' && direction !== 'desc') return null;
  if (!Number.isSafeInteger(id) || (id as number) < 1 || (id as number) > MAX_INT) return null;
  const isInt = (v: unknown) => Number.isSafeInteger(v) && Math.abs(v as number) <= MAX_INT;
  const among = (list: readonly K[] | undefined) => (list as readonly string[] | undefined)?.includes(sortBy);
  const fits =
    value === null ||
    (among(numeric)
      ? isInt(value)
      : among(kinds.wide)
        ? Number.isSafeInteger(value)
        : among(kinds.dates)
          ? isDate(value)
          : among(kinds.timestamps)
            ? isTimestamp(value)
            : typeof value === 'string' && value.length <= MAX_TEXT && !value.includes('\u0000'));
  if (!fits) return null;
  return { sortBy: sortBy as K, direction, value: value as string | number | null, id: id as number };
}

/**
 * The `after` / `before` query parameter of a list that steps by cursor: optional; text that is not a
 * cursor of this list is a 400 with {@link LIST_CURSOR_INVALID} (never a database error). A cursor of
 * another sort is read fine and left unused by the server (the page is then read by its number).
 *
 * @example
 * listCursorParam(CAR_SORT_KEYS, ['id', 'model']).parse(encodeListCursor({ sortBy: 'id', direction: 'desc', value: 9, id: 9 }));
 * // { sortBy: 'id', direction: 'desc', value: 9, id: 9 }
 */
export function listCursorParam<K extends string>(
  keys: readonly K[],
  numeric: readonly K[],
  kinds: ListCursorKinds<K> = {},
) {
  return z
    .string()
    .max(LIST_CURSOR_MAX, LIST_CURSOR_INVALID)
    .transform((encoded, ctx): ListCursor<K> => {
      const cursor = decodeListCursor(encoded, keys, numeric, kinds);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: LIST_CURSOR_INVALID });
        return z.NEVER;
      }
      return cursor;
    })
    .optional();
}
