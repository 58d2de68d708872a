import {
  type EndpointResult,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  type Payment,
  type PaymentListQuery,
  settlementQuoteOf,
} from '@cc/contracts';
import {
  type Currency,
  isStanding,
  MESSAGES,
  parseEntryAmount,
  parseMoney,
  receivedAmount,
  settlementTerms,
  toMajorString,
} from '@cc/domain';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import {
  dealOfPlan,
  LEDGER_MESSAGES as M,
  present,
  recordDiscount,
  recordPayment,
  recordRefund,
  repossess,
  reversePayment,
  todayOf,
  undoRepossession,
} from '../ledger';
import { compareValues, matchesKeyword, pageOf } from '../list';

const minorOf = (p: Payment) => {
  const parsed = parseMoney(p.amount, p.currency);
  return parsed.ok ? parsed.value : 0;
};

/** GET /payments's filters and order (receipt number, newest first, unless asked otherwise). */
function paymentPage(db: FakeDb, query: PaymentListQuery) {
  const dealOf = new Map(db.deals.map((d) => [d.id, d]));
  const rows = db.payments
    .filter((p) => {
      const deal = dealOf.get(p.dealId);
      return (
        (!query.planId || p.planId === query.planId) &&
        (!query.dealId || p.dealId === query.dealId) &&
        (query.personId === undefined ||
          deal?.buyer.id === query.personId ||
          deal?.guarantor?.id === query.personId ||
          (deal?.sellerType === 'PERSON' && deal.seller.id === query.personId)) &&
        (!query.fromDate || p.paidAt >= query.fromDate) &&
        (!query.toDate || p.paidAt <= query.toDate) &&
        (!query.method || (p.method === query.method && p.entryKind === 'PAYMENT')) &&
        (!query.currency || p.currency === query.currency) &&
        (query.branchId === undefined || deal?.branch?.id === query.branchId) &&
        (query.recordedBy === undefined || p.recordedBy?.id === query.recordedBy) &&
        (query.reversed === undefined || query.reversed === (p.reversed || p.kind === 'REVERSAL')) &&
        (!query.kind || p.kind === query.kind) &&
        matchesKeyword(query.keyword, [
          deal?.buyer.fullName ?? p.buyerName,
          deal?.buyer.phone,
          String(p.receiptNumber),
          String(p.contractNumber),
        ])
      );
    })
    .map((p) => structuredClone(p));
  // Money received per currency: standing payments only (never a discount), never added across currencies.
  const sums = new Map<Currency, { amount: number; count: number }>();
  for (const p of rows) {
    if (p.kind !== 'PAYMENT' || !isStanding(p)) continue;
    const sum = sums.get(p.currency) ?? { amount: 0, count: 0 };
    sums.set(p.currency, { amount: sum.amount + minorOf(p), count: sum.count + 1 });
  }
  const totals = [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sum]) => ({ currency, amount: toMajorString(sum.amount, currency), count: sum.count }));
  const key = query.sortBy ?? 'receiptNumber';
  const sign = query.sortDirection === 'desc' || !query.sortBy ? -1 : 1;
  const value = (p: Payment) => (key === 'amount' ? minorOf(p) : p[key]);
  rows.sort((a, b) => sign * (compareValues(value(a), value(b)) || a.id - b.id));
  return { ...pageOf(rows, query), totals };
}

const fieldError = (field: string, message: string) =>
  new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [{ field, message }]);

/** The amount in the deal's currency, as the server reads it (receivedAmount of @cc/domain): given, or converted from the other currency. */
function amountOf(body: Parameters<typeof receivedAmount>[0], currency: Currency) {
  const received = receivedAmount(body, currency);
  if (!received.ok) {
    throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [...received.errors]);
  }
  const { amount, handed } = received.value;
  return {
    amount,
    handed: handed && { ...handed, amount: toMajorString(handed.amount, handed.currency) },
  };
}

/**
 * Payments as the server records them: the Idempotency-Key (a retry answers the first payment; the same
 * key with another body is 409), the amount parsed in the plan's currency (or converted from the other:
 * receivedAmount of @cc/domain), a cancelled plan and an overpayment refused (the ledger's admitEntry,
 * naming what remains), reversal by the company account once per payment. The date is taken as sent: the
 * screens date a payment by the device's clock, not by the fake's `now`.
 */
