import type {
  CashBox,
  CashBoxGlance,
  CashBoxOverview,
  CashClosing,
  CashClosingListQuery,
  CashClosingRow,
  CashHandover,
  CashTotal,
  ClosingInput,
  HandoverInput,
  ListEnvelope,
  ReopenClosingInput,
} from '@cc/contracts';
import {
  CASH_BOX_MESSAGES,
  CURRENCIES,
  type Currency,
  closingDayRefusal,
  closingTerms,
  expectedCash,
  parseEntryAmount,
  todayIn,
  toMajorString,
} from '@cc/domain';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { pageEnvelope, readPage } from '../../lib/paging';
import { MSG } from '../../messages';
import { companyInfo } from '../deals/repository';
import { lockBoxes } from './guard';
import * as repo from './repository';

// The cash box (docs/domain/cash-box.md): a cashier's box per currency since its last closing, closing a
// day against what was counted, reopening a closing (the company account), and cash handed over.

const m = (v: number, c: Currency) => toMajorString(v, c);
const invalid = (errors: { field: string; message: string }[]) =>
  new AppError(400, 'VALIDATION_FAILED', MSG.validation, errors);

/** A box of one currency through `through`: its last standing closing before, and what moved since. */
async function boxOf(
  db: Executor,
  companyId: number,
  userId: number,
  currency: Currency,
  through: string,
  before?: string,
) {
  const last = await repo.lastClosing(db, companyId, userId, currency, before);
  const flows = (await repo.flowsOf(db, companyId, userId, last?.day ?? null, through)).get(currency) ?? {
    received: 0,
    refunded: 0,
    handedOut: 0,
    handedIn: 0,
  };
  const opening = last?.counted ?? 0;
  return { last, opening, ...flows, expected: expectedCash({ opening, ...flows }) };
}

/** A closing's answer from its row and the names of its cashier and whoever reopened it. */
function closingOf(row: repo.ClosingRow, names: Map<number, string>) {
  const c = row.currency as Currency;
  return {
    id: row.id,
    userId: row.userId,
    userName: names.get(row.userId) ?? '',
    currency: c,
    day: row.day,
    opening: m(row.opening, c),
    received: m(row.received, c),
    refunded: m(row.refunded, c),
    handedOut: m(row.handedOut, c),
    handedIn: m(row.handedIn, c),
    expected: m(row.expected, c),
    counted: m(row.counted, c),
    difference: m(row.difference, c),
    note: row.note,
    denominations: row.denominations ?? null,
    createdAt: row.createdAt.toISOString(),
    reopened:
      row.reopenedAt && row.reopenReason
        ? {
            at: row.reopenedAt.toISOString(),
            byName: names.get(row.reopenedBy ?? 0) ?? '',
            reason: row.reopenReason,
          }
        : null,
  };
}

async function toClosing(db: Executor, row: repo.ClosingRow, companyName: string): Promise<CashClosing> {
  const names = await repo.namesOf(
    db,
    row.companyId,
    [row.userId, row.reopenedBy].filter((x): x is number => x !== null),
  );
  return { ...closingOf(row, names), company: { name: companyName } };
}

async function toHandovers(
  db: Executor,
  companyId: number,
  rows: repo.HandoverRow[],
): Promise<CashHandover[]> {
  const names = await repo.namesOf(db, companyId, [
    ...new Set(rows.flatMap((r) => [r.fromUserId, r.toUserId])),
  ]);
  return rows.map((r) => ({
    id: r.id,
    from: { id: r.fromUserId, fullName: names.get(r.fromUserId) ?? '' },
    to: { id: r.toUserId, fullName: names.get(r.toUserId) ?? '' },
    currency: r.currency as Currency,
    amount: m(r.amount, r.currency as Currency),
    day: r.day,
    note: r.note,
    acknowledgedOn: r.acknowledgedOn,
  }));
}

