import { addDays, todayIn } from '@cc/domain';
import { sql } from 'drizzle-orm';
import { rawRows } from '../lib/raw-rows';
import type { SeedContext } from './context';

/**
 * The demo's collections (docs/domain/collections.md): on the most overdue active deals, a call that got
 * no answer (that deal marked in default), a promise kept and one broken, a visit with a promise still
 * pending; the sales user collects three of them.
 */
export async function seedCollections(ctx: SeedContext): Promise<void> {
  const today = todayIn('Asia/Baghdad', ctx.now);
  const late = await rawRows<{ deal_id: number; amount: string }>(
    ctx.tx,
    sql`select pl.deal_id, min(i.amount - i.paid_amount)::text as amount
      from installments i join payment_plans pl on pl.company_id = i.company_id and pl.id = i.plan_id
      join deals d on d.company_id = pl.company_id and d.id = pl.deal_id
      where i.company_id = ${ctx.companyId} and i.status <> 'PAID' and i.due_date < ${today}
        and d.status = 'ACTIVE' and not i.plan_cancelled
      group by pl.deal_id order by min(i.due_date), pl.deal_id limit 4`,
  );
  const collector = ctx.userIds.sales ?? null;
  const entries: [string, string, string | null, string | null, string | null, number][] = [
    // kind, outcome, promise date, promise status, note, days ago
    ['CALL', 'NO_ANSWER', null, null, 'الهاتف مغلق', 2],
    ['CALL', 'PROMISED', addDays(today, -5), 'KEPT', 'وعد بالتسديد بعد الراتب', 12],
    ['VISIT', 'PROMISED', addDays(today, -3), 'BROKEN', 'زيارة إلى محل عمله', 9],
    ['CALL', 'PROMISED', addDays(today, 3), 'PENDING', null, 1],
  ];
  for (const [index, deal] of late.entries()) {
    const [kind, outcome, promiseDate, status, note, ago] = entries[index]!;
    const on = addDays(today, -ago);
    await ctx.tx.execute(sql`insert into collection_contacts
      (company_id, deal_id, kind, outcome, note, promise_date, promise_amount, promise_status, contacted_on,
       next_action_on, created_by, created_at)
      values (${ctx.companyId}, ${deal.deal_id}, ${kind}, ${outcome}, ${note}, ${promiseDate},
        ${promiseDate ? deal.amount : null}, ${status}, ${on}, ${promiseDate ?? addDays(on, 1)}, ${collector},
        ${`${on}T09:30:00+03:00`})`);
    // The first, whose buyer never answers, is marked in default: the queue's «المتعثرة» tab.
    const defaulted = index === 0;
    await ctx.tx.execute(sql`insert into deal_collection
      (company_id, deal_id, collector_id, next_action_on, defaulted_at, default_reason)
      values (${ctx.companyId}, ${deal.deal_id}, ${index < 3 ? collector : null}, ${promiseDate ?? addDays(on, 1)},
        ${defaulted ? `${on}T10:00:00+03:00` : null}, ${defaulted ? 'لا يرد على الاتصالات وتوقف عن الدفع' : null})`);
  }
}