export function paymentRoutes(db: FakeDb): FakeRoute[] {
  const answered = new Map<
    string,
    { hash: string; answer: EndpointResult<typeof endpoints.payments.create> }
  >();
  const find = (id: number) => {
    const payment = db.payments.find((p) => p.id === id);
    if (!payment) throw notFound(M.paymentNotFound);
    return payment;
  };
  return [
    route(endpoints.payments.list, ({ query }) => paymentPage(db, query)),
    route(endpoints.payments.get, ({ params }) => ({ data: structuredClone(find(params.id)) })),
    route(endpoints.payments.create, ({ body, headers, caller }) => {
      const header = headers.get(IDEMPOTENCY_KEY_HEADER);
      const key = header?.trim();
      if (header !== null && (!key || key.length > 200)) {
        throw new FakeFailure(400, M.idempotencyKeyInvalid, 'VALIDATION_FAILED', [
          { field: 'Idempotency-Key', message: M.idempotencyKeyInvalid },
        ]);
      }
      const hash = JSON.stringify([
        body.planId,
        String(body.amount),
        body.method,
        body.paidAt ?? null,
        body.note ?? null,
        body.handedCurrency ?? null,
        body.handedAmount ?? null,
        body.exchangeRate ?? null,
      ]);
      const stored = key ? answered.get(key) : undefined;
      if (stored) {
        if (stored.hash !== hash) throw new FakeFailure(409, M.idempotencyMismatch);
        return structuredClone(stored.answer);
      }
      const deal = dealOfPlan(db, body.planId);
      const { amount, handed } = amountOf(body, deal.currency);
      const payment = recordPayment(db, deal, {
        amount,
        handed,
        method: body.method,
        paidAt: body.paidAt ?? todayOf(db),
        note: body.note || null,
        isDownPayment: false,
        caller,
      });
      const answer = { data: structuredClone(payment), message: M.paymentRecorded };
      if (key) answered.set(key, { hash, answer });
      return answer;
    }),
    route(endpoints.plans.settlement, ({ params }) => ({
      data: settlementQuoteOf(present(db, dealOfPlan(db, params.id)), todayOf(db)),
    })),
    // The server's order: the quote's total against what remains (409 naming it), the discount less than
    // it and the company account's alone, then the discount entry and one payment of the rest.
    route(endpoints.plans.settle, ({ params, body, caller }) => {
      const deal = dealOfPlan(db, params.id);
      if (deal.paymentPlan.status !== 'ACTIVE') throw new FakeFailure(409, M.planNotActive);
      const remaining = parseMoney(deal.paymentPlan.remainingAmount, deal.currency);
      const terms = settlementTerms({
        remaining: remaining.ok ? remaining.value : 0,
        total: body.total,
        discount: body.discount,
        currency: deal.currency,
      });
      if (!terms.ok) {
        const [first] = terms.errors;
        throw terms.stale
          ? new FakeFailure(409, first!.message, 'CONFLICT', [...terms.errors])
          : new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [...terms.errors]);
      }
      if (terms.value.discount > 0 && caller?.kind === 'staff') {
        const message = MESSAGES.settlement.discountCompanyOnly;
        throw new FakeFailure(403, message, 'FORBIDDEN', [{ field: 'discount', message }]);
      }
      if (terms.value.discount > 0) {
        recordDiscount(db, deal, { amount: terms.value.discount, reason: body.discountReason ?? '', caller });
      }
      const payment = recordPayment(db, deal, {
        amount: terms.value.payment,
        method: body.method,
        paidAt: body.paidAt ?? todayOf(db),
        note: body.note || null,
        isDownPayment: false,
        caller,
      });
      return { data: structuredClone(payment), message: M.planSettled };
    }),
    route(endpoints.plans.discount, ({ params, body, caller }) => {
      const deal = dealOfPlan(db, params.id);
      const amount = parseEntryAmount(body.amount, deal.currency);
      if (!amount.ok) throw fieldError('amount', amount.error);
      return {
        data: structuredClone(
          recordDiscount(db, deal, { amount: amount.value, reason: body.reason, caller }),
        ),
        message: M.discountRecorded,
      };
    }),
    route(endpoints.plans.repossess, ({ params, body, caller }) => {
      const deal = dealOfPlan(db, params.id);
      repossess(db, deal, { ...body, caller });
      return { data: present(db, deal), message: M.carRepossessed };
    }),
    route(endpoints.plans.undoRepossession, ({ params, body, caller }) => {
      const deal = dealOfPlan(db, params.id);
      undoRepossession(db, deal, { reason: body.reason, caller });
      return { data: present(db, deal), message: M.repossessionUndone };
    }),
    route(endpoints.plans.refund, ({ params, body, caller }) => {
      const deal = dealOfPlan(db, params.id);
      const amount = parseEntryAmount(body.amount, deal.currency);
      if (!amount.ok) throw fieldError('amount', amount.error);
      const entry = recordRefund(db, deal, {
        amount: amount.value,
        method: body.method,
        reason: body.reason,
        paidAt: body.paidAt ?? todayOf(db),
        caller,
      });
      return { data: structuredClone(entry), message: M.refundRecorded };
    }),
    route(endpoints.payments.reverse, ({ params, body, caller }) => ({
      data: structuredClone(reversePayment(db, find(params.id), body.reason, caller)),
      message: M.paymentReversed,
    })),
  ];
}
