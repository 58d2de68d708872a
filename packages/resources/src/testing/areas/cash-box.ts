import {
  type CashBox,
  type CashBoxGlance,
  type CashClosing,
  type CashClosingRow,
  type CashHandover,
  endpoints,
} from '@cc/contracts';
import {
  CASH_BOX_MESSAGES,
  CURRENCIES,
  type Currency,
  cashMovementOf,
  closingDayRefusal,
  closingTerms,
  expectedCash,
  parseEntryAmount,
  parseMoney,
  toMajorString,
} from '@cc/domain';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, type FakeCaller, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { LEDGER_MESSAGES as M, recorderOf, todayOf } from '../ledger';
import { matchesKeyword, pageOf, sortRows } from '../list';

const minor = (amount: string, currency: Currency) => {
  const parsed = parseMoney(amount, currency);
  return parsed.ok ? parsed.value : 0;
};

/** The standing closing of the caller's box with the latest day (before `before` when given). */
function lastClosing(db: FakeDb, userId: number, currency: Currency, before?: string) {
  return db.cashClosings
    .filter(
      (c) => c.userId === userId && c.currency === currency && !c.reopened && (!before || c.day < before),
    )
    .sort((a, b) => b.day.localeCompare(a.day))[0];
}

/** A box through `through`, summed from the fake's ledger and handovers as the server sums it. */
function boxOf(db: FakeDb, userId: number, currency: Currency, through: string) {
  const last = lastClosing(db, userId, currency);
  const after = last?.day ?? '0000-00-00';
  const flows = { received: 0, refunded: 0, handedOut: 0, handedIn: 0 };
  const byId = new Map(db.payments.map((p) => [p.id, p]));
  for (const e of db.payments) {
    const original = e.reversalOf ? byId.get(e.reversalOf.id) : e;
    if (!original || original.recordedBy?.id !== userId || e.paidAt <= after || e.paidAt > through) continue;
    const moved = cashMovementOf({
      entryKind: original.entryKind,
      method: original.method,
      reversal: e.kind === 'REVERSAL',
      amount: minor(original.amount, original.currency),
      currency: original.currency,
      handedAmount:
        original.handedAmount && original.handedCurrency
          ? minor(original.handedAmount, original.handedCurrency)
          : null,
      handedCurrency: original.handedCurrency,
    });
    if (!moved || moved.currency !== currency) continue;
    if (original.entryKind === 'PAYMENT') flows.received += moved.amount;
    else flows.refunded -= moved.amount;
  }
  for (const h of db.cashHandovers) {
    if (h.currency !== currency) continue;
    if (h.from.id === userId && h.day > after && h.day <= through)
      flows.handedOut += minor(h.amount, currency);
    if (h.to.id === userId && h.acknowledgedOn && h.acknowledgedOn > after && h.acknowledgedOn <= through)
      flows.handedIn += minor(h.amount, currency);
  }
  const opening = last ? minor(last.counted, currency) : 0;
  return { last, opening, ...flows, expected: expectedCash({ opening, ...flows }) };
}

const idOf = (caller: FakeCaller | undefined) => recorderOf(caller).id;

/** Who takes money in the fake: the company account and the accountant (recorderOf's two users). */
const RECEIVERS = [recorderOf(undefined), recorderOf({ kind: 'staff', permissions: [] })];

