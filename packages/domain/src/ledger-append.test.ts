import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EntryKind, PlanStatus } from './ledger';
import { replayPlan } from './ledger';
import { appendToPlan, isAsReplayed, type StoredLine } from './ledger-append';

// Appending to a plan from its stored state must give exactly what a replay of every entry gives, for any
// schedule (due dates out of sequence order, zero lines, a down payment), any charges and any entries.

const line = fc.record({
  // Few dates, so lines share a due date and the sequence decides.
  dueDate: fc.constantFrom('2025-01-10', '2025-02-10', '2025-03-10', '2025-04-10'),
  amount: fc.integer({ min: 0, max: 5_000 }),
});
const schedule = fc
  .array(line, { minLength: 1, maxLength: 12 })
  .map((ls) => ls.map((l, i) => ({ id: 100 + i, sequence: i, ...l })));
const charges = fc
  .array(fc.integer({ min: 1, max: 700 }), { maxLength: 3 })
  .map((as) => as.map((amount, i) => ({ id: 500 + i, sequence: i + 1, amount })));
const entry = fc.record({
  kind: fc.constantFrom<EntryKind>('PAYMENT', 'PAYMENT', 'PAYMENT', 'DISCOUNT', 'WRITE_OFF', 'REFUND'),
  amount: fc.integer({ min: 1, max: 3_000 }),
});
const status = fc.constantFrom<PlanStatus>('ACTIVE', 'ACTIVE', 'PAID', 'CANCELLED', 'REPOSSESSED');

type Schedule = { id: number; sequence: number; dueDate: string; amount: number }[];
/** A line as the server stores it, with its row's id. */
type Line = StoredLine & { readonly id: number };
type Charges = { id: number; sequence: number; amount: number }[];

/** The plan as the server stores it after replaying `entries`: its lines and totals (null: they overpay). */
function stored(s: Schedule, c: Charges, entries: { kind: EntryKind; amount: number }[], before: PlanStatus) {
  const standing = entries.map((e, i) => ({ id: i + 1, amount: e.amount, entryKind: e.kind }));
  const r = replayPlan(s, standing, before, c);
  if (!r.ok) return null;
  const lines: Line[] = r.value.installments.map((l) => ({
    id: l.id,
    sequence: l.sequence,
    dueDate: l.dueDate,
    amount: l.amount,
    paidAmount: l.paidAmount,
    status: l.status,
  }));
  return { lines, plan: { totals: r.value.totals, status: r.value.status }, replay: r.value };
}

/** Only the entries that still fit (what admitEntry lets through): a settling one within what remains. */
function admitted(s: Schedule, c: Charges, entries: { kind: EntryKind; amount: number }[]) {
  let remaining = s.reduce((a, l) => a + l.amount, 0) + c.reduce((a, l) => a + l.amount, 0);
  return entries.filter((e) => {
    if (e.kind === 'REFUND') return true;
    if (e.amount > remaining) return false;
    remaining -= e.amount;
    return true;
  });
}

const byId = <T extends { id: number }>(xs: readonly T[]) => [...xs].sort((a, b) => a.id - b.id);

