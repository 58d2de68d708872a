import {
  CLEARANCE_COLUMN_TITLES_AR,
  CLEARANCE_EXPORT_COLUMNS,
  type Clearance,
  type ClearanceListQuery,
  type ClearanceRow,
  type Deal,
  dealName,
  endpoints,
} from '@cc/contracts';
import { amountInArabicWords, parseMoney, toCsv } from '@cc/domain';
import type { FakeDb } from '../db';
import { FakeFailure, type FakeRoute, notFound, route } from '../fake-api';
import { LEDGER_MESSAGES as M, recorderOf, todayOf } from '../ledger';
import { matchesKeyword, pageOf, read, sortRows } from '../list';

/** A paid deal as a row of GET /clearance (its clearance: none yet). */
export function clearanceRowOf(deal: Deal): ClearanceRow {
  return {
    id: deal.id,
    dealId: deal.id,
    dealKind: deal.kind,
    contractNumber: deal.contractNumber,
    contractDate: deal.contractDate,
    currency: deal.currency,
    totalPaid: deal.paymentPlan.paidAmount,
    buyer: { id: deal.buyer.id ?? 0, fullName: deal.buyer.fullName, phone: deal.buyer.phone },
    car: {
      id: deal.car.id,
      name: deal.car.name,
      plateNumber: deal.car.plateNumber,
      chassisNumber: deal.car.chassisNumber,
    },
    clearance: null,
  };
}

/** The clearance of a paid deal, as POST /clearance/{dealId} answers it. */
export function clearanceOf(
  deal: Deal,
  clearance: { id: number; number: number; issuedAt: string; issuedBy: { id: number; fullName: string } },
): Clearance {
  const paid = parseMoney(deal.paymentPlan.paidAmount, deal.currency);
  return {
    ...clearanceRowOf(deal),
    id: clearance.id,
    clearance: {
      ...clearance,
      voided: false,
      voidedAt: null,
      voidReason: null,
      voidedBy: null,
    },
    totalPaidInWords: amountInArabicWords(paid.ok ? paid.value : 0, deal.currency),
  };
}

const standing = (db: FakeDb, dealId: number) =>
  db.clearances.find((c) => c.dealId === dealId && !c.clearance.voided);

/** The rows of a tab, filtered as the server filters them. */
function rowsOf(db: FakeDb, query: Partial<ClearanceListQuery>): ClearanceRow[] {
  const rows =
    query.tab === 'issued'
      ? db.clearances.map((c) => structuredClone(c) as ClearanceRow)
      : db.deals
          .filter((d) => d.status === 'ACTIVE' && d.paymentPlan.status === 'PAID' && !standing(db, d.id))
          .map(clearanceRowOf);
  return rows.filter(
    (r) =>
      (!query.dealId || r.dealId === query.dealId) &&
      matchesKeyword(query.keyword, [
        r.buyer.fullName,
        r.buyer.phone,
        r.car.name,
        r.car.plateNumber,
        r.car.chassisNumber,
        r.contractNumber,
        r.clearance?.number,
      ]),
  );
}

/**
 * Clearances as the server keeps them: the awaiting tab (paid deals with no standing clearance), the
 * issued tab, issuing once per deal for a PAID plan, voiding with a reason (the company account, by the
 * endpoint's access); reversing a payment of a cleared deal is refused by the ledger.
 */
export function clearanceRoutes(db: FakeDb): FakeRoute[] {
  const find = (id: number) => {
    const found = db.clearances.find((c) => c.id === id);
    if (!found) throw notFound(M.clearanceNotFound);
    return found;
  };
  return [
    route(endpoints.clearance.list, ({ query }) =>
      pageOf(sortRows(rowsOf(db, query), query, ['contractNumber', 'contractDate']), query),
    ),
    route(endpoints.clearance.export, ({ query }) => {
      const keys = query.columns.length ? query.columns : CLEARANCE_EXPORT_COLUMNS;
      return toCsv(
        rowsOf(db, query),
        keys.map((key) => ({
          key,
          title: CLEARANCE_COLUMN_TITLES_AR[key],
          value: (row: ClearanceRow) =>
            key === 'contractNumber' ? dealName(row.dealKind, row.contractNumber) : read(row, key),
        })),
      );
    }),
    route(endpoints.clearance.get, ({ params }) => ({ data: structuredClone(find(params.id)) })),
    route(endpoints.clearance.issue, ({ params, caller }) => {
      const deal = db.deals.find((d) => d.id === params.id);
      if (!deal) throw notFound(M.clearanceDealNotFound);
      if (deal.status === 'CANCELLED') throw new FakeFailure(409, M.clearanceDealCancelled);
      if (deal.paymentPlan.status !== 'PAID') throw new FakeFailure(409, M.clearanceNotPaid);
      if (standing(db, deal.id)) throw new FakeFailure(409, M.clearanceAlreadyIssued);
      const number = db.clearances.reduce((max, c) => Math.max(max, c.clearance.number), 0) + 1;
      const clearance = clearanceOf(deal, {
        id: db.nextId('clearances'),
        number,
        issuedAt: todayOf(db),
        issuedBy: recorderOf(caller),
      });
      db.clearances.push(clearance);
      return { data: structuredClone(clearance), message: M.clearanceIssued };
    }),
    route(endpoints.clearance.void, ({ params, body, caller }) => {
      const found = find(params.id);
      if (found.clearance.voided) throw new FakeFailure(409, M.clearanceAlreadyVoided);
      Object.assign(found.clearance, {
        voided: true,
        voidedAt: db.now().toISOString(),
        voidReason: body.reason,
        voidedBy: recorderOf(caller),
      });
      return { data: structuredClone(found), message: M.clearanceVoided };
    }),
  ];
}
