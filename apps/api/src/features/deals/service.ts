import type {
  Deal,
  DealInput,
  DealKind,
  DealListQuery,
  FieldError,
  InstallmentListQuery,
  InstallmentRow,
  ListEnvelope,
  PaymentPlan,
  RescheduleBody,
} from '@cc/contracts';
import {
  type Currency,
  cancelRefusal,
  carStatusAtSale,
  dealDateProblems,
  deferredTotal,
  isDeferredDownLine,
  MESSAGES,
  planReschedule,
  planTerms,
  rescheduleFacts,
  todayIn,
  withDownPayment,
} from '@cc/domain';
import type { Db, Executor } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { pageEnvelope } from '../../lib/paging';
import { MSG } from '../../messages';
import { dealSummary, type Notifier } from '../notifications/notifier';
import type { CreatedNotification } from '../notifications/repository';
import { drafts } from '../notifications/texts';
import * as read from './deal-reads';
import { installmentPage } from './installment-reads';
import { recordPayment, replayAndStore } from './ledger';
import * as repo from './repository';

// Contracts and authorizations, their payment plans and instalments (docs/domain/deals.md). The ledger's
// entries are payment-service.ts's.

const invalid = (errors: FieldError[]) => new AppError(400, 'VALIDATION_FAILED', MSG.validation, errors);

const notFoundOf = (kind: DealKind) =>
  notFound(kind === 'CONTRACT' ? MSG.contractNotFound : MSG.authorizationNotFound);

const stepOf = (company: repo.CompanyInfo, currency: Currency) =>
  currency === 'IQD' ? company.roundingStepIqd : company.roundingStepUsd;

/** Amount and schedule rules of a new deal (planTerms of @cc/domain, with the company's rounding step and remainder). */
function dealAmounts(input: DealInput, company: repo.CompanyInfo, contractDate: string) {
  const terms = planTerms({
    ...input,
    contractDate,
    roundingStep: stepOf(company, input.currency as Currency),
    remainder: company.instalmentRemainder,
  });
  if (!terms.ok) throw invalid([...terms.errors]);
  return terms.value;
}

/**
 * Whether the user may record money received: the company account, or staff holding UPDATE_INSTALLMENT
 * (the permission of POST /payments). Deal creation records the down payment only for them.
 */
export function mayRecordPayments(ctx: Pick<RequestContext, 'kind' | 'permissions'>): boolean {
  return ctx.kind === 'COMPANY' || ctx.permissions.has('UPDATE_INSTALLMENT');
}

/** The parties, branch and template a new deal names must be the company's (404 otherwise). */
async function assertReferences(tx: Executor, companyId: number, input: DealInput, sellerId: number | null) {
  const found = await repo.existingPersons(
    tx,
    companyId,
    [sellerId, input.buyerId, input.guarantorId ?? null].filter((x): x is number => x !== null),
  );
  if (sellerId !== null && !found.has(sellerId)) throw notFound(MSG.sellerNotFound);
  if (!found.has(input.buyerId)) throw notFound(MSG.buyerNotFound);
  if (input.guarantorId && !found.has(input.guarantorId)) throw notFound(MSG.guarantorNotFound);
  if (input.branchId) {
    const branch = await repo.branchStatus(tx, companyId, input.branchId);
    if (!branch) throw notFound(MSG.branchNotFound);
    // A deactivated branch is offered to no new deal (docs/domain/staff-and-settings.md#branches).
    if (branch === 'INACTIVE')
      throw new AppError(409, 'CONFLICT', MSG.branchInactive, [
        { field: 'branchId', message: MSG.branchInactive },
      ]);
  }
  if (input.templateId && !(await repo.templateUsable(tx, companyId, input.templateId))) {
    throw notFound(MSG.templateNotFound);
  }
}

/** Takes the car off sale by a guarded update (a Pending car only): 404 when not the company's, else 409. */
async function takeCar(tx: Executor, companyId: number, carId: number, status: 'Active' | 'Paid') {
  if (await repo.takePendingCar(tx, companyId, carId, status)) return;
  if (!(await repo.carExists(tx, companyId, carId))) throw notFound(MSG.carNotFound);
  throw conflict(MSG.carNotForSale);
}

