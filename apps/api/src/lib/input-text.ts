/**
 * What the API accepts in a text value, whatever the route (docs/architecture.md#text-input).
 *
 * Refused (400 with a field error): a NUL character, which PostgreSQL cannot store, and a lone UTF-16
 * surrogate (from a JSON `\ud800` escape), which no database column or jsonb can hold.
 *
 * Removed before validation, so they are never stored: C0 and C1 control characters other than tab and
 * line breaks, the bidirectional embedding, override and isolate controls (U+202A–202E, U+2066–2069),
 * which can make a printed contract read differently from what was typed, and the byte-order mark.
 * A text made only of spaces and invisible marks (zero-width characters, direction marks) becomes
 * empty, so a required field says it is required. Passwords are checked but never changed.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters being removed.
const REMOVED = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const INVISIBLE_ONLY = /^[\s\u00AD\u061C\u180E\u200B-\u200F\u2060-\u2064]*$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNCHANGED_KEYS = /password/i;

export type TextProblem = 'nul' | 'surrogate';

/** The stored form of one text value, or the reason it is refused. */
export function cleanText(value: string, keepAsIs = false): { value: string } | { problem: TextProblem } {
  if (value.includes('\u0000')) return { problem: 'nul' };
  if (LONE_SURROGATE.test(value)) return { problem: 'surrogate' };
  if (keepAsIs) return { value };
  const stripped = value.replace(REMOVED, '');
  // Plain spaces are the schemas' to trim; spaces with invisible marks are emptied here.
  const onlyMarks = stripped.trim() !== '' && INVISIBLE_ONLY.test(stripped);
  return { value: onlyMarks || (stripped !== value && stripped.trim() === '') ? '' : stripped };
}

export interface TextIssue {
  field: string;
  problem: TextProblem;
}

type Container = Record<string, unknown> | unknown[];

/**
 * Cleans every string of a parsed body, query or params object in place (keys too are checked) and
 * returns the refused ones. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function cleanTexts(root: unknown): TextIssue[] {
  const issues: TextIssue[] = [];
  if (root === null || typeof root !== 'object' || Buffer.isBuffer(root)) return issues;
  const stack: { node: Container; path: string; keep: boolean }[] = [
    { node: root as Container, path: '', keep: false },
  ];
  while (stack.length > 0) {
    const { node, path, keep } = stack.pop()!;
    for (const key of Object.keys(node)) {
      const field = path ? `${path}.${key}` : key;
      const keyCheck = cleanText(key, true);
      if ('problem' in keyCheck) {
        issues.push({ field, problem: keyCheck.problem });
        continue;
      }
      const value = (node as Record<string, unknown>)[key];
      const keepThis = keep || UNCHANGED_KEYS.test(key);
      if (typeof value === 'string') {
        const result = cleanText(value, keepThis);
        if ('problem' in result) issues.push({ field, problem: result.problem });
        else if (result.value !== value) (node as Record<string, unknown>)[key] = result.value;
      } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
        stack.push({ node: value as Container, path: field, keep: keepThis });
      }
    }
  }
  return issues;
}