describe('appendToPlan', () => {
  it('gives what a replay with the entry at the end gives', () => {
    fc.assert(
      fc.property(
        schedule,
        charges,
        fc.array(entry, { maxLength: 12 }),
        entry,
        status,
        (s, c, es, next, before) => {
          const entries = admitted(s, c, [...es, next]);
          if (entries.length === 0) return;
          const last = entries.at(-1)!;
          const now = stored(s, c, entries.slice(0, -1), before)!;
          expect(isAsReplayed(now.lines, now.plan)).toBe(true);
          const appended = appendToPlan(now.lines, now.plan, last);
          const replayed = stored(s, c, entries, before)!;
          expect(appended.totals).toEqual(replayed.plan.totals);
          expect(appended.status).toBe(replayed.plan.status);
          expect(appended.carStatus).toBe(carAfter(now.plan.status, replayed.replay.status));
          const lines = (xs: readonly Line[]) => byId(xs).map((l) => [l.id, l.paidAmount, l.status] as const);
          expect(lines(appended.installments)).toEqual(lines(replayed.lines));
          // Exactly the lines that differ are named to write.
          const was = new Map(now.lines.map((l) => [l.id, l]));
          expect(lines(appended.changed)).toEqual(
            lines(appended.installments).filter(([id, paid, st]) => {
              const old = was.get(id)!;
              return old.paidAmount !== paid || old.status !== st;
            }),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses, as a bug, an entry that does not fit', () => {
    const lines: StoredLine[] = [
      { sequence: 1, dueDate: '2025-01-31', amount: 1000, paidAmount: 0, status: 'PENDING' },
    ];
    const totals = {
      totalAmount: 1000,
      chargeAmount: 0,
      paidAmount: 0,
      discountAmount: 0,
      writtenOffAmount: 0,
      refundedAmount: 0,
      remainingAmount: 1000,
    };
    expect(() =>
      appendToPlan(lines, { totals, status: 'ACTIVE' }, { kind: 'PAYMENT', amount: 1001 }),
    ).toThrow(RangeError);
    expect(
      appendToPlan(lines, { totals, status: 'ACTIVE' }, { kind: 'REFUND', amount: 5000 }).totals,
    ).toMatchObject({
      refundedAmount: 5000,
      remainingAmount: 1000,
    });
  });
});

/** The car moves when a replay's status does (the server's rule: carStatusAfter). */
function carAfter(before: PlanStatus, after: PlanStatus) {
  if (after === 'PAID') return 'Paid';
  return before === 'PAID' && after === 'ACTIVE' ? 'Active' : null;
}

describe('isAsReplayed', () => {
  it('holds for what a replay stores, and fails when a line, a total or the status is off', () => {
    fc.assert(
      fc.property(
        schedule,
        charges,
        fc.array(entry, { maxLength: 12 }),
        fc.nat(),
        fc.constantFrom('line', 'total', 'status', 'lineStatus'),
        (s, c, es, pick, what) => {
          const now = stored(s, c, admitted(s, c, es), 'ACTIVE')!;
          expect(isAsReplayed(now.lines, now.plan)).toBe(true);
          const t = now.plan.totals;
          if (what === 'total') {
            // Received money moved to what remains: the totals still add up, the lines do not follow.
            if (t.paidAmount === 0) return;
            const moved = { ...t, paidAmount: t.paidAmount - 1, remainingAmount: t.remainingAmount + 1 };
            const settledOnLines = Math.min(
              t.totalAmount,
              t.totalAmount + t.chargeAmount - t.remainingAmount,
            );
            // Only the charges' share moved: the lines are still as replayed for the smaller amount.
            if (
              settledOnLines ===
              Math.min(t.totalAmount, t.totalAmount + t.chargeAmount - moved.remainingAmount)
            )
              return;
            expect(isAsReplayed(now.lines, { ...now.plan, totals: moved, status: 'ACTIVE' })).toBe(false);
            return;
          }
          if (what === 'status') {
            const wrong: PlanStatus = now.plan.status === 'PAID' ? 'ACTIVE' : 'PAID';
            expect(isAsReplayed(now.lines, { ...now.plan, status: wrong })).toBe(false);
            return;
          }
          const i = pick % now.lines.length;
          const l = now.lines[i]!;
          const off =
            what === 'line'
              ? l.paidAmount > 0
                ? { ...l, paidAmount: l.paidAmount - 1 }
                : l.amount > 0
                  ? { ...l, paidAmount: 1 }
                  : null
              : { ...l, status: l.status === 'PAID' ? ('PARTIAL' as const) : ('PAID' as const) };
          if (!off) return;
          const lines = now.lines.map((x, k) => (k === i ? off : x));
          expect(isAsReplayed(lines, now.plan)).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
