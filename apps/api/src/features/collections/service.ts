import {
  type CollectionAssign,
  type CollectionListQuery,
  type CollectionRow,
  type CollectionSettings,
  type Contact,
  type ContactCreate,
  type DealDefault,
  type DealDefaultBody,
  type FieldError,
  type LateFeeSettings,
  type ListEnvelope,
  type lateFeeSettingsInputSchema,
  lateFeeSettingsOf,
  MAX_ASSIGN_BY_FILTER,
  MAX_REMINDER_BATCH,
  REMINDER_KINDS,
  type ReminderBatchQuery,
  type ReminderMessage,
  type ReminderTemplate,
  type ReminderTemplatesInput,
  reminderOf,
  lateFeeRuleOf as ruleOfInput,
} from '@cc/contracts';
import { addDays, parseMoney, todayIn, toMajorString } from '@cc/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audited } from '../../lib/audit';
import { companyOf, type RequestContext } from '../../lib/context';
import { AppError, conflict, notFound } from '../../lib/errors';
import { pageEnvelope } from '../../lib/paging';
import { MSG } from '../../messages';
import { chargeLateFees } from '../deals/charge-service';
import { lateFeeRuleOf, saveLateFeeRule } from '../deals/charges';
import { companyInfo } from '../deals/repository';
import { lockCompanyJob } from '../notifications/job';
import * as reminders from './reminders';
import * as repo from './repository';
import { agingLimitsOf, saveAgingLimits } from './settings';

const defaultAnswer = (
  dealId: number,
  mark: { defaultedAt: Date | null; reason: string | null },
): DealDefault => ({
  dealId,
  defaulted: mark.defaultedAt !== null,
  defaultedAt: mark.defaultedAt?.toISOString() ?? null,
  reason: mark.reason,
});

const invalid = (errors: FieldError[]) => new AppError(400, 'VALIDATION_FAILED', MSG.validation, errors);

const toRow = (r: repo.QueueRow): CollectionRow => ({
  id: r.id,
  dealId: r.id,
  dealKind: r.kind,
  contractNumber: r.contractNumber,
  currency: r.currency,
  buyer: r.buyer,
  guarantor: r.guarantor,
  car: r.car,
  branchId: r.branchId,
  overdueAmount: toMajorString(r.overdueAmount, r.currency),
  lateFees: toMajorString(r.lateFees, r.currency),
  daysOverdue: r.daysOverdue,
  oldestDueDate: r.oldestDueDate,
  lastContact: r.lastContact
    ? { ...r.lastContact, createdAt: new Date(r.lastContact.createdAt).toISOString() }
    : null,
  nextActionOn: r.nextActionOn,
  collector: r.collector,
  promise: r.promise
    ? {
        date: r.promise.date,
        amount: toMajorString(Number(r.promise.amount), r.currency),
        status: r.promise.status,
      }
    : null,
  brokenPromise: r.promise?.status === 'BROKEN',
});

/**
 * Collections (docs/domain/collections.md): the queue, a deal's contact log and promises, and who
 * collects it. Every write is one transaction with its audit entry.
 */