/** The cash box as the server keeps it (docs/domain/cash-box.md): the caller's boxes, closings, reopening. */
export function cashBoxRoutes(db: FakeDb): FakeRoute[] {
  const m = toMajorString;
  return [
    route(endpoints.cashBox.get, ({ caller }) => {
      const today = todayOf(db);
      const me = recorderOf(caller);
      return {
        data: CURRENCIES.map((currency): CashBox => {
          const box = boxOf(db, me.id, currency, today);
          return {
            userId: me.id,
            userName: me.fullName,
            currency,
            today,
            lastClosing: box.last ? { id: box.last.id, day: box.last.day, counted: box.last.counted } : null,
            opening: m(box.opening, currency),
            received: m(box.received, currency),
            refunded: m(box.refunded, currency),
            handedOut: m(box.handedOut, currency),
            handedIn: m(box.handedIn, currency),
            expected: m(box.expected, currency),
          };
        }),
      };
    }),
    route(endpoints.cashBox.close, ({ body, caller }) => {
      const today = todayOf(db);
      const day = body.day ?? today;
      const me = recorderOf(caller);
      const refusal = closingDayRefusal(day, {
        today,
        lastClosed: lastClosing(db, me.id, body.currency)?.day ?? null,
      });
      if (refusal) throw new FakeFailure(refusal === CASH_BOX_MESSAGES.dayInFuture ? 400 : 409, refusal);
      const box = boxOf(db, me.id, body.currency, day);
      const terms = closingTerms({ ...body, expected: box.expected, currency: body.currency });
      if (!terms.ok) throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', terms.errors);
      const c = body.currency;
      const closing: CashClosing = {
        id: db.nextId('cashClosings'),
        userId: me.id,
        userName: me.fullName,
        currency: c,
        day,
        opening: m(box.opening, c),
        received: m(box.received, c),
        refunded: m(box.refunded, c),
        handedOut: m(box.handedOut, c),
        handedIn: m(box.handedIn, c),
        expected: m(box.expected, c),
        counted: m(terms.value.counted, c),
        difference: m(terms.value.difference, c),
        note: body.note?.trim() || null,
        denominations: terms.value.denominations,
        createdAt: db.now().toISOString(),
        reopened: null,
        company: { name: db.company?.name ?? '' },
      };
      db.cashClosings.push(closing);
      return { data: structuredClone(closing), message: M.cashBoxClosed };
    }),
    route(endpoints.cashBox.overview, () => {
      const today = todayOf(db);
      const boxes: CashBoxGlance[] = RECEIVERS.flatMap((u) =>
        CURRENCIES.map((currency) => {
          const box = boxOf(db, u.id, currency, today);
          return {
            user: { id: u.id, fullName: u.fullName },
            branch: null,
            currency,
            lastClosingDay: box.last?.day ?? null,
            expected: m(box.expected, currency),
          };
        }),
      );
      const total = (currency: Currency) =>
        m(
          boxes
            .filter((b) => b.currency === currency)
            .reduce((sum, b) => sum + minor(b.expected, currency), 0),
          currency,
        );
      return {
        data: {
          today,
          boxes,
          branches: CURRENCIES.map((currency) => ({ branch: null, currency, expected: total(currency) })),
          company: CURRENCIES.map((currency) => ({ currency, expected: total(currency) })),
        },
      };
    }),
    route(endpoints.cashBox.closings, ({ query }) => {
      const rows: CashClosingRow[] = db.cashClosings
        .filter(
          (c) =>
            (query.userId === undefined || c.userId === query.userId) &&
            (!query.currency || c.currency === query.currency) &&
            (!query.fromDate || c.day >= query.fromDate) &&
            (!query.toDate || c.day <= query.toDate) &&
            (!query.withDifference || minor(c.difference.replace(/^-/, ''), c.currency) !== 0) &&
            query.branchId === undefined &&
            matchesKeyword(query.keyword, [c.userName, c.note]),
        )
        .map(({ company: _company, ...c }) => ({ ...structuredClone(c), branch: null }));
      const sorted = query.sortBy
        ? sortRows(rows, query, ['day', 'difference', 'id'])
        : rows.sort((a, b) => b.day.localeCompare(a.day) || b.id - a.id);
      return pageOf(sorted, query);
    }),
    route(endpoints.cashBox.closing, ({ params, caller }) => {
      const closing = db.cashClosings.find((c) => c.id === params.id);
      if (!closing || (caller?.kind === 'staff' && closing.userId !== idOf(caller)))
        throw notFound(M.closingNotFound);
      return { data: structuredClone(closing) };
    }),
    route(endpoints.cashBox.reopen, ({ params, body }) => {
      const closing = db.cashClosings.find((c) => c.id === params.id);
      if (!closing) throw notFound(M.closingNotFound);
      if (closing.reopened) throw new FakeFailure(409, M.closingReopened);
      closing.reopened = { at: db.now().toISOString(), byName: 'حساب الشركة', reason: body.reason };
      return { data: structuredClone(closing), message: M.closingReopenedDone };
    }),
    route(endpoints.cashBox.handovers, ({ caller }) => {
      const me = idOf(caller);
      const open = db.cashHandovers.filter((h) => !h.acknowledgedOn);
      return {
        data: {
          toAcknowledge: structuredClone(open.filter((h) => h.to.id === me)),
          awaiting: structuredClone(open.filter((h) => h.from.id === me)),
        },
      };
    }),
    route(endpoints.cashBox.receivers, ({ caller }) => ({
      data: RECEIVERS.filter((r) => r.id !== idOf(caller)),
    })),
    route(endpoints.cashBox.handOver, ({ body, caller }) => {
      const amount = parseEntryAmount(body.amount, body.currency);
      if (!amount.ok)
        throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [
          { field: 'amount', message: amount.error },
        ]);
      const to = RECEIVERS.find((r) => r.id === body.toUserId && r.id !== idOf(caller));
      if (!to)
        throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [
          { field: 'toUserId', message: M.handoverReceiverInvalid },
        ]);
      const handover: CashHandover = {
        id: db.nextId('cashHandovers'),
        from: recorderOf(caller),
        to,
        currency: body.currency,
        amount: toMajorString(amount.value, body.currency),
        day: todayOf(db),
        note: body.note?.trim() || null,
        acknowledgedOn: null,
      };
      db.cashHandovers.push(handover);
      return { data: structuredClone(handover), message: M.handoverRecorded };
    }),
    route(endpoints.cashBox.acknowledge, ({ params, caller }) => {
      const handover = db.cashHandovers.find(
        (h) => h.id === params.id && h.to.id === idOf(caller) && !h.acknowledgedOn,
      );
      if (!handover) throw notFound(M.handoverNotFound);
      handover.acknowledgedOn = todayOf(db);
      return { data: structuredClone(handover), message: M.handoverAcknowledged };
    }),
  ];
}
