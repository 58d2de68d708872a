import { normalizeDigits, stripInvisibleMarks } from '@cc/domain';

// Digits with thousands separators in groups of three (',' '٬' or a space), then an optional decimal
// part after '.' or '٫'. '12,50' is refused rather than read as 1250.
const GROUPED = /^[-−]?\d{1,3}([,٬ \u00A0\u202F]\d{3})+([.٫]\d+)?$/;
const PLAIN = /^[-−]?\d+([.٫]\d+)?$/;

/** What a number field's text means: a number, nothing (empty), or text that is not a number. */
export type NumberText = { ok: true; value: number | null } | { ok: false };

/**
 * Reads what was typed into a number field: Latin, Arabic-Indic (٠-٩) and Eastern (۰-۹) digits, the
 * thousands separators ',' '٬' and spaces in groups of three, the decimal separators '.' and '٫', and a
 * leading minus. Empty text is `null`; anything else is refused, never guessed.
 *
 * @example
 * parseNumberText('٢٠٢١');    // { ok: true, value: 2021 }
 * parseNumberText('۴۵٬۰۰۰'); // { ok: true, value: 45000 }
 * parseNumberText('');       // { ok: true, value: null }
 * parseNumberText('٤٥ ألف'); // { ok: false }
 */
export function parseNumberText(text: string): NumberText {
  // Direction marks an Arabic keyboard or a paste may add around digits go first.
  const latin = normalizeDigits(stripInvisibleMarks(text).trim());
  if (latin === '') return { ok: true, value: null };
  if (!PLAIN.test(latin) && !GROUPED.test(latin)) return { ok: false };
  const value = Number(
    latin
      .replace(/[,٬ \u00A0\u202F]/g, '')
      .replace('٫', '.')
      .replace('−', '-'),
  );
  return Number.isFinite(value) ? { ok: true, value } : { ok: false };
}

/**
 * The value a number field holds while its text is not a number: the text itself, so nothing typed is
 * dropped; {@link useZodForm}'s resolver reports it as {@link FORM_MESSAGES.notANumber}.
 */
export class UnparsedNumber {
  /** `message`: why it is refused (default {@link FORM_MESSAGES.notANumber}). */
  constructor(
    readonly text: string,
    readonly message?: string,
  ) {}
}

/** The text a number field shows for a value. */
export function numberFieldText(value: unknown): string {
  if (value instanceof UnparsedNumber) return value.text;
  return typeof value === 'number' ? String(value) : '';
}