export function createCashBoxService(db: Db) {
  return {
    /** The caller's boxes, IQD then USD, as of the company's today. */
    async boxes(ctx: RequestContext): Promise<CashBox[]> {
      const companyId = companyOf(ctx);
      const company = await companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      const me = await repo.userOf(db, companyId, ctx.userId);
      return Promise.all(
        CURRENCIES.map(async (currency) => {
          const box = await boxOf(db, companyId, ctx.userId, currency, today);
          return {
            userId: ctx.userId,
            userName: me?.fullName ?? '',
            currency,
            today,
            lastClosing: box.last
              ? { id: box.last.id, day: box.last.day, counted: m(box.last.counted, currency) }
              : null,
            opening: m(box.opening, currency),
            received: m(box.received, currency),
            refunded: m(box.refunded, currency),
            handedOut: m(box.handedOut, currency),
            handedIn: m(box.handedIn, currency),
            expected: m(box.expected, currency),
          };
        }),
      );
    },

    /**
     * Closes a day of the caller's box in one currency (today unless given): under the box lock, what
     * was expected since the last closing against what was counted (closingTerms of @cc/domain: a note
     * when they differ, the notes adding up); never a day to come, one closed or one before the last
     * closing (409). Audited as CASH_BOX_CLOSED.
     */
    async close(ctx: RequestContext, body: ClosingInput): Promise<CashClosing> {
      const companyId = companyOf(ctx);
      const company = await companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      const day = body.day ?? today;
      const currency = body.currency;
      try {
        return await db.transaction(async (tx) => {
          await lockBoxes(tx, ctx.userId);
          const latest = await repo.lastClosing(tx, companyId, ctx.userId, currency);
          const refusal = closingDayRefusal(day, { today, lastClosed: latest?.day ?? null });
          if (refusal)
            throw refusal === CASH_BOX_MESSAGES.dayInFuture
              ? invalid([{ field: 'day', message: refusal }])
              : conflict(refusal);
          const box = await boxOf(tx, companyId, ctx.userId, currency, day);
          const terms = closingTerms({
            expected: box.expected,
            counted: body.counted,
            note: body.note,
            currency,
            denominations: body.denominations,
          });
          if (!terms.ok) throw invalid(terms.errors);
          const row = await repo.insertClosing(tx, {
            companyId,
            userId: ctx.userId,
            currency,
            day,
            opening: box.opening,
            received: box.received,
            refunded: box.refunded,
            handedOut: box.handedOut,
            handedIn: box.handedIn,
            expected: box.expected,
            counted: terms.value.counted,
            difference: terms.value.difference,
            note: body.note?.trim() || null,
            denominations: terms.value.denominations,
          });
          await audited(tx, ctx, {
            action: 'CASH_BOX_CLOSED',
            entity: 'cashClosing',
            entityId: row.id,
            changes: {
              after: {
                currency,
                day,
                expected: m(box.expected, currency),
                counted: m(row.counted, currency),
                difference: m(row.difference, currency),
              },
            },
          });
          return toClosing(tx, row, company.name);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'cash_closings_standing_key'))
          throw conflict(CASH_BOX_MESSAGES.dayClosed(day));
        throw error;
      }
    },

    /**
     * Every cashier's boxes as of the company's today (the company account), with what the boxes of each
     * branch and of the company should hold, per currency: never IQD and USD together.
     */
    async overview(ctx: RequestContext): Promise<CashBoxOverview> {
      const companyId = companyOf(ctx);
      const today = todayIn((await companyInfo(db, companyId)).timeZone);
      const cashiers = await repo.cashiersOf(db, companyId);
      const boxes: CashBoxGlance[] = [];
      const byBranch = new Map<string, { branch: CashTotal['branch']; currency: Currency; sum: number }>();
      const byCurrency = new Map<Currency, number>(CURRENCIES.map((c) => [c, 0]));
      for (const u of cashiers) {
        const branch = u.branchId !== null ? { id: u.branchId, name: u.branchName ?? '' } : null;
        for (const currency of CURRENCIES) {
          const box = await boxOf(db, companyId, u.id, currency, today);
          boxes.push({
            user: { id: u.id, fullName: u.fullName },
            branch,
            currency,
            lastClosingDay: box.last?.day ?? null,
            expected: m(box.expected, currency),
          });
          const k = `${branch?.id ?? 0}:${currency}`;
          const total = byBranch.get(k) ?? { branch, currency, sum: 0 };
          total.sum += box.expected;
          byBranch.set(k, total);
          byCurrency.set(currency, (byCurrency.get(currency) ?? 0) + box.expected);
        }
      }
      return {
        today,
        boxes,
        branches: [...byBranch.values()].map((t) => ({
          branch: t.branch,
          currency: t.currency,
          expected: m(t.sum, t.currency),
        })),
        company: CURRENCIES.map((currency) => ({
          currency,
          expected: m(byCurrency.get(currency) ?? 0, currency),
        })),
      };
    },

    /** The closings report (the company account): a page of the company's closings with their cashier's branch. */
    async closings(ctx: RequestContext, query: CashClosingListQuery): Promise<ListEnvelope<CashClosingRow>> {
      const companyId = companyOf(ctx);
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      const found = await readPage(db, repo.closingList(db, companyId, filters), request);
      const reopeners = found.rows.map((r) => r.closing.reopenedBy).filter((x): x is number => x !== null);
      const names = await repo.namesOf(db, companyId, [...new Set(reopeners)]);
      const rows = found.rows.map((r) => {
        const all = new Map(names).set(r.closing.userId, r.userName);
        const branch = r.branchId !== null ? { id: r.branchId, name: r.branchName ?? '' } : null;
        return { ...closingOf(r.closing, all), branch };
      });
      return pageEnvelope({ ...found, rows }, request);
    },

    /** One closing: the caller's own, or (the company account) any of the company's; else 404. */
    async closing(ctx: RequestContext, id: number): Promise<CashClosing> {
      const companyId = companyOf(ctx);
      const row = await repo.closingById(db, companyId, id);
      if (!row || (ctx.kind !== 'COMPANY' && row.userId !== ctx.userId)) throw notFound(MSG.closingNotFound);
      const company = await companyInfo(db, companyId);
      return toClosing(db, row, company.name);
    },

    /** Reopens a standing closing (the company account, a reason): the day may be closed again. */
    async reopen(ctx: RequestContext, id: number, body: ReopenClosingInput): Promise<CashClosing> {
      const companyId = companyOf(ctx);
      const company = await companyInfo(db, companyId);
      return db.transaction(async (tx) => {
        const row = await repo.closingById(tx, companyId, id);
        if (!row) throw notFound(MSG.closingNotFound);
        await lockBoxes(tx, row.userId);
        if (!(await repo.reopenClosing(tx, companyId, id, ctx.userId, body.reason))) {
          throw conflict(MSG.closingReopened);
        }
        await audited(tx, ctx, {
          action: 'CASH_BOX_REOPENED',
          entity: 'cashClosing',
          entityId: id,
          changes: { after: { reason: body.reason } },
        });
        return toClosing(tx, (await repo.closingById(tx, companyId, id))!, company.name);
      });
    },

    /** The caller's handovers to acknowledge, and those they gave still waiting. */
    async handovers(ctx: RequestContext) {
      const companyId = companyOf(ctx);
      const rows = await toHandovers(db, companyId, await repo.pendingHandovers(db, companyId, ctx.userId));
      return {
        toAcknowledge: rows.filter((r) => r.to.id === ctx.userId),
        awaiting: rows.filter((r) => r.from.id === ctx.userId),
      };
    },

    /** Who the caller may hand cash to (receiversOf). */
    async receivers(ctx: RequestContext) {
      const companyId = companyOf(ctx);
      return (await repo.receiversOf(db, companyId, ctx.userId)).map((r) => ({
        id: Number(r.id),
        fullName: r.fullName,
      }));
    },

    /** Cash handed to another active user of the company: out of the caller's box today. */
    async handOver(ctx: RequestContext, body: HandoverInput): Promise<CashHandover> {
      const companyId = companyOf(ctx);
      const company = await companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      const amount = parseEntryAmount(body.amount, body.currency);
      if (!amount.ok) throw invalid([{ field: 'amount', message: amount.error }]);
      const to = await repo.userOf(db, companyId, body.toUserId);
      if (to?.status !== 'ACTIVE')
        throw invalid([{ field: 'toUserId', message: MSG.handoverReceiverInvalid }]);
      if (to.id === ctx.userId) throw invalid([{ field: 'toUserId', message: MSG.handoverToSelf }]);
      return db.transaction(async (tx) => {
        await lockBoxes(tx, ctx.userId);
        const closed = await repo.lastClosing(tx, companyId, ctx.userId, body.currency);
        if (closed && today <= closed.day) throw conflict(CASH_BOX_MESSAGES.dayClosed(closed.day));
        const row = await repo.insertHandover(tx, {
          companyId,
          fromUserId: ctx.userId,
          toUserId: to.id,
          currency: body.currency,
          amount: amount.value,
          day: today,
          note: body.note?.trim() || null,
        });
        await audited(tx, ctx, {
          action: 'CASH_HANDED_OVER',
          entity: 'cashHandover',
          entityId: row.id,
          changes: { after: { to: to.id, currency: body.currency, amount: m(row.amount, body.currency) } },
        });
        return (await toHandovers(tx, companyId, [row]))[0]!;
      });
    },

    /** The receiver acknowledges a handover (404 for anyone else, 409 when done already): into their box today. */
    async acknowledge(ctx: RequestContext, id: number): Promise<CashHandover> {
      const companyId = companyOf(ctx);
      const company = await companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      return db.transaction(async (tx) => {
        await lockBoxes(tx, ctx.userId);
        const row = await repo.acknowledgeHandover(tx, companyId, id, ctx.userId, today);
        if (!row) throw notFound(MSG.handoverNotFound);
        await audited(tx, ctx, {
          action: 'CASH_HANDOVER_ACKNOWLEDGED',
          entity: 'cashHandover',
          entityId: id,
        });
        return (await toHandovers(tx, companyId, [row]))[0]!;
      });
    },
  };
}
