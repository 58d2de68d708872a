import type { HistoryChange, HistoryValue } from '@cc/contracts';
import { type EntityHistory, type FieldSpec, fieldOf, type RefKind } from './labels';
import type { RefNames } from './repository';

/** A changed field of an entry before its values are shown: its spec and its stored values. */
export interface RawChange {
  field: string;
  spec: FieldSpec;
  before: unknown;
  after: unknown;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields an audit entry changed, in the order of the record's fields (the database keeps an entry's
 * keys in an order of its own), unknown ones last: those whose before and after differ
 * (a missing value counts as none, so a new record's fields are its non-empty ones, a deleted record's
 * its former ones), without the hidden ones, and without the cost fields unless `seeCosts`.
 *
 * @example
 * changedFields(HISTORY.car, 'CAR_UPDATED', { before: { color: 'أبيض' }, after: { color: 'أسود' } }, false);
 * // [{ field: 'color', spec: { label: 'اللون' }, before: 'أبيض', after: 'أسود' }]
 */
export function changedFields(
  history: EntityHistory,
  action: string,
  changes: unknown,
  seeCosts: boolean,
): RawChange[] {
  const before = objectOf(objectOf(changes).before);
  const after = objectOf(objectOf(changes).after);
  const out: RawChange[] = [];
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[field], after[field])) continue;
    const spec = fieldOf(history, action, field);
    if (spec.hidden || (spec.cost && !seeCosts)) continue;
    out.push({ field, spec, before: before[field] ?? null, after: after[field] ?? null });
  }
  const order = Object.keys(history.fields);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return out.sort((a, b) => rank(a.field) - rank(b.field));
}

/** The ids the changes point at, by the kind of record, to read their names once per page. */
export function referencedIds(changes: readonly RawChange[]): Record<RefKind, number[]> {
  const ids: Record<RefKind, Set<number>> = {
    person: new Set(),
    car: new Set(),
    branch: new Set(),
    role: new Set(),
    user: new Set(),
  };
  for (const { spec, before, after } of changes) {
    if (!spec.ref) continue;
    for (const value of [before, after].flat())
      if (typeof value === 'number' && Number.isInteger(value)) ids[spec.ref].add(value);
  }
  return {
    person: [...ids.person],
    car: [...ids.car],
    branch: [...ids.branch],
    role: [...ids.role],
    user: [...ids.user],
  };
}

const text = (value: HistoryValue) => (value === null ? '' : String(value));

/**
 * A stored value as the history shows it: a coded value by its label, a reference by its record's name, a
 * yes/no in Arabic, a list joined with '، ', a nested record (a deferred part of the down payment) as its
 * values joined with ' — '; money and dates as stored; nothing (null, '', an empty list) as null.
 *
 * @example
 * shownValue({ label: 'نوع المحرك', values: { PETROL: 'بنزين' } }, 'PETROL', names); // 'بنزين'
 */
export function shownValue(spec: FieldSpec, value: unknown, names: RefNames): HistoryValue {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const parts = value.map((v) => text(shownValue(spec, v, names))).filter(Boolean);
    return parts.length > 0 ? parts.join('، ') : null;
  }
  if (typeof value === 'object') {
    const parts = Object.values(value).map((v) => text(shownValue({ label: '' }, v, names)));
    return parts.filter(Boolean).join(' — ') || null;
  }
  if (spec.ref && typeof value === 'number') return names[spec.ref].get(value) ?? value;
  const coded = spec.values?.[String(value)];
  if (coded !== undefined) return coded;
  if (typeof value === 'boolean') return value ? 'نعم' : 'لا';
  return typeof value === 'number' ? value : String(value);
}

/** The answer's changes of an entry. */
export const shownChanges = (changes: readonly RawChange[], names: RefNames): HistoryChange[] =>
  changes.map(({ field, spec, before, after }) => ({
    field,
    label: spec.label,
    before: shownValue(spec, before, names),
    after: shownValue(spec, after, names),
  }));
