import type { Clearance, ClearanceListQuery, ClearanceRow, ListEnvelope } from '@cc/contracts';
import { todayIn } from '@cc/domain';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { pageEnvelope } from '../../lib/paging';
import { MSG } from '../../messages';
import { standingClearanceId } from '../deals/clearance-guard';
import * as deals from '../deals/repository';
import { dealSummary, type Notifier } from '../notifications/notifier';
import type { CreatedNotification } from '../notifications/repository';
import { drafts } from '../notifications/texts';
import { toClearance } from './dto';
import * as repo from './repository';

/** The clearance as GET /clearance/{id} answers it; 404 when not the company's. */
async function readClearance(tx: Executor, companyId: number, id: number): Promise<Clearance> {
  const row = await repo.clearanceById(tx, companyId, id);
  if (!row) throw notFound(MSG.clearanceNotFound);
  return toClearance(row);
}

/**
 * Clearances (docs/domain/clearance.md): issued for a PAID plan once while none stands, under the plan's
 * row lock (the partial unique index is the backstop); voided by the company account with a reason.
 * Every change writes its audit entry in its transaction.
 */
export function createClearanceService(db: Db, notifier: Notifier) {
  return {
    async list(ctx: RequestContext, query: ClearanceListQuery): Promise<ListEnvelope<ClearanceRow>> {
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      return pageEnvelope(await repo.clearancePage(db, companyOf(ctx), filters, request), request);
    },

    get: (ctx: RequestContext, id: number) => readClearance(db, companyOf(ctx), id),

    async issue(ctx: RequestContext, dealId: number): Promise<Clearance> {
      const companyId = companyOf(ctx);
      const company = await deals.companyInfo(db, companyId);
      let told: CreatedNotification[] = [];
      try {
        const issued = await db.transaction(async (tx) => {
          // Another company's deal answers like a missing one.
          const plan = await deals.lockPlanOfDeal(tx, companyId, dealId);
          if (!plan) throw notFound(MSG.clearanceDealNotFound);
          if (plan.status === 'CANCELLED') throw conflict(MSG.clearanceDealCancelled);
          if (plan.status !== 'PAID') throw conflict(MSG.clearanceNotPaid);
          if ((await standingClearanceId(tx, plan)) !== null) throw conflict(MSG.clearanceAlreadyIssued);
          const number = await deals.nextNumber(tx, companyId, 'CLEARANCE');
          const issuedAt = todayIn(company.timeZone);
          const id = await repo.insertClearance(tx, {
            companyId,
            dealId,
            number,
            issuedAt,
            issuedBy: ctx.userId,
            totalPaid: plan.paidAmount,
          });
          const clearance = await readClearance(tx, companyId, id);
          await audited(tx, ctx, {
            action: 'CLEARANCE_ISSUED',
            entity: 'clearance',
            entityId: id,
            changes: {
              after: {
                dealId,
                number,
                issuedAt,
                totalPaid: clearance.totalPaid,
                currency: clearance.currency,
              },
            },
          });
          const summary = await dealSummary(tx, companyId, dealId);
          if (summary) {
            told = await notifier.record(tx, companyId, [drafts.clearanceIssued(summary, { id, number })], {
              except: ctx.userId,
            });
          }
          return clearance;
        });
        notifier.afterCommit(told);
        return issued;
      } catch (error) {
        // A concurrent issue that slipped past the lock (the index is the backstop).
        if (isUniqueViolation(error, 'clearances_one_standing_per_deal_key')) {
          throw conflict(MSG.clearanceAlreadyIssued);
        }
        throw error;
      }
    },

    /** Company account only (the route's access): the row stays, with who voided it, when and why. */
    async void(ctx: RequestContext, id: number, reason: string): Promise<Clearance> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        const found = await repo.clearanceById(tx, companyId, id);
        if (!found) throw notFound(MSG.clearanceNotFound);
        // The plan's lock first, as every write on a plan (the reversal path waits on it too).
        await deals.lockPlanOfDeal(tx, companyId, found.dealId);
        const clearance = (await repo.lockClearance(tx, companyId, id))!;
        if (clearance.voidedAt !== null) throw conflict(MSG.clearanceAlreadyVoided);
        await repo.markVoided(tx, companyId, id, { voidedBy: ctx.userId, voidReason: reason });
        await audited(tx, ctx, {
          action: 'CLEARANCE_VOIDED',
          entity: 'clearance',
          entityId: id,
          changes: {
            before: { voided: false },
            after: { voided: true, reason, dealId: clearance.dealId, number: clearance.number },
          },
        });
        return readClearance(tx, companyId, id);
      });
    },
  };
}
