import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Every way the stored ledger of the given plans can disagree with itself, as readable lines (none when
 * it is consistent): the plan's paid amount is the sum of its standing payments (neither a reversal entry
 * nor reversed), its discount, write-off and refunded amounts the sums of its standing discounts,
 * write-offs and refunds (refunded never more than paid), its charges the sum of its late fees not waived,
 * paid + discount + written off + remaining = total + charges, the plan status follows what remains
 * (CANCELLED and REPOSSESSED are kept), the instalments hold what the payments, discounts and write-offs
 * allocate (earliest first, the down payment's line first) with the status their amounts give, and receipt
 * numbers never repeat.
 */
export async function ledgerProblems(db: Db, planIds: readonly number[]): Promise<string[]> {
  if (planIds.length === 0) return [];
  const ids = sql.raw(planIds.map(Number).join(','));
  const problems: string[] = [];
  const plans = await rowsOf<{
    id: number;
    total: string;
    down: string;
    paid: string;
    remaining: string;
    status: string;
    discount: string;
    standing: string;
    discounts: string;
    writtenOff: string;
    writeOffs: string;
    refunded: string;
    refunds: string;
    charge: string;
    charges: string;
  }>(
    db,
    sql`select p.id, p.total_amount::text as total, p.down_payment::text as down, p.paid_amount::text as paid,
          p.remaining_amount::text as remaining, p.status, p.discount_amount::text as discount,
          coalesce((select sum(x.amount) from payments x where x.plan_id = p.id and x.reversal_of_id is null
            and x.entry_kind = 'PAYMENT'
            and not exists (select 1 from payments r where r.reversal_of_id = x.id)), 0)::text as standing,
          coalesce((select sum(x.amount) from payments x where x.plan_id = p.id and x.reversal_of_id is null
            and x.entry_kind = 'DISCOUNT'
            and not exists (select 1 from payments r where r.reversal_of_id = x.id)), 0)::text as discounts,
          p.written_off_amount::text as "writtenOff", p.refunded_amount::text as refunded,
          coalesce((select sum(x.amount) from payments x where x.plan_id = p.id and x.reversal_of_id is null
            and x.entry_kind = 'WRITE_OFF'
            and not exists (select 1 from payments r where r.reversal_of_id = x.id)), 0)::text as "writeOffs",
          coalesce((select sum(x.amount) from payments x where x.plan_id = p.id and x.reversal_of_id is null
            and x.entry_kind = 'REFUND'
            and not exists (select 1 from payments r where r.reversal_of_id = x.id)), 0)::text as refunds,
          p.charge_amount::text as charge,
          coalesce((select sum(c.amount) from plan_charges c where c.plan_id = p.id and c.entry_kind = 'CHARGE'
            and coalesce((select w.entry_kind from plan_charges w where w.charge_id = c.id order by w.id desc limit 1),
              'UNWAIVE') <> 'WAIVER'), 0)::text as charges
        from payment_plans p where p.id in (${ids}) order by p.id`,
  );
  for (const p of plans) {
    const [total, down, paid, remaining, standing, discount, discounts, charge, charges] = [
      p.total,
      p.down,
      p.paid,
      p.remaining,
      p.standing,
      p.discount,
      p.discounts,
      p.charge,
      p.charges,
    ].map(BigInt) as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
    if (paid !== standing)
      problems.push(`plan ${p.id}: paid ${paid} but its standing payments sum to ${standing}`);
    if (discount !== discounts)
      problems.push(`plan ${p.id}: discount ${discount} but its standing discounts sum to ${discounts}`);
    const [writtenOff, writeOffs, refunded, refunds] = [p.writtenOff, p.writeOffs, p.refunded, p.refunds].map(
      BigInt,
    ) as [bigint, bigint, bigint, bigint];
    if (writtenOff !== writeOffs)
      problems.push(
        `plan ${p.id}: written off ${writtenOff} but its standing write-offs sum to ${writeOffs}`,
      );
    if (refunded !== refunds || refunded > paid)
      problems.push(`plan ${p.id}: refunded ${refunded}, its standing refunds ${refunds}, paid ${paid}`);
    if (charge !== charges)
      problems.push(`plan ${p.id}: charges ${charge} but its standing late fees sum to ${charges}`);
    if (paid + discount + writtenOff + remaining !== total + charge)
      problems.push(
        `plan ${p.id}: paid ${paid} + discount ${discount} + written off ${writtenOff} + remaining ${remaining} ≠ ${total} + charges ${charge}`,
      );
    const wantStatus = remaining === 0n ? 'PAID' : 'ACTIVE';
    const kept = p.status === 'CANCELLED' || p.status === 'REPOSSESSED';
    if (!kept && p.status !== wantStatus)
      problems.push(`plan ${p.id}: status ${p.status} with ${remaining} remaining`);
    const instalments = await rowsOf<{
      sequence: number;
      amount: string;
      paid: string;
      status: string;
      cancelled: boolean;
      numbered: boolean;
    }>(
      db,
      sql`select sequence, amount::text as amount, paid_amount::text as paid, status, plan_cancelled as cancelled,
            contract_number = (select d.contract_number from deals d join payment_plans q on q.deal_id = d.id
              where q.id = ${p.id}) as numbered
          from installments where plan_id = ${p.id} order by due_date, sequence`,
    );
    if (instalments.some((i) => i.cancelled !== kept))
      problems.push(`plan ${p.id}: status ${p.status}, but its lines' plan_cancelled disagree`);
    if (instalments.some((i) => !i.numbered))
      problems.push(`plan ${p.id}: a line's contract_number is not its deal's`);
    // The down payment is the first lines: line 0 (paid at signing) and its deferred portions (negative
    // sequences), before every monthly instalment; then each line in due order, filled before the next.
    const downLines = instalments.filter((i) => i.sequence <= 0);
    const downSum = downLines.reduce((sum, i) => sum + BigInt(i.amount), 0n);
    if (downSum !== down || instalments.slice(0, downLines.length).some((i) => i.sequence > 0))
      problems.push(`plan ${p.id}: its down payment ${down} is not its first lines (${downSum})`);
    let left = paid + discount + writtenOff;
    for (const i of instalments) {
      const amount = BigInt(i.amount);
      const want = smaller(left, amount);
      left -= want;
      const status = want === 0n ? 'PENDING' : want === amount ? 'PAID' : 'PARTIAL';
      if (BigInt(i.paid) !== want || i.status !== status)
        problems.push(
          `plan ${p.id} instalment ${i.sequence}: ${i.paid} ${i.status}, expected ${want} ${status}`,
        );
    }
    // What is left after the instalments went to the late fees (settled after every instalment).
    if (instalments.length > 0 && left > charge)
      problems.push(`plan ${p.id}: ${left} paid beyond its instalments and late fees`);
  }
  const repeated = await rowsOf<{ receipt_number: number }>(
    db,
    sql`select receipt_number from payments group by company_id, receipt_number having count(*) > 1`,
  );
  for (const r of repeated) problems.push(`receipt number ${r.receipt_number} used twice`);
  return problems;
}