export function createDealsService(db: Db, notifier: Notifier) {
  const todayOf = (company: repo.CompanyInfo) => todayIn(company.timeZone);

  return {
    async listDeals(ctx: RequestContext, kind: DealKind, query: DealListQuery): Promise<ListEnvelope<Deal>> {
      const company = await repo.companyInfo(db, companyOf(ctx));
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      const found = await read.dealPage(db, company, kind, filters, request, todayOf(company));
      return pageEnvelope(found, request);
    },

    async getDeal(ctx: RequestContext, kind: DealKind, id: number): Promise<Deal> {
      const company = await repo.companyInfo(db, companyOf(ctx));
      const deal = await read.dealById(db, company, id, todayOf(company), kind);
      if (!deal) throw notFoundOf(kind);
      return deal;
    },

    /**
     * One transaction: the parties and the car checked in the company (404 otherwise), the car taken
     * from Pending by a guarded update (409 when not for sale), the number from the counter, the deal,
     * its plan and schedule (the down payment its first line, due on the deal's date), and the down
     * payment recorded as the plan's first payment when the creator may record payments (else it stays
     * due: docs/domain/permissions.md#money-at-deal-creation).
     */
    async createDeal(ctx: RequestContext, kind: DealKind, input: DealInput): Promise<Deal> {
      // Creating a deal creates its payment plan: staff need both permissions (docs/domain/deals.md#creating-a-deal).
      if (ctx.kind === 'USER' && !ctx.permissions.has('CREATE_PAYMENT_PLAN')) throw forbidden();
      const companyId = companyOf(ctx);
      const company = await repo.companyInfo(db, companyId);
      const today = todayOf(company);
      const dateProblems = dealDateProblems({
        contractDate: input.contractDate ?? today,
        firstDueDate: input.firstDueDate ?? null,
        today,
      });
      if (dateProblems.length > 0) throw invalid(dateProblems);
      const amounts = dealAmounts(input, company, input.contractDate ?? today);
      // What is paid at signing: the down payment less its deferred portions (باقي المقدمة).
      const atSigning = amounts.downPayment - deferredTotal(amounts.deferred);
      const sellerId = input.sellerType === 'PERSON' ? (input.sellerId ?? null) : null;
      if (sellerId !== null && input.guarantorId && sellerId === input.guarantorId) {
        throw invalid([{ field: 'guarantorId', message: MSG.sellerIsGuarantor }]);
      }
      let told: CreatedNotification[] = [];
      try {
        const created = await db.transaction(async (tx) => {
          await assertReferences(tx, companyId, input, sellerId);
          // The money of the signing is recorded only by who may record payments; else it stays due.
          const recordsDown = atSigning > 0 && mayRecordPayments(ctx);
          const recordedAtSigning = recordsDown ? atSigning : 0;
          await takeCar(tx, companyId, input.carId, carStatusAtSale({ ...amounts, recordedAtSigning }));
          const contractNumber = await repo.nextNumber(tx, companyId, kind);
          const contractDate = input.contractDate ?? today;
          // What the audit entry records too.
          const terms = {
            contractNumber,
            contractDate,
            sellerType: input.sellerType,
            sellerId,
            buyerId: input.buyerId,
            guarantorId: input.guarantorId ?? null,
            carId: input.carId,
            currency: input.currency,
          };
          const dealId = await repo.insertDeal(tx, {
            ...terms,
            companyId,
            kind,
            branchId: input.branchId ?? null,
            templateId: input.templateId ?? null,
            notes: input.notes || null,
            price: amounts.price,
            createdBy: ctx.userId,
          });
          const plan = await repo.insertPlan(tx, {
            companyId,
            dealId,
            paymentType: input.paymentType,
            currency: input.currency,
            totalAmount: amounts.price,
            downPayment: amounts.downPayment,
            paidAmount: 0,
            remainingAmount: amounts.price,
            installmentCount: amounts.schedule.length,
            installmentAmount: amounts.installmentAmount,
            firstDueDate: amounts.schedule[0]?.dueDate ?? null,
          });
          await repo.insertInstallments(
            tx,
            companyId,
            plan.id,
            withDownPayment(amounts.schedule, amounts.downPayment, contractDate, amounts.deferred),
          );
          if (recordsDown) {
            await recordPayment(tx, plan, {
              amount: atSigning,
              method: 'CASH',
              paidAt: contractDate,
              note: null,
              isDownPayment: true,
              recordedBy: ctx.userId,
            });
          }
          const record = (await read.dealById(tx, company, dealId, today))!;
          await audited(tx, ctx, {
            action: kind === 'CONTRACT' ? 'CONTRACT_CREATED' : 'AUTHORIZATION_CREATED',
            entity: 'deal',
            entityId: dealId,
            changes: {
              after: {
                ...terms,
                price: record.price,
                downPayment: record.paymentPlan.downPayment,
                paymentType: input.paymentType,
                installmentCount: record.paymentPlan.installmentCount,
                ...(amounts.deferred.length > 0
                  ? {
                      deferredDownPayments: record.paymentPlan.installments
                        .filter(isDeferredDownLine)
                        .map((l) => ({ amount: l.amount, dueDate: l.dueDate })),
                    }
                  : {}),
              },
            },
          });
          const summary = (await dealSummary(tx, companyId, dealId))!;
          told = await notifier.record(tx, companyId, [drafts.dealCreated(summary)], { except: ctx.userId });
          return record;
        });
        notifier.afterCommit(told);
        return created;
      } catch (error) {
        // A concurrent deal on the same car that slipped past the guarded update (the index is the backstop).
        if (isUniqueViolation(error, 'deals_one_open_deal_per_car_key')) throw conflict(MSG.carNotForSale);
        throw error;
      }
    },

    /** Cancel: refused while non-reversed payments exist; else CANCELLED, plan CANCELLED, car Pending. */
    async cancelDeal(ctx: RequestContext, kind: DealKind, id: number, reason: string): Promise<void> {
      const companyId = companyOf(ctx);
      await db.transaction(async (tx) => {
        const deal = await repo.lockDeal(tx, companyId, id, kind);
        if (!deal) throw notFoundOf(kind);
        const plan = (await repo.lockPlanOfDeal(tx, companyId, id))!;
        if (plan.status === 'REPOSSESSED') throw conflict(MESSAGES.repossession.cancelRepossessed);
        const active = await repo.activePaymentsOf(tx, companyId, plan.id);
        const refusal = cancelRefusal({ kind, status: deal.status }, active.length > 0);
        if (refusal) throw conflict(refusal.error);
        await repo.markDealCancelled(tx, companyId, id, reason);
        await repo.updatePlan(tx, companyId, plan.id, { status: 'CANCELLED' });
        await repo.markInstallmentsCancelled(tx, companyId, plan.id);
        await repo.setCarStatus(tx, companyId, deal.carId, 'Pending');
        await audited(tx, ctx, {
          action: kind === 'CONTRACT' ? 'CONTRACT_CANCELLED' : 'AUTHORIZATION_CANCELLED',
          entity: 'deal',
          entityId: id,
          changes: { before: { status: deal.status }, after: { status: 'CANCELLED', cancelReason: reason } },
        });
      });
    },

    async getPlan(ctx: RequestContext, id: number): Promise<PaymentPlan> {
      const company = await repo.companyInfo(db, companyOf(ctx));
      const plan = await read.planById(db, company.id, id, todayOf(company));
      if (!plan) throw notFound(MSG.planNotFound);
      return plan;
    },

    /**
     * Re-spreads the unpaid instalments (none paid at all) over a new count from a new first date,
     * keeping the remaining total; paid and partly paid instalments stay as they are.
     */
    async reschedule(ctx: RequestContext, id: number, body: RescheduleBody): Promise<PaymentPlan> {
      const companyId = companyOf(ctx);
      const company = await repo.companyInfo(db, companyId);
      const today = todayOf(company);
      return db.transaction(async (tx) => {
        const plan = await repo.lockPlan(tx, companyId, id);
        if (!plan) throw notFound(MSG.planNotFound);
        const all = await repo.installmentsOfPlan(tx, companyId, id);
        const step = stepOf(company, plan.currency as Currency);
        const done = planReschedule(
          plan.status,
          rescheduleFacts(all),
          body,
          step,
          company.instalmentRemainder,
        );
        if (!done.ok)
          throw done.field ? invalid([{ field: done.field, message: done.error }]) : conflict(done.error);
        const unpaid = done.value.facts.replaced;
        await repo.deleteInstallments(
          tx,
          companyId,
          unpaid.map((i) => i.id),
        );
        await repo.insertInstallments(tx, companyId, id, done.value.schedule);
        await repo.updatePlan(tx, companyId, id, {
          installmentCount: done.value.installmentCount,
          installmentAmount: done.value.installmentAmount,
          firstDueDate: done.value.firstDueDate ?? plan.firstDueDate,
        });
        await replayAndStore(tx, plan);
        await audited(tx, ctx, {
          action: 'PAYMENT_PLAN_RESCHEDULED',
          entity: 'payment_plan',
          entityId: id,
          changes: {
            before: { unpaidCount: unpaid.length, firstUnpaidDue: unpaid.map((i) => i.dueDate).sort()[0] },
            after: { unpaidCount: body.installmentCount, firstUnpaidDue: body.firstDueDate },
          },
        });
        return (await read.planById(tx, companyId, id, today))!;
      });
    },

    async listInstallments(
      ctx: RequestContext,
      query: InstallmentListQuery,
    ): Promise<ListEnvelope<InstallmentRow>> {
      const company = await repo.companyInfo(db, companyOf(ctx));
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      const found = await installmentPage(db, company.id, filters, request, todayOf(company));
      return pageEnvelope(found, request);
    },
  };
}
