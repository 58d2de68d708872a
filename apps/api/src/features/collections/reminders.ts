import {
  DEFAULT_REMINDER_TEMPLATES,
  REMINDER_KINDS,
  type ReminderFacts,
  type ReminderKind,
  type ReminderMessage,
  type ReminderTemplate,
} from '@cc/contracts';
import { type Currency, daysBetween } from '@cc/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reminderTemplates } from '../../db/schema';
import { rawRows } from '../../lib/raw-rows';

// Reminders (docs/domain/collections.md, "Reminders"): the company's texts, what a deal owes as a message
// says it, and the message with its links. Nothing is sent from the server: the office opens the links.
// A gateway that sends SMS itself would take the same `ReminderMessage` (see `ReminderGateway`).

/**
 * A way of sending a reminder without the office opening a link (an SMS provider). None is configured:
 * the product answers links only. A gateway would implement this and be called by a send endpoint that
 * logs a «رسالة» contact as opening a link does.
 */
export interface ReminderGateway {
  send(message: ReminderMessage): Promise<{ accepted: boolean; reference?: string }>;
}

/** The company's texts of every kind: its own where it saved one, else the default. */
export async function templatesOf(db: Executor, companyId: number): Promise<ReminderTemplate[]> {
  const rows = await db
    .select({ kind: reminderTemplates.kind, body: reminderTemplates.body })
    .from(reminderTemplates)
    .where(eq(reminderTemplates.companyId, companyId));
  const own = new Map(rows.map((r) => [r.kind, r.body]));
  return REMINDER_KINDS.map((kind) => ({
    kind,
    body: own.get(kind) ?? DEFAULT_REMINDER_TEMPLATES[kind],
    isDefault: !own.has(kind),
  }));
}

/** Saves a kind's text, or removes it (back to the default) when `body` is null. */
export async function saveTemplate(
  tx: Executor,
  companyId: number,
  kind: ReminderKind,
  body: string | null,
  userId: number,
) {
  if (body === null) {
    await tx
      .delete(reminderTemplates)
      .where(and(eq(reminderTemplates.companyId, companyId), eq(reminderTemplates.kind, kind)));
    return;
  }
  await tx
    .insert(reminderTemplates)
    .values({ companyId, kind, body, updatedBy: userId })
    .onConflictDoUpdate({
      target: [reminderTemplates.companyId, reminderTemplates.kind],
      set: { body, updatedBy: userId, updatedAt: new Date() },
    });
}

/** The facts of these deals of the company on `today` (deals of other companies are left out). */
export async function reminderFacts(
  db: Executor,
  companyId: number,
  dealIds: readonly number[],
  today: string,
): Promise<ReminderFacts[]> {
  if (dealIds.length === 0) return [];
  const unpaid = sql`i.company_id = pl.company_id and i.plan_id = pl.id and not i.plan_cancelled and i.status <> 'PAID'`;
  const rows = await rawRows<{
    id: number;
    kind: ReminderFacts['dealKind'];
    contract_number: number;
    currency: Currency;
    buyer: ReminderFacts['buyer'];
    guarantor: ReminderFacts['guarantor'];
    overdue: string | number | null;
    oldest: string | null;
    next_due: { date: string; amount: number } | null;
    promise: ReminderFacts['promise'];
  }>(
    db,
    sql`select d.id, d.kind, d.contract_number, d.currency,
      (select json_build_object('fullName', p.full_name, 'phone', p.phone) from persons p
        where p.company_id = d.company_id and p.id = d.buyer_id) as buyer,
      (select json_build_object('fullName', p.full_name, 'phone', p.phone) from persons p
        where p.company_id = d.company_id and p.id = d.guarantor_id) as guarantor,
      (select sum(i.amount - i.paid_amount) from installments i where ${unpaid} and i.due_date < ${today}) as overdue,
      (select min(i.due_date)::text from installments i where ${unpaid} and i.due_date < ${today}) as oldest,
      (select json_build_object('date', i.due_date, 'amount', i.amount - i.paid_amount) from installments i
        where ${unpaid} and i.due_date >= ${today} order by i.due_date, i.id limit 1) as next_due,
      (select json_build_object('date', c.promise_date, 'amount', c.promise_amount, 'status', c.promise_status)
        from collection_contacts c where c.company_id = d.company_id and c.deal_id = d.id and c.outcome = 'PROMISED'
        order by c.id desc limit 1) as promise
    from deals d
    left join payment_plans pl on pl.company_id = d.company_id and pl.deal_id = d.id
    where d.company_id = ${companyId} and d.id in (${sql.join(
      dealIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(
    rows.map((r): [number, ReminderFacts] => [
      Number(r.id),
      {
        dealId: Number(r.id),
        dealKind: r.kind,
        contractNumber: Number(r.contract_number),
        currency: r.currency,
        buyer: r.buyer,
        guarantor: r.guarantor,
        overdueAmount: Number(r.overdue ?? 0),
        oldestDueDate: r.oldest,
        daysOverdue: r.oldest ? daysBetween(r.oldest, today) : 0,
        nextDue: r.next_due ? { date: r.next_due.date, amount: Number(r.next_due.amount) } : null,
        promise: r.promise ? { ...r.promise, amount: Number(r.promise.amount) } : null,
      },
    ]),
  );
  return dealIds.flatMap((id) => byId.get(id) ?? []);
}