export function createCollectionService(db: Db) {
  return {
    async list(ctx: RequestContext, query: CollectionListQuery): Promise<ListEnvelope<CollectionRow>> {
      const { page, size, after, before, ...filters } = query;
      const request = { page, size, after, before };
      const companyId = companyOf(ctx);
      const today = todayIn((await companyInfo(db, companyId)).timeZone);
      const found = await repo.queuePage(db, companyId, ctx.userId, filters, request, today);
      return pageEnvelope({ ...found, rows: found.rows.map(toRow) }, request);
    },

    async contacts(ctx: RequestContext, dealId: number): Promise<Contact[]> {
      const companyId = companyOf(ctx);
      const deal = await repo.dealOf(db, companyId, dealId);
      if (!deal) throw notFound(MSG.collectionDealNotFound);
      return repo.contactsOf(db, companyId, dealId, deal.currency);
    },

    async addContact(ctx: RequestContext, dealId: number, body: ContactCreate): Promise<Contact> {
      const companyId = companyOf(ctx);
      const deal = await repo.dealOf(db, companyId, dealId);
      if (!deal) throw notFound(MSG.collectionDealNotFound);
      const today = todayIn((await companyInfo(db, companyId)).timeZone);
      let promiseAmount: number | null = null;
      if (body.outcome === 'PROMISED') {
        const parsed = parseMoney(body.promiseAmount ?? '', deal.currency);
        const errors: FieldError[] = [];
        if (!parsed.ok) errors.push({ field: 'promiseAmount', message: parsed.error });
        else if (parsed.value <= 0) errors.push({ field: 'promiseAmount', message: MSG.validation });
        if (body.promiseDate != null && body.promiseDate < today)
          errors.push({ field: 'promiseDate', message: MSG.promiseInPast });
        if (errors.length > 0) throw invalid(errors);
        promiseAmount = parsed.ok ? parsed.value : null;
      }
      // The next action: as given, else tomorrow after no answer, the promise's date after a promise.
      const nextActionOn =
        body.nextActionOn ??
        (body.outcome === 'NO_ANSWER'
          ? addDays(today, 1)
          : body.outcome === 'PROMISED'
            ? body.promiseDate!
            : null);
      return db.transaction(async (tx) => {
        const row = await repo.insertContact(tx, {
          companyId,
          dealId,
          kind: body.kind,
          outcome: body.outcome,
          note: body.note || null,
          promiseDate: body.outcome === 'PROMISED' ? body.promiseDate! : null,
          promiseAmount,
          promiseStatus: body.outcome === 'PROMISED' ? 'PENDING' : null,
          contactedOn: today,
          nextActionOn,
          createdBy: ctx.userId,
        });
        await repo.setNextAction(tx, companyId, dealId, nextActionOn);
        await audited(tx, ctx, {
          action: 'COLLECTION_CONTACT_ADDED',
          entity: 'deal',
          entityId: dealId,
          changes: {
            after: { contactId: row.id, kind: row.kind, outcome: row.outcome, promiseDate: row.promiseDate },
          },
        });
        return repo.toContact(row, null, deal.currency);
      });
    },

    collectors: (ctx: RequestContext) => repo.collectorsOf(db, companyOf(ctx)),

    /** A deal's default mark (docs/domain/collections.md#default). */
    async dealDefault(ctx: RequestContext, dealId: number): Promise<DealDefault> {
      const companyId = companyOf(ctx);
      if (!(await repo.dealStateOf(db, companyId, dealId))) throw notFound(MSG.collectionDealNotFound);
      return defaultAnswer(dealId, await repo.defaultOf(db, companyId, dealId));
    },

    /**
     * Marks a deal in default or clears the mark (company account; the route checks it), with the reason,
     * audited: only an ACTIVE deal with an ACTIVE plan is marked (409), never twice (409); the ledger is
     * untouched. The deal then leaves the queue's normal order for its tab, and the hourly job tells
     * nothing more of its instalments.
     */
    async setDealDefault(ctx: RequestContext, dealId: number, body: DealDefaultBody): Promise<DealDefault> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        const state = await repo.dealStateOf(tx, companyId, dealId);
        if (!state) throw notFound(MSG.collectionDealNotFound);
        // The deal's row, locked: two marks at once are one after the other.
        await tx.execute(
          sql`select 1 from deals where company_id = ${companyId} and id = ${dealId} for update`,
        );
        const before = await repo.defaultOf(tx, companyId, dealId);
        if (body.defaulted) {
          if (state.status !== 'ACTIVE' || state.planStatus !== 'ACTIVE')
            throw conflict(MSG.dealDefaultNotActive);
          if (before.defaultedAt) throw conflict(MSG.dealAlreadyDefaulted);
        } else if (!before.defaultedAt) {
          throw conflict(MSG.dealNotDefaulted);
        }
        await repo.setDefault(tx, companyId, dealId, body.defaulted ? body.reason : null);
        const after = await repo.defaultOf(tx, companyId, dealId);
        await audited(tx, ctx, {
          action: body.defaulted ? 'DEAL_DEFAULT_MARKED' : 'DEAL_DEFAULT_CLEARED',
          entity: 'deal',
          entityId: dealId,
          changes: {
            before: { defaulted: before.defaultedAt !== null, reason: before.reason },
            after: { defaulted: body.defaulted, reason: body.reason },
          },
        });
        return defaultAnswer(dealId, after);
      });
    },

    async assign(ctx: RequestContext, body: CollectionAssign): Promise<{ assigned: number }> {
      const companyId = companyOf(ctx);
      let dealIds: number[];
      if (body.filter) {
        const today = todayIn((await companyInfo(db, companyId)).timeZone);
        dealIds = await repo.queueMatches(
          db,
          companyId,
          ctx.userId,
          body.filter,
          today,
          MAX_ASSIGN_BY_FILTER + 1,
        );
        if (dealIds.length > MAX_ASSIGN_BY_FILTER)
          throw invalid([{ field: 'filter', message: MSG.assignTooMany }]);
        if (dealIds.length === 0) return { assigned: 0 };
      } else {
        dealIds = [...new Set(body.dealIds ?? [])];
        if ((await repo.countDeals(db, companyId, dealIds)) !== dealIds.length)
          throw notFound(MSG.collectionDealsNotFound);
      }
      if (body.collectorId !== null && !(await repo.isCollector(db, companyId, body.collectorId)))
        throw invalid([{ field: 'collectorId', message: MSG.collectorInvalid }]);
      return db.transaction(async (tx) => {
        const assigned = await repo.assignCollector(tx, companyId, dealIds, body.collectorId);
        await audited(tx, ctx, {
          action: 'COLLECTION_ASSIGNED',
          entity: 'deal',
          entityId: dealIds.length === 1 ? dealIds[0] : null,
          changes: {
            after: {
              dealIds,
              collectorId: body.collectorId,
              ...(body.filter ? { filter: body.filter } : {}),
            },
          },
        });
        return { assigned };
      });
    },

    templates: (ctx: RequestContext): Promise<ReminderTemplate[]> =>
      reminders.templatesOf(db, companyOf(ctx)),

    /** Saves the given kinds' texts (null: back to the default) in one transaction, audited. */
    async saveTemplates(ctx: RequestContext, body: ReminderTemplatesInput): Promise<ReminderTemplate[]> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        const changed: Record<string, string | null> = {};
        for (const kind of REMINDER_KINDS) {
          const text = body[kind];
          if (text === undefined) continue;
          await reminders.saveTemplate(tx, companyId, kind, text, ctx.userId);
          changed[kind] = text;
        }
        await audited(tx, ctx, {
          action: 'REMINDER_TEMPLATES_UPDATED',
          entity: 'company',
          entityId: companyId,
          changes: { after: changed },
        });
        return reminders.templatesOf(tx, companyId);
      });
    },

    /** A deal's reminders to its buyer and its guarantor (those there is something to say to). */
    async dealReminders(ctx: RequestContext, dealId: number): Promise<ReminderMessage[]> {
      const companyId = companyOf(ctx);
      const company = await companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      const [facts] = await reminders.reminderFacts(db, companyId, [dealId], today);
      if (!facts) throw notFound(MSG.collectionDealNotFound);
      const templates = await reminders.templatesOf(db, companyId);
      return (['BUYER', 'GUARANTOR'] as const).flatMap(
        (to) => reminderOf(facts, to, templates, company) ?? [],
      );
    },

    /** The reminders of the filtered queue's first {@link MAX_REMINDER_BATCH} deals, in the queue's order. */
    async reminders(ctx: RequestContext, query: ReminderBatchQuery): Promise<ReminderMessage[]> {
      const { to = 'BUYER', ...filters } = query;
      const companyId = companyOf(ctx);
      const company = await companyInfo(db, companyId);
      const today = todayIn(company.timeZone);
      const ids = await repo.queueIds(db, companyId, ctx.userId, filters, today, MAX_REMINDER_BATCH);
      const facts = await reminders.reminderFacts(db, companyId, ids, today);
      const templates = await reminders.templatesOf(db, companyId);
      return facts.flatMap((f) => reminderOf(f, to, templates, company) ?? []);
    },

    async lateFees(ctx: RequestContext): Promise<LateFeeSettings> {
      return lateFeeSettingsOf(await lateFeeRuleOf(db, companyOf(ctx)));
    },

    /**
     * PUT /collections/late-fees: the rule, its day kept while it stays on (it never reaches back); the
     * day's charging runs at once under the job's lock, so what falls due today is charged now rather
     * than at the next hour.
     */
    async saveLateFees(
      ctx: RequestContext,
      body: z.output<typeof lateFeeSettingsInputSchema>,
    ): Promise<LateFeeSettings> {
      const companyId = companyOf(ctx);
      const company = await companyInfo(db, companyId);
      return db.transaction(async (tx) => {
        const before = await lateFeeRuleOf(tx, companyId);
        const rule = ruleOfInput(body, before, todayIn(company.timeZone));
        await lockCompanyJob(tx, companyId);
        await saveLateFeeRule(tx, companyId, rule);
        await chargeLateFees(tx, companyId, todayIn(company.timeZone));
        await audited(tx, ctx, {
          action: 'LATE_FEE_RULE_UPDATED',
          entity: 'company',
          entityId: companyId,
          changes: { before: { ...before }, after: { ...rule } },
        });
        return lateFeeSettingsOf(rule);
      });
    },

    async settings(ctx: RequestContext): Promise<CollectionSettings> {
      return { agingBands: await agingLimitsOf(db, companyOf(ctx)) };
    },

    async saveSettings(ctx: RequestContext, body: CollectionSettings): Promise<CollectionSettings> {
      const companyId = companyOf(ctx);
      return db.transaction(async (tx) => {
        const before = await agingLimitsOf(tx, companyId);
        await saveAgingLimits(tx, companyId, body.agingBands);
        await audited(tx, ctx, {
          action: 'COLLECTION_SETTINGS_UPDATED',
          entity: 'company',
          entityId: companyId,
          changes: { before: { agingBands: before }, after: { agingBands: body.agingBands } },
        });
        return { agingBands: body.agingBands };
      });
    },
  };
}
