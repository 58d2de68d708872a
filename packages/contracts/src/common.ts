import { normalizeDigits, normalizeIraqiPhone, stripInvisibleMarks } from '@cc/domain';
import { z } from 'zod';

// In the browser the app's CSP forbids eval: zod must not probe for it with `new Function` (the caught
// probe still reports a CSP violation, indistinguishable from injected script). The server keeps its JIT.
if ('document' in globalThis) z.config({ jitless: true });

export { API_BASE_PATH } from './constants';

/** Success body: `{ data, message? }`. The spec's `data.data` is this `data`. */
export const dataEnvelope = <T extends z.ZodType>(payload: T) =>
  z.object({ data: payload, message: z.string().optional() });

export const paginationSchema = z.object({
  currentPage: z.number().int().min(0),
  lastPage: z.number().int().min(0),
  pageSize: z.number().int().min(1),
  totalItems: z.number().int().min(0),
  /**
   * True when `totalItems` (and so `lastPage`) is the database's estimate: past 1,000 matching rows a
   * list does not count them all on every request. Absent or false: exact.
   */
  totalIsEstimate: z.boolean().optional(),
  /**
   * Lists that step by cursor (the cars list): where the next page starts (after this page's last row)
   * and where the previous one ends (before its first row), to send back as `after` / `before` with
   * `page` ± 1 (docs/domain/lists-and-search.md#stepping-by-cursor). Absent when there is no such page.
   */
  nextCursor: z.string().optional(),
  previousCursor: z.string().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** List body: `{ data: rows, pagination }`, zero-based pages, `lastPage` 0 when empty. */
export const listEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), pagination: paginationSchema });

export type ListEnvelope<T> = { data: T[]; pagination: Pagination };

/** Error body of every failed call (docs/architecture.md#errors). `message` is Arabic and shown as is. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine codes used in error bodies. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'TOKEN_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  /** 403: the user is deactivated, or its company is suspended (sign-in, refresh and every call). */
  'ACCOUNT_SUSPENDED',
  /** 403: the account signs in with a temporary password and must change it first (PUT /users/me/password). */
  'PASSWORD_CHANGE_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  /**
   * 409: another write on the same payment plan holds it right now (its row lock, or this process's
   * queue of the plan's writes); nothing was done, so the same request (same Idempotency-Key) may be
   * sent again shortly.
   */
  'PLAN_BUSY',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_ATTEMPTS',
  'INTERNAL',
  /** 503: the database cannot answer right now (unreachable, or a statement ran past its time limit); try again shortly. */
  'UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The Arabic counted noun of a length limit: '30 حرفاً', '100 حرف', '1000 حرف', '150 حرفاً', '5 أحرف'.
 *
 * @example
 * `الاسم يجب ألا يزيد عن ${charCount(100)}`; // '… عن 100 حرف'
 */
export function charCount(n: number): string {
  const rest = n % 100;
  if (rest === 0) return `${n} حرف`;
  if (rest >= 3 && rest <= 10) return `${n} أحرف`;
  return `${n} حرفاً`;
}

/**
 * An identifier (plate, chassis, phone, national id) as stored: Arabic-Indic (٠-٩) and Eastern (۰-۹)
 * digits become 0-9 and invisible direction marks go, so a plate typed on an Arabic keyboard is the plate
 * typed on a Latin one. The contract schemas apply it, so the form and the server store the same text.
 *
 * @example
 * latinDigits('بغداد ١٢٣٤٥ أ'); // 'بغداد 12345 أ'
 */
export const latinDigits = (text: string): string => normalizeDigits(stripInvisibleMarks(text));

/** Query of every list call. `size` at most 100. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
  keyword: z.string().trim().max(200).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
});

/** The largest value of the database's integer id columns. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id in a path or a query: a positive decimal integer the id columns can hold. `0x1`, `1e3`,
 * ` 3`, `007` and ids past the integer column are refused with a field error (not read as another id,
 * and never a database error).
 */
export const recordIdSchema = (message = 'المعرف غير صالح') =>
  z.coerce
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(MAX_RECORD_ID, message));

export const idParamSchema = z.object({ id: recordIdSchema() });

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * A required text field: trimmed, at least one character, at most `max`; its errors name the field
 * (`label`, with the feminine «مطلوبة» where the Arabic noun wants it).
 *
 * @example
 * requiredText(150, 'اسم الشركة').parse(' '); // throws «اسم الشركة مطلوب»
 */
export const requiredText = (max: number, label: string, feminine = false) =>
  z
    .string({ error: `${label} ${feminine ? 'مطلوبة' : 'مطلوب'}` })
    .trim()
    .min(1, `${label} ${feminine ? 'مطلوبة' : 'مطلوب'}`)
    .max(max, `${label} يجب ألا يزيد عن ${charCount(max)}`);

/**
 * The body of an action that must say why (cancel a deal, void a clearance, reverse a payment):
 * `{ reason }`, at most 500 characters; a missing body or reason is «`label` مطلوب».
 */
export const reasonBodySchema = (label: string) =>
  z.object({ reason: requiredText(500, label) }, { error: `${label} مطلوب` });

/**
 * The `columns=key1,key2` parameter of a list's CSV export, read against the list's column keys (in
 * order, without repeats). Empty: `defaults`. A key it does not know is a 400 («أعمدة غير معروفة: …»).
 *
 * @example
 * exportColumnsParam(['id', 'name']).parse('name,id,name'); // ['name', 'id']
 */
export function exportColumnsParam<K extends string>(known: readonly K[], defaults: readonly K[] = known) {
  const isKnown = (key: string): key is K => (known as readonly string[]).includes(key);
  return z
    .string()
    .optional()
    .transform((value, ctx): K[] => {
      const keys = (value ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      if (keys.length === 0) return [...defaults];
      const unknown = keys.filter((k) => !isKnown(k));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `أعمدة غير معروفة: ${unknown.join('، ')}` });
        return z.NEVER;
      }
      return [...new Set(keys)] as K[];
    });
}

/**
 * Whether a person's phone as typed is an Iraqi mobile (the rule the server stores it by,
 * normalizeIraqiPhone of @cc/domain: Arabic-Indic digits, spaces and +964 accepted); empty passes (no
 * phone). The contracts' phone fields of people refine with it, so a form refuses a bad number before
 * sending it, with the server's own message.
 *
 * @example
 * isIraqiMobileOrEmpty('+964 770 123 4567'); // true
 * isIraqiMobileOrEmpty('0123'); // false
 */
export const isIraqiMobileOrEmpty = (value: string | null | undefined): boolean =>
  !value || normalizeIraqiPhone(value) !== null;
