import {
  type EndpointResult,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  type Payment,
  type PaymentListQuery,
} from '@cc/contracts';
import { parseMoney } from '@cc/domain';
import type { FakeDb } from '../db';
import { FAKE_MESSAGES, FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { dealOfPlan, LEDGER_MESSAGES as M, recordPayment, reversePayment, todayOf } from '../ledger';
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
        matchesKeyword(query.keyword, [deal?.buyer.fullName ?? p.buyerName, deal?.buyer.phone])
      );
    })
    .map((p) => structuredClone(p));
  const key = query.sortBy ?? 'receiptNumber';
  const sign = query.sortDirection === 'desc' || !query.sortBy ? -1 : 1;
  const value = (p: Payment) => (key === 'amount' ? minorOf(p) : p[key]);
  rows.sort((a, b) => sign * (compareValues(value(a), value(b)) || a.id - b.id));
  return pageOf(rows, query);
}

/**
 * Payments as the server records them: the Idempotency-Key (a retry answers the first payment; the same
 * key with another body is 409), the amount parsed in the plan's currency, a cancelled plan refused, an
 * overpayment refused with the remaining amount (the ledger's allocation through @cc/domain), reversal
 * by the company account once per payment.
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
      ]);
      const stored = key ? answered.get(key) : undefined;
      if (stored) {
        if (stored.hash !== hash) throw new FakeFailure(409, M.idempotencyMismatch);
        return structuredClone(stored.answer);
      }
      const deal = dealOfPlan(db, body.planId);
      const amount = parseMoney(body.amount, deal.currency);
      if (!amount.ok) {
        throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [
          { field: 'amount', message: amount.error },
        ]);
      }
      if (amount.value <= 0) {
        throw new FakeFailure(400, FAKE_MESSAGES.validation, 'VALIDATION_FAILED', [
          { field: 'amount', message: M.amountPositive },
        ]);
      }
      if (deal.paymentPlan.status === 'CANCELLED') throw new FakeFailure(409, M.planNotActive);
      const payment = recordPayment(db, deal, {
        amount: amount.value,
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
    route(endpoints.payments.reverse, ({ params, body, caller }) => ({
      data: structuredClone(reversePayment(db, find(params.id), body.reason, caller)),
      message: M.paymentReversed,
    })),
  ];
}
