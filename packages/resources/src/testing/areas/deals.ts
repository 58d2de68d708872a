import {
  type Deal,
  type DealKind,
  type DealListQuery,
  dealCreatedMessage,
  endpoints,
  type InstallmentListQuery,
  type InstallmentRow,
} from '@cc/contracts';
import { parseMoney } from '@cc/domain';
import type { FakeDb } from '../db';
import { type FakeRoute, route } from '../fake-api';
import {
  cancelDeal,
  createDeal,
  dealOfPlan,
  findDeal,
  LEDGER_MESSAGES as M,
  owedLateFees,
  present,
  reschedule,
} from '../ledger';
import { compareValues, matchesKeyword, pageOf } from '../list';

const minorOf = (amount: string, deal: Deal) => {
  const parsed = parseMoney(amount, deal.currency);
  return parsed.ok ? parsed.value : 0;
};

/** An instalment of an ACTIVE plan is overdue (`present` marks none of a cancelled deal's): a cancelled deal owes nothing. */
const hasOverdue = (deal: Deal) => deal.paymentPlan.installments.some((i) => i.overdue);

/** Whether the keyword finds the deal: the parties' and the car's text, or its number exactly. */
function found(deal: Deal, keyword: string | undefined): boolean {
  if (!keyword) return true;
  const number = /^\d+$/.test(keyword.trim()) ? Number(keyword.trim()) : null;
  if (number !== null && deal.contractNumber === number) return true;
  const party = (p: Deal['buyer']) => [p.fullName, p.phone, p.nationalId];
  return matchesKeyword(keyword, [
    ...party(deal.buyer),
    ...(deal.sellerType === 'PERSON' ? party(deal.seller) : []),
    deal.car.name,
    deal.car.plateNumber,
    deal.car.chassisNumber,
  ]);
}

/** GET /contracts's filters and order (contract number, newest first, unless asked otherwise). */
function dealPage(db: FakeDb, kind: DealKind, query: DealListQuery) {
  const rows = db.deals
    .filter((d) => d.kind === kind)
    .map((d) => present(db, d))
    .filter(
      (d) =>
        (query.id === undefined || d.id === query.id) &&
        (query.carId === undefined || d.car.id === query.carId) &&
        (query.personId === undefined ||
          d.buyer.id === query.personId ||
          d.guarantor?.id === query.personId ||
          (d.sellerType === 'PERSON' && d.seller.id === query.personId)) &&
        (!query.planStatus || d.paymentPlan.status === query.planStatus) &&
        (!query.fromDate || d.contractDate >= query.fromDate) &&
        (!query.toDate || d.contractDate <= query.toDate) &&
        (query.cancelled === undefined || (d.status === 'CANCELLED') === query.cancelled) &&
        (query.overdue === undefined || hasOverdue(d) === query.overdue) &&
        found(d, query.keyword),
    );
  const key = query.sortBy ?? 'contractNumber';
  const sign = query.sortDirection === 'desc' || !query.sortBy ? -1 : 1;
  const value = (d: Deal) => (key === 'price' ? minorOf(d.price, d) : d[key]);
  rows.sort((a, b) => sign * (compareValues(value(a), value(b)) || a.id - b.id));
  return pageOf(rows, query);
}

/** GET /installments: the instalments of plans not cancelled, with their deal, buyer and car. */
function installmentPage(db: FakeDb, query: InstallmentListQuery) {
  // Each row's `overdue` is present's, as of the company's today (a cancelled plan's rows are left out).
  const rows: InstallmentRow[] = db.deals
    .filter((d) => d.paymentPlan.status !== 'CANCELLED' && (!query.dealId || d.id === query.dealId))
    .map((d) => present(db, d))
    .flatMap((d) =>
      d.paymentPlan.installments.map((i) => ({
        ...i,
        planId: d.paymentPlan.id,
        dealId: d.id,
        dealKind: d.kind,
        contractNumber: d.contractNumber,
        currency: d.currency,
        buyer: { id: d.buyer.id ?? 0, fullName: d.buyer.fullName, phone: d.buyer.phone },
        car: { id: d.car.id, name: d.car.name, plateNumber: d.car.plateNumber },
        lateFees: owedLateFees(d),
      })),
    )
    .filter(
      (i) =>
        (!query.status || i.status === query.status) &&
        (query.overdue === undefined || i.overdue === query.overdue) &&
        (!query.fromDate || i.dueDate >= query.fromDate) &&
        (!query.toDate || i.dueDate <= query.toDate) &&
        (!query.keyword ||
          String(i.contractNumber) === query.keyword.trim() ||
          matchesKeyword(query.keyword, [i.buyer.fullName, i.buyer.phone, i.car.name, i.car.plateNumber])),
    );
  const key = query.sortBy ?? 'dueDate';
  const sign = query.sortDirection === 'desc' ? -1 : 1;
  const value = (i: InstallmentRow) =>
    key === 'amount' ? (parseMoney(i.amount, i.currency) as { value: number }).value : i[key];
  rows.sort((a, b) => sign * (compareValues(value(a), value(b)) || a.id - b.id));
  return pageOf(rows, query);
}

/** The five routes of one deal kind, as the server answers them (its checks, order and messages). */
function kindRoutes(db: FakeDb, kind: DealKind): FakeRoute[] {
  const api = kind === 'CONTRACT' ? endpoints.contracts : endpoints.authorizations;
  return [
    route(api.list, ({ query }) => dealPage(db, kind, query)),
    route(api.get, ({ params }) => ({ data: present(db, findDeal(db, kind, params.id)) })),
    route(api.create, ({ body, caller }) => {
      const deal = present(db, createDeal(db, kind, body, caller));
      return { data: deal, message: dealCreatedMessage(deal) };
    }),
    route(api.cancel, ({ params, body }) => {
      cancelDeal(db, findDeal(db, kind, params.id), body.reason);
      return { data: null, message: M.dealCancelled[kind] };
    }),
  ];
}

/**
 * Contracts, authorizations, payment plans and instalments as the server answers them: lists with their
 * filters, creation through the ledger (generateSchedule, the down payment as the first payment),
 * cancellation refused while payments stand, rescheduling of what is unpaid.
 */
export function dealRoutes(db: FakeDb): FakeRoute[] {
  return [
    ...kindRoutes(db, 'CONTRACT'),
    ...kindRoutes(db, 'AUTHORIZATION'),
    route(endpoints.plans.get, ({ params }) => ({
      data: present(db, dealOfPlan(db, params.id)).paymentPlan,
    })),
    route(endpoints.plans.reschedule, ({ params, body }) => {
      const deal = dealOfPlan(db, params.id);
      reschedule(db, deal, body);
      return { data: present(db, deal).paymentPlan, message: M.planRescheduled };
    }),
    route(endpoints.installments.list, ({ query }) => installmentPage(db, query)),
  ];
}
