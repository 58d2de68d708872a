import type {
  DiscountInput,
  FieldError,
  Payment,
  PaymentInput,
  PaymentListQuery,
  PaymentListResponse,
  PaymentReverseBody,
} from '@cc/contracts';
import {
  type Currency,
  parseEntryAmount,
  paymentDateProblem,
  receivedAmount,
  todayIn,
  toMajorString,
} from '@cc/domain';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, notFound } from '../../lib/errors';
import { pageEnvelope } from '../../lib/paging';
import { MSG } from '../../messages';
import { guardEntryCash } from '../cash-box/guard';
import { dealSummary, type Notifier } from '../notifications/notifier';
import type { CreatedNotification } from '../notifications/repository';
import { paymentDrafts } from '../notifications/texts';
import { type PaymentAnswer, requestHash, storedAnswer } from './idempotency';
import { allocationsOfPlans, recordDiscount, recordPayment, reversePayment } from './ledger';
import * as read from './payment-reads';
import * as repo from './repository';

// The ledger (docs/domain/payments-and-reversal.md): payments, settlement discounts and reversals, each
// under the plan's row lock; GET /payments and one entry with the instalments it settles.

const invalid = (errors: FieldError[]) => new AppError(400, 'VALIDATION_FAILED', MSG.validation, errors);

/**
 * The amount of a payment in the plan's currency: as given, or converted from money handed over in the
 * other currency at the given rate (receivedAmount of @cc/domain).
 */
function paymentAmount(input: PaymentInput, currency: Currency) {
  const received = receivedAmount(input, currency);
  if (!received.ok) throw invalid([...received.errors]);
  return received.value;
}

/** The entries with the instalments each settles: one replay per plan of the page. */
async function withAllocations(db: Executor, companyId: number, rows: Payment[]): Promise<Payment[]> {
  const byPlan = await allocationsOfPlans(db, companyId, [...new Set(rows.map((r) => r.planId))]);
  return rows.map((p) => ({
    ...p,
    allocations: (byPlan.get(p.planId)?.get(p.id) ?? []).map((s) => ({
      sequence: s.sequence,
      amount: toMajorString(s.amount, p.currency),
      ...(s.chargeId !== undefined ? { chargeId: Number(s.chargeId) } : {}),
    })),
  }));
}

