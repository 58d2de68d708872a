import { type SettlementInput, type SettlementQuote, settlementQuoteOf } from '@cc/contracts';
import {
  type Currency,
  MESSAGES,
  paymentDateProblem,
  settlementTerms,
  todayIn,
  toMajorString,
} from '@cc/domain';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { MSG } from '../../messages';
import { guardEntryCash } from '../cash-box/guard';
import { dealSummary, type Notifier } from '../notifications/notifier';
import type { CreatedNotification } from '../notifications/repository';
import { paymentDrafts } from '../notifications/texts';
import * as read from './deal-reads';
import { type PaymentAnswer, requestHash, storedAnswer } from './idempotency';
import { recordDiscount, recordPayment, replayAndStore } from './ledger';
import * as payments from './payment-reads';
import * as repo from './repository';

// Early settlement (تسوية مبكرة, docs/domain/early-settlement.md): a quote of everything that remains on a
// plan, and paying it at once: an optional settlement discount and one payment of the rest, in one
// transaction under the plan's row lock, after which the plan is PAID and its clearance may be issued.

export function createSettlementService(db: Db, notifier: Notifier) {
  return {
    /** The quote of a plan today (settlementQuoteOf of @cc/contracts, as the fake answers it). */
    async quote(ctx: RequestContext, planId: number): Promise<SettlementQuote> {
      const companyId = companyOf(ctx);
      const company = await repo.companyInfo(db, companyId);
      const plan = await repo.findPlan(db, companyId, planId);
      if (!plan) throw notFound(MSG.planNotFound);
      const today = todayIn(company.timeZone);
      const deal = (await read.dealById(db, company, plan.dealId, today))!;
      return settlementQuoteOf(deal, today);
    },

    /**
     * Settles a plan: the total the caller's quote showed must still be what remains (409 naming what
     * remains now); a discount (company account only, with its reason) less than it; then the discount
     * entry and one payment of the rest, audited once as PLAN_SETTLED_EARLY. Safe to retry with an
     * Idempotency-Key, like POST /payments.
     */
    async settle(
      ctx: RequestContext,
      planId: number,
      body: SettlementInput,
      key: string | undefined,
    ): Promise<PaymentAnswer> {
      const companyId = companyOf(ctx);
      const hash = requestHash({
        settle: planId,
        total: String(body.total),
        discount: body.discount === null || body.discount === undefined ? null : String(body.discount),
        discountReason: body.discountReason ?? null,
        method: body.method,
        paidAt: body.paidAt ?? null,
        note: body.note ?? null,
      });
      if (key) {
        const stored = await storedAnswer(db, ctx, key, hash);
        if (stored) return stored;
      }
      const company = await repo.companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      let told: CreatedNotification[] = [];
      try {
        const answer = await db.transaction(async (tx) => {
          const plan = await repo.lockPlan(tx, companyId, planId);
          if (!plan) throw notFound(MSG.planNotFound);
          if (key) {
            const stored = await storedAnswer(tx, ctx, key, hash);
            if (stored) return stored;
          }
          const current = await replayAndStore(tx, plan);
          if (current.status !== 'ACTIVE') throw conflict(MSG.planNotActive);
          const currency = plan.currency as Currency;
          const terms = settlementTerms({
            remaining: current.totals.remainingAmount,
            total: body.total,
            discount: body.discount,
            currency,
          });
          if (!terms.ok) {
            const [first] = terms.errors;
            throw terms.stale
              ? new AppError(409, 'CONFLICT', first!.message, [...terms.errors])
              : new AppError(400, 'VALIDATION_FAILED', MSG.validation, [...terms.errors]);
          }
          const { discount, payment } = terms.value;
          if (discount > 0 && ctx.kind !== 'COMPANY') {
            const message = MESSAGES.settlement.discountCompanyOnly;
            throw new AppError(403, 'FORBIDDEN', message, [{ field: 'discount', message }]);
          }
          const paidAt = body.paidAt ?? today;
          const contractDate = (await repo.contractDateOf(tx, companyId, plan.dealId)) ?? paidAt;
          const problem = paymentDateProblem({ paidAt, contractDate, today });
          if (problem) throw new AppError(400, 'VALIDATION_FAILED', MSG.validation, [problem]);
          const discounted =
            discount > 0
              ? await recordDiscount(tx, plan, {
                  amount: discount,
                  reason: body.discountReason ?? '',
                  date: today,
                  recordedBy: ctx.userId,
                })
              : null;
          await guardEntryCash(
            tx,
            companyId,
            { method: body.method, entryKind: 'PAYMENT', currency: plan.currency, recordedBy: ctx.userId },
            paidAt,
          );
          const recorded = await recordPayment(tx, plan, {
            amount: payment,
            method: body.method,
            paidAt,
            note: body.note || null,
            isDownPayment: false,
            recordedBy: ctx.userId,
          });
          const entry = (await payments.paymentById(tx, companyId, recorded.id))!;
          await audited(tx, ctx, {
            action: 'PLAN_SETTLED_EARLY',
            entity: 'paymentPlan',
            entityId: plan.id,
            changes: {
              before: {
                remaining: toMajorString(current.totals.remainingAmount, currency),
                planStatus: 'ACTIVE',
              },
              after: {
                paymentId: recorded.id,
                receiptNumber: recorded.receiptNumber,
                amount: entry.amount,
                currency: entry.currency,
                method: entry.method,
                ...(discounted
                  ? {
                      discountId: discounted.id,
                      discountReceiptNumber: discounted.receiptNumber,
                      discount: toMajorString(discount, currency),
                      discountReason: body.discountReason,
                    }
                  : {}),
                planStatus: recorded.planStatus,
              },
            },
          });
          const summary = (await dealSummary(tx, companyId, plan.dealId))!;
          told = await notifier.record(tx, companyId, paymentDrafts(summary, recorded, payment, currency), {
            except: ctx.userId,
          });
          const answer: PaymentAnswer = { data: entry, message: MSG.planSettled };
          if (key) {
            await repo.storeAnswer(tx, {
              companyId,
              userId: ctx.userId,
              key,
              requestHash: hash,
              response: answer,
            });
          }
          return answer;
        });
        notifier.afterCommit(told);
        return answer;
      } catch (error) {
        if (key && isUniqueViolation(error, 'idempotency_keys_pkey')) {
          const stored = await storedAnswer(db, ctx, key, hash);
          if (stored) return stored;
        }
        throw error;
      }
    },
  };
}
