import type { Deal, Payment, RefundInput, RepossessInput, UndoRepossessionInput } from '@cc/contracts';
import {
  type Currency,
  MESSAGES,
  parseEntryAmount,
  paymentDateProblem,
  repossessionRefusal,
  todayIn,
  toMajorString,
  undoRepossessionRefusal,
} from '@cc/domain';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import { guardEntryCash } from '../cash-box/guard';
import * as read from './deal-reads';
import { recordDiscount, recordRefund, replayAndStore, reverseWriteOffs } from './ledger';
import * as payments from './payment-reads';
import * as repo from './repository';

// Repossession (docs/domain/repossession.md): the company account takes a deal's car back to stock
// (Pending), writes off what remained or keeps it as the buyer's debt, hands back part of what was paid
// (a REFUND entry and its voucher), and undoes a repossession while the car is unsold. Each write runs in
// one transaction under the plan's row lock, then the deal's; nothing received leaves the ledger.

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', MSG.validation, [{ field, message }]);

export function createRepossessionService(db: Db) {
  /** The plan and its deal, locked in that order (404 when the plan is not the company's). */
  async function lockPlanAndDeal(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    companyId: number,
    planId: number,
  ) {
    const plan = await repo.lockPlan(tx, companyId, planId);
    if (!plan) throw notFound(MSG.planNotFound);
    const deal = (await repo.lockDealById(tx, companyId, plan.dealId))!;
    return { plan, deal };
  }

  return {
    /**
     * Repossesses a deal's car: only while its plan is ACTIVE (409 otherwise); the car back to Pending,
     * the plan REPOSSESSED (its lines leave the instalment lists and the queue), and with `WRITE_OFF`
     * a WRITE_OFF entry of all that remains (late fees included). Audited as DEAL_REPOSSESSED.
     */
    async repossess(ctx: RequestContext, planId: number, body: RepossessInput): Promise<Deal> {
      const companyId = companyOf(ctx);
      const company = await repo.companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      return db.transaction(async (tx) => {
        const { plan, deal } = await lockPlanAndDeal(tx, companyId, planId);
        const current = await replayAndStore(tx, plan);
        const refusal = repossessionRefusal({ planStatus: current.status });
        if (refusal) throw conflict(refusal.error);
        const remaining = current.totals.remainingAmount;
        await repo.setRepossession(tx, companyId, deal.id, {
          date: today,
          reason: body.reason,
          outcome: body.outcome,
          by: ctx.userId,
        });
        await repo.updatePlan(tx, companyId, plan.id, { status: 'REPOSSESSED' });
        await repo.markInstallmentsCancelled(tx, companyId, plan.id);
        await repo.setCarStatus(tx, companyId, deal.carId, 'Pending');
        const repossessed = { ...plan, status: 'REPOSSESSED' as const };
        const writeOff =
          body.outcome === 'WRITE_OFF' && remaining > 0
            ? await recordDiscount(tx, repossessed, {
                kind: 'WRITE_OFF',
                amount: remaining,
                reason: body.reason,
                date: today,
                recordedBy: ctx.userId,
              })
            : null;
        const currency = plan.currency as Currency;
        await audited(tx, ctx, {
          action: 'DEAL_REPOSSESSED',
          entity: 'deal',
          entityId: deal.id,
          changes: {
            before: {
              planStatus: current.status,
              carStatus: 'Active',
              remaining: toMajorString(remaining, currency),
            },
            after: {
              planStatus: 'REPOSSESSED',
              carStatus: 'Pending',
              reason: body.reason,
              outcome: body.outcome,
              ...(writeOff
                ? {
                    writeOffId: writeOff.id,
                    writeOffNumber: writeOff.receiptNumber,
                    writtenOff: toMajorString(remaining, currency),
                  }
                : {}),
            },
          },
        });
        return (await read.dealById(tx, company, deal.id, today))!;
      });
    },

    /**
     * Undoes a repossession (409 unless repossessed, while a refund stands, or once the car is sold
     * again or not Pending): the write-off reversed (its reason the undo's), the plan ACTIVE again (or
     * PAID when nothing remains), its lines back in the lists, the car Active (or Paid). Audited as
     * DEAL_REPOSSESSION_UNDONE.
     */
    async undo(ctx: RequestContext, planId: number, body: UndoRepossessionInput): Promise<Deal> {
      const companyId = companyOf(ctx);
      const company = await repo.companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      try {
        return await db.transaction(async (tx) => {
          const { plan, deal } = await lockPlanAndDeal(tx, companyId, planId);
          const current = await replayAndStore(tx, plan);
          const carAvailable =
            current.status === 'REPOSSESSED' &&
            (await repo.takePendingCar(tx, companyId, deal.carId, 'Active'));
          const refusal = undoRepossessionRefusal({
            planStatus: current.status,
            refundedAmount: current.totals.refundedAmount,
            carAvailable,
          });
          if (refusal) throw conflict(refusal.error);
          await repo.setRepossession(tx, companyId, deal.id, null);
          await repo.updatePlan(tx, companyId, plan.id, { status: 'ACTIVE' });
          await repo.markInstallmentsCancelled(tx, companyId, plan.id, false);
          const { reversed, after } = await reverseWriteOffs(
            tx,
            { ...plan, status: 'ACTIVE' },
            {
              reason: body.reason,
              date: today,
              recordedBy: ctx.userId,
            },
          );
          await audited(tx, ctx, {
            action: 'DEAL_REPOSSESSION_UNDONE',
            entity: 'deal',
            entityId: deal.id,
            changes: {
              before: {
                planStatus: 'REPOSSESSED',
                carStatus: 'Pending',
                reason: deal.repossessionReason,
                outcome: deal.repossessionOutcome,
                repossessedAt: deal.repossessedAt,
              },
              after: {
                planStatus: after.status,
                carStatus: after.status === 'PAID' ? 'Paid' : 'Active',
                reason: body.reason,
                reversedWriteOffs: reversed.map((r) => r.receiptNumber),
              },
            },
          });
          return (await read.dealById(tx, company, deal.id, today))!;
        });
      } catch (error) {
        // Another open deal took the car between the check and the write (the unique index decides).
        if (isUniqueViolation(error, 'deals_one_open_deal_per_car_key')) {
          throw conflict(MESSAGES.repossession.carSoldAgain);
        }
        throw error;
      }
    },

    /**
     * Money handed back to the buyer of a repossessed car: a REFUND entry (its voucher number from the
     * receipt series) of at most what was paid and not yet handed back (409), dated today or as given
     * (not before the deal, not in the future). Audited as REFUND_RECORDED.
     */
    async refund(ctx: RequestContext, planId: number, body: RefundInput): Promise<Payment> {
      const companyId = companyOf(ctx);
      const company = await repo.companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      return db.transaction(async (tx) => {
        const { plan, deal } = await lockPlanAndDeal(tx, companyId, planId);
        const amount = parseEntryAmount(body.amount, plan.currency as Currency);
        if (!amount.ok) throw invalid('amount', amount.error);
        const paidAt = body.paidAt ?? today;
        const problem = paymentDateProblem({ paidAt, contractDate: deal.contractDate, today });
        if (problem) throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [problem]);
        await guardEntryCash(
          tx,
          companyId,
          { method: body.method, entryKind: 'REFUND', currency: plan.currency, recordedBy: ctx.userId },
          paidAt,
        );
        const recorded = await recordRefund(tx, plan, {
          amount: amount.value,
          method: body.method,
          reason: body.reason,
          paidAt,
          recordedBy: ctx.userId,
        });
        const entry = (await payments.paymentById(tx, companyId, recorded.id))!;
        await audited(tx, ctx, {
          action: 'REFUND_RECORDED',
          entity: 'payment',
          entityId: recorded.id,
          changes: {
            after: {
              planId,
              receiptNumber: recorded.receiptNumber,
              amount: entry.amount,
              currency: entry.currency,
              method: entry.method,
              reason: body.reason,
            },
          },
        });
        return entry;
      });
    },
  };
}