export function createPaymentsService(db: Db, notifier: Notifier) {
  const todayOf = (company: repo.CompanyInfo) => todayIn(company.timeZone);

  return {
    async listPayments(ctx: RequestContext, query: PaymentListQuery): Promise<PaymentListResponse> {
      const companyId = companyOf(ctx);
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      const found = await read.paymentPage(db, companyId, filters, request);
      const rows = await withAllocations(db, companyId, found.rows);
      return { ...pageEnvelope({ ...found, rows }, request), totals: found.totals };
    },

    /** One entry, with the instalments it settles as the ledger stands (replayed, never stored). */
    async getPayment(ctx: RequestContext, id: number): Promise<Payment> {
      const companyId = companyOf(ctx);
      const payment = await read.paymentById(db, companyId, id);
      if (!payment) throw notFound(MSG.paymentNotFound);
      return (await withAllocations(db, companyId, [payment]))[0]!;
    },

    /**
     * A settlement discount (company account only; the route checks it): under the plan's row lock, an
     * entry of kind DISCOUNT that reduces what remains, never below zero (409), never on a cancelled or
     * paid plan (409). Reversed through POST /payments/{id}/reverse like a payment.
     */
    async recordDiscount(ctx: RequestContext, planId: number, body: DiscountInput): Promise<Payment> {
      const companyId = companyOf(ctx);
      const company = await repo.companyInfo(db, companyId);
      return db.transaction(async (tx) => {
        const plan = await repo.lockPlan(tx, companyId, planId);
        if (!plan) throw notFound(MSG.planNotFound);
        const amount = parseEntryAmount(body.amount, plan.currency as Currency);
        if (!amount.ok) throw invalid([{ field: 'amount', message: amount.error }]);
        const recorded = await recordDiscount(tx, plan, {
          amount: amount.value,
          reason: body.reason,
          date: todayOf(company),
          recordedBy: ctx.userId,
        });
        const entry = (await read.paymentById(tx, companyId, recorded.id))!;
        await audited(tx, ctx, {
          action: 'DISCOUNT_RECORDED',
          entity: 'payment',
          entityId: recorded.id,
          changes: {
            after: {
              planId,
              receiptNumber: recorded.receiptNumber,
              amount: entry.amount,
              currency: entry.currency,
              reason: body.reason,
              remainingAfter: entry.remainingAfter,
              planStatus: recorded.planStatus,
            },
          },
        });
        return entry;
      });
    },

    /**
     * Reverses a payment (company account only; the route checks it): under the plan's row lock, a new
     * entry pointing at the original, then the replay without it. Once per payment (409), never a
     * reversal itself (409). A PAID plan that now has something remaining is ACTIVE again, its car Active.
     */
    async reversePayment(ctx: RequestContext, id: number, body: PaymentReverseBody): Promise<Payment> {
      const companyId = companyOf(ctx);
      const company = await repo.companyInfo(db, companyId);
      const paymentOf = async (tx: Executor) => {
        const row = await repo.findPayment(tx, companyId, id);
        if (!row) throw notFound(MSG.paymentNotFound);
        return row;
      };
      try {
        return await db.transaction(async (tx) => {
          const { planId } = await paymentOf(tx);
          const plan = (await repo.lockPlan(tx, companyId, planId))!;
          // Read again under the lock: a concurrent reversal may have committed meanwhile.
          const original = await paymentOf(tx);
          // The cash it took (or handed back) leaves its recorder's box today: not into a closed day.
          await guardEntryCash(tx, companyId, original, todayOf(company));
          const reversed = await reversePayment(tx, plan, original, {
            reason: body.reason,
            reversedAt: todayOf(company),
            recordedBy: ctx.userId,
          });
          const entry = (await read.paymentById(tx, companyId, reversed.id))!;
          await audited(tx, ctx, {
            action: 'PAYMENT_REVERSED',
            entity: 'payment',
            entityId: id,
            changes: {
              before: { reversed: false, planStatus: plan.status },
              after: {
                reversed: true,
                reversalId: reversed.id,
                receiptNumber: reversed.receiptNumber,
                reversedReceiptNumber: original.receiptNumber,
                amount: entry.amount,
                currency: entry.currency,
                reason: body.reason,
                remainingAfter: entry.remainingAfter,
                planStatus: reversed.planStatus,
              },
            },
          });
          return entry;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'payments_reversal_of_key')) throw conflict(MSG.paymentAlreadyReversed);
        throw error;
      }
    },

    /**
     * Records a payment under the plan's row lock. With an Idempotency-Key, the answer is stored in the
     * same transaction: a retry gets it back; the same key with another body gets 409.
     */
    async recordPayment(
      ctx: RequestContext,
      input: PaymentInput,
      key: string | undefined,
    ): Promise<PaymentAnswer> {
      const companyId = companyOf(ctx);
      const hash = requestHash({
        planId: input.planId,
        amount: String(input.amount),
        method: input.method,
        paidAt: input.paidAt ?? null,
        note: input.note ?? null,
        // Only when given, so the hashes of earlier requests stay as they were.
        ...(input.handedCurrency
          ? {
              handedCurrency: input.handedCurrency,
              handedAmount: String(input.handedAmount),
              exchangeRate: String(input.exchangeRate),
            }
          : {}),
      });
      const company = await repo.companyInfo(db, companyId);
      let told: CreatedNotification[] = [];
      try {
        const answer = await db.transaction(async (tx) => {
          const plan = await repo.lockPlan(tx, companyId, input.planId);
          if (!plan) throw notFound(MSG.planNotFound);
          if (key) {
            // Looked up under the lock only (a retry is rare): a concurrent one may have committed while
            // this one waited for it.
            const stored = await storedAnswer(tx, ctx, key, hash);
            if (stored) return stored;
          }
          const { amount, handed } = paymentAmount(input, plan.currency as Currency);
          const today = todayOf(company);
          if (input.paidAt) {
            const contractDate = (await repo.contractDateOf(tx, companyId, plan.dealId)) ?? input.paidAt;
            const problem = paymentDateProblem({ paidAt: input.paidAt, contractDate, today });
            if (problem) throw invalid([problem]);
          }
          await guardEntryCash(
            tx,
            companyId,
            {
              method: input.method,
              entryKind: 'PAYMENT',
              currency: plan.currency,
              handedCurrency: handed?.currency,
              recordedBy: ctx.userId,
            },
            input.paidAt ?? today,
          );
          // Read before the entry: from its receipt number on, every payment of the company waits for this commit.
          const summary = (await dealSummary(tx, companyId, plan.dealId))!;
          const recorded = await recordPayment(tx, plan, {
            amount,
            method: input.method,
            paidAt: input.paidAt ?? today,
            note: input.note || null,
            isDownPayment: false,
            recordedBy: ctx.userId,
            handed,
          });
          const payment = (await read.paymentById(tx, companyId, recorded.id))!;
          await audited(tx, ctx, {
            action: 'PAYMENT_RECORDED',
            entity: 'payment',
            entityId: recorded.id,
            changes: {
              after: {
                planId: plan.id,
                receiptNumber: recorded.receiptNumber,
                amount: payment.amount,
                currency: payment.currency,
                method: payment.method,
                remainingAfter: payment.remainingAfter,
                planStatus: recorded.planStatus,
                ...(handed
                  ? {
                      handedAmount: payment.handedAmount,
                      handedCurrency: payment.handedCurrency,
                      exchangeRate: payment.exchangeRate,
                    }
                  : {}),
              },
            },
          });
          told = await notifier.record(
            tx,
            companyId,
            paymentDrafts(summary, recorded, amount, plan.currency as Currency),
            { except: ctx.userId },
          );
          const answer: PaymentAnswer = { data: payment, message: MSG.paymentRecorded };
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
