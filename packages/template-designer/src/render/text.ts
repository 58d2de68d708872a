/**
 * A piece of printed text. `dir` isolates the piece: 'ltr' for numbers, dates and codes (they keep their
 * true order inside an Arabic line, whatever punctuation they hold), 'auto' for values that may be Arabic
 * or Latin (names, plate numbers); no `dir` for Arabic words that flow with the line.
 */
export interface Segment {
  text: string;
  dir?: 'ltr' | 'auto';
}

/** The value at a dotted path ('buyer.fullName'), or undefined when any step is missing. */
export function valueAtPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const step of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

/**
 * A calendar date 'yyyy-MM-dd' (or an ISO timestamp) as printed: 'yyyy/MM/dd', the date order of an
 * Arabic document read left to right inside its isolate.
 *
 * @example
 * printDate('2026-03-15'); // '2026/03/15'
 */
export function printDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : isoDate;
}

/**
 * A decimal number as text grouped by thousands, without going through a float (an amount of any size
 * prints as it was given): '12345000.5' → '12,345,000.5'. Anything that is not a decimal number is
 * returned as it is.
 */
export function groupDigits(value: string | number): string {
  const text = String(value);
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  return `${match[1]}${match[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${match[3] ?? ''}`;
}

// A run of Latin letters and digits with the punctuation that lives inside numbers, dates and codes; a
// space only between two such characters, so 'Toyota Camry 2020' stays one run.
const LTR_RUN = /[A-Za-z0-9](?:[A-Za-z0-9/\-.,:+#_]*[A-Za-z0-9]|(?: [A-Za-z0-9]))*/g;

/**
 * Splits text into Arabic pieces and isolated Latin/number runs, so that
 * 'السعر 12,345,000 بتاريخ 2026-03-15' prints each number in its true order (a plain bidi line would
 * show the date's parts and a phone's groups reversed around the Arabic words).
 *
 * @example
 * isolateRuns('التاريخ 2026-03-15'); // [{text: 'التاريخ '}, {text: '2026-03-15', dir: 'ltr'}]
 */
export function isolateRuns(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(LTR_RUN)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: match[0], dir: 'ltr' });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
