import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { branches, companies } from '../src/db/schema';

/** How big the generated company is: 100,000 cars, 90,000 deals with 7 instalments each (630,000). */
export const SCALE = { cars: 100_000, installmentsPerPlan: 7 } as const;

/**
 * One company of dashboard scale written in a few statements (the plan test and the benchmark):
 * cars 10% Pending, 20% Active (deals of the last 300 days, 3 of their instalments paid: 7 unless
 * `instalments` says), 70% Paid (deals of the last five years); IQD and USD, two kinds, half in a branch, about 1% cancelled; a down payment
 * per deal, a payment per paid instalment, and a reversed payment on every 50th active deal.
 * `dealCount` (default: 90% of the cars) gives deals to the first cars only; the others are Pending.
 */
export async function createScaleCompany(
  db: Db,
  today: string,
  carCount: number = SCALE.cars,
  personCount = 1000,
  dealCount?: number,
  instalments: number = SCALE.installmentsPerPlan,
): Promise<{ companyId: number; branchId: number }> {
  const [company] = await db.insert(companies).values({ name: 'معرض كبير' }).returning({ id: companies.id });
  const companyId = company!.id;
  const [branch] = await db
    .insert(branches)
    .values({ companyId, name: 'الفرع الرئيسي' })
    .returning({ id: branches.id });
  const branchId = branch!.id;
  const c = companyId;
  const t = sql`${today}::date`;
  const n = carCount;
  // The cars of rank up to `dealt` (but every tenth) have a deal: that many ranks hold `dealCount` deals.
  const dealt = dealCount === undefined ? n : Math.min(n, dealCount + Math.floor((dealCount - 1) / 9));
  // The dashboard's triggers (migration 0015) join each bulk statement's rows to the tables written just
  // before: fresh statistics keep those joins hashed (without them one statement took minutes).
  const analyze = (table: string) => db.execute(sql.raw(`analyze ${table}`));
  await db.execute(sql`
    insert into persons (company_id, full_name, search_text)
    select ${c}, 'مشتري ' || g, 'مشتري ' || g from generate_series(1, ${personCount}) g`);
  await db.execute(sql`
    insert into cars (company_id, name, model, color, plate_number, chassis_number, status, search_text, plate_key, chassis_key)
    select ${c}, 'سيارة ' || g, 2000 + g % 26, 'أبيض', 'بغداد ' || g, 'CH' || g,
           case when g % 10 = 0 or g > ${dealt} then 'Pending' when g % 10 in (1, 2) then 'Active' else 'Paid' end,
           'سياره ' || g, 'بغداد' || g, 'ch' || g
    from generate_series(1, ${n}) g`);
  // g: the car's rank; class by g % 10 as the cars' statuses above.
  await db.execute(sql`
    insert into deals (company_id, kind, contract_number, contract_date, seller_type, buyer_id, car_id, branch_id,
                       currency, price, status)
    select ${c}, case when g % 3 = 0 then 'AUTHORIZATION' else 'CONTRACT' end, g,
           ${t} - (case when g % 10 in (1, 2) then g % 300 else g % 1800 end)::int,
           'COMPANY', p.id, car.id, case when g % 2 = 0 then ${branchId}::int end,
           case when g % 4 = 0 then 'USD' else 'IQD' end,
           case when g % 4 = 0 then 2000000 else 30000000 end,
           case when g % 97 = 0 and g % 10 > 2 then 'CANCELLED' else 'ACTIVE' end
    from (select id, row_number() over (order by id) as g from cars where company_id = ${c}) car
    join (select id, row_number() over (order by id) - 1 as k from persons where company_id = ${c}) p on p.k = car.g % ${personCount}
    where car.g % 10 <> 0 and car.g <= ${dealt}`);
  await analyze('deals');
  // Price = a tenth down + N instalments of 9/(10 N) (USD 20,000.00, IQD 30,000,000), the last one carrying
  // what the division left; totals stay consistent.
  const n10 = 10 * instalments;
  await db.execute(sql`
    insert into payment_plans (company_id, deal_id, payment_type, currency, total_amount, down_payment, paid_amount,
                               remaining_amount, status, installment_count, installment_amount, first_due_date)
    select d.company_id, d.id, 'INSTALLMENTS', d.currency, d.price, d.price / 10,
           case when d.status = 'CANCELLED' then 0 when d.contract_number % 10 in (1, 2) then d.price / 10 + 3 * (d.price * 9 / ${n10}) else d.price end,
           case when d.status = 'CANCELLED' then d.price when d.contract_number % 10 in (1, 2) then d.price - d.price / 10 - 3 * (d.price * 9 / ${n10}) else 0 end,
           case when d.status = 'CANCELLED' then 'CANCELLED' when d.contract_number % 10 in (1, 2) then 'ACTIVE' else 'PAID' end,
           ${instalments}, d.price * 9 / ${n10}, (d.contract_date + interval '1 month')::date
    from deals d where d.company_id = ${c}`);
  await analyze('payment_plans');
  await db.execute(sql`
    insert into installments (company_id, plan_id, sequence, due_date, amount, paid_amount, status, plan_cancelled, contract_number)
    select pl.company_id, pl.id, k, (d.contract_date + make_interval(months => k))::date, a.amount,
           case when pl.status = 'PAID' or (pl.status = 'ACTIVE' and k <= 3) then a.amount else 0 end,
           case when pl.status = 'PAID' or (pl.status = 'ACTIVE' and k <= 3) then 'PAID' else 'PENDING' end,
           pl.status = 'CANCELLED', d.contract_number
    from payment_plans pl join deals d on d.company_id = pl.company_id and d.id = pl.deal_id
    cross join generate_series(0, ${instalments}) k
    -- Line 0 is the down payment, due on the contract date. The last instalment carries what the division
    -- left (6 units): the schedule sums to the price, so a payment recorded on a generated plan replays
    -- (the plan's amounts check).
    cross join lateral (select case when k = 0 then pl.down_payment when k = ${instalments}
      then pl.total_amount - pl.down_payment - (k - 1) * pl.installment_amount else pl.installment_amount end as amount) a
    where pl.company_id = ${c}`);
  await analyze('installments');
  const receipts = sql`(select coalesce(max(receipt_number), 0) from payments where company_id = ${c}) + row_number() over ()`;
  // The down payments, then one payment per paid instalment on its due date.
  await db.execute(sql`
    insert into payments (company_id, plan_id, receipt_number, amount, currency, method, paid_at, is_down_payment, remaining_after)
    select pl.company_id, pl.id, ${receipts}, pl.down_payment, pl.currency, 'CASH', d.contract_date, true, 0
    from payment_plans pl join deals d on d.company_id = pl.company_id and d.id = pl.deal_id
    where pl.company_id = ${c} and pl.status <> 'CANCELLED'`);
  await db.execute(sql`
    insert into payments (company_id, plan_id, receipt_number, amount, currency, method, paid_at, remaining_after)
    select i.company_id, i.plan_id, ${receipts}, i.amount, pl.currency, 'CASH', least(${t}, i.due_date), 0
    from installments i join payment_plans pl on pl.company_id = i.company_id and pl.id = i.plan_id
    where i.company_id = ${c} and i.status = 'PAID' and i.sequence > 0`);
  await db.execute(sql`
    insert into payments (company_id, plan_id, receipt_number, amount, currency, method, paid_at, note, remaining_after)
    select pl.company_id, pl.id, ${receipts}, pl.installment_amount, pl.currency, 'CASH',
           greatest(d.contract_date, ${t} - (d.contract_number % 20)::int), 'scale-reversed', 0
    from payment_plans pl join deals d on d.company_id = pl.company_id and d.id = pl.deal_id
    where pl.company_id = ${c} and pl.status = 'ACTIVE' and d.contract_number % 50 = 1`);
  await db.execute(sql`
    insert into payments (company_id, plan_id, receipt_number, amount, currency, method, paid_at, remaining_after, reversal_of_id, reason)
    select p.company_id, p.plan_id, ${receipts}, p.amount, p.currency, 'CASH', p.paid_at, 0, p.id, 'عكس'
    from payments p where p.company_id = ${c} and p.note = 'scale-reversed'`);
  // The number series continue after the generated rows, so a deal or a payment recorded on the generated
  // company (the benchmark's POST /payments) takes the next free number.
  await db.execute(sql`
    insert into deal_counters (company_id, kind, last_number)
    select ${c}::int, 'RECEIPT', coalesce(max(receipt_number), 0) from payments where company_id = ${c}
    union all
    select ${c}::int, k.kind, coalesce((select max(contract_number) from deals where company_id = ${c} and kind = k.kind), 0)
    from (values ('CONTRACT'), ('AUTHORIZATION')) k(kind)
    on conflict (company_id, kind) do update set last_number = excluded.last_number`);
  for (const table of ['cars', 'deals', 'payment_plans', 'installments', 'payments', 'persons']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return { companyId, branchId };
}
