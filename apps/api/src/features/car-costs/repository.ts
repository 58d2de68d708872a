import type { Currency } from '@cc/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carExpenses, carPurchases, deals, persons, users } from '../../db/schema';
import { rawRows } from '../../lib/raw-rows';

// What a car cost and earned (docs/domain/car-costs.md): its purchase, its expenses, its open deal, and
// the profit of the sales of a period. Only the CAR_COSTS service reads these tables.

export type PurchaseRow = typeof carPurchases.$inferSelect;
export type ExpenseRow = typeof carExpenses.$inferSelect;

/** The car's purchase with its seller's name (an account card's, else the name given); null: none recorded. */
export async function purchaseOf(db: Executor, companyId: number, carId: number) {
  const [row] = await db
    .select({ purchase: carPurchases, sellerFullName: persons.fullName })
    .from(carPurchases)
    .leftJoin(
      persons,
      and(eq(persons.companyId, carPurchases.companyId), eq(persons.id, carPurchases.sellerPersonId)),
    )
    .where(and(eq(carPurchases.companyId, companyId), eq(carPurchases.carId, carId)));
  return row ?? null;
}

/** Records or replaces the car's purchase. */
export async function upsertPurchase(db: Executor, values: typeof carPurchases.$inferInsert) {
  await db
    .insert(carPurchases)
    .values(values)
    .onConflictDoUpdate({
      target: [carPurchases.companyId, carPurchases.carId],
      set: {
        amount: values.amount,
        currency: values.currency,
        date: values.date,
        sellerPersonId: values.sellerPersonId ?? null,
        sellerName: values.sellerName ?? null,
        note: values.note ?? null,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
}

/** The car's expenses, oldest first, with who recorded each. */
export function expensesOf(db: Executor, companyId: number, carId: number) {
  return db
    .select({ expense: carExpenses, createdByName: users.fullName })
    .from(carExpenses)
    .leftJoin(users, and(eq(users.companyId, carExpenses.companyId), eq(users.id, carExpenses.createdBy)))
    .where(and(eq(carExpenses.companyId, companyId), eq(carExpenses.carId, carId)))
    .orderBy(asc(carExpenses.date), asc(carExpenses.id));
}

export async function insertExpense(db: Executor, values: typeof carExpenses.$inferInsert): Promise<number> {
  const [row] = await db.insert(carExpenses).values(values).returning({ id: carExpenses.id });
  return row!.id;
}

/** Deletes one expense of the car; the row deleted, or null when the car has no such expense. */
export async function deleteExpense(db: Executor, companyId: number, carId: number, id: number) {
  const [row] = await db
    .delete(carExpenses)
    .where(and(eq(carExpenses.companyId, companyId), eq(carExpenses.carId, carId), eq(carExpenses.id, id)))
    .returning();
  return row ?? null;
}

/** The car's open deal (neither cancelled nor repossessed): its sale. At most one (a unique index). */
export async function saleOf(db: Executor, companyId: number, carId: number) {
  const [row] = await db
    .select({
      dealId: deals.id,
      kind: deals.kind,
      contractNumber: deals.contractNumber,
      contractDate: deals.contractDate,
      price: deals.price,
      currency: deals.currency,
    })
    .from(deals)
    .where(
      and(
        eq(deals.companyId, companyId),
        eq(deals.carId, carId),
        sql`${deals.status} <> 'CANCELLED' and ${deals.repossessedAt} is null`,
      ),
    );
  return row ?? null;
}

/** A group of sales in one currency: what the sales brought, what their cars cost, how many sales. */
export interface ProfitGroupRow {
  key: string;
  name: string | null;
  currency: Currency;
  revenue: string;
  cost: string;
  sales: string;
}

/**
 * The sales of a period (open deals by contract date) grouped by month ('yyyy-MM') or branch, per
 * currency: their prices as revenue in the deal's currency, their cars' purchases and expenses as cost
 * in theirs. One statement; never a sum across currencies.
 */
export function profitGroups(
  db: Executor,
  companyId: number,
  q: { from: string; to: string; groupBy: 'month' | 'branch'; branchId?: number | undefined },
) {
  const key =
    q.groupBy === 'month' ? sql`to_char(d.contract_date, 'YYYY-MM')` : sql`coalesce(d.branch_id::text, '')`;
  const branch = q.branchId !== undefined ? sql`and d.branch_id = ${q.branchId}` : sql``;
  return rawRows<ProfitGroupRow>(
    db,
    sql`with sold as (
          select d.company_id, d.car_id, d.branch_id, ${key} as key, d.price, d.currency
          from deals d
          where d.company_id = ${companyId} and d.status <> 'CANCELLED' and d.repossessed_at is null
            and d.contract_date between ${q.from}::date and ${q.to}::date ${branch}
        ), flows as (
          select key, branch_id, currency, price as revenue, 0::bigint as cost, 1 as sale from sold
          union all
          select s.key, s.branch_id, p.currency, 0, p.amount, 0 from sold s
            join car_purchases p on p.company_id = s.company_id and p.car_id = s.car_id
          union all
          select s.key, s.branch_id, e.currency, 0, e.amount, 0 from sold s
            join car_expenses e on e.company_id = s.company_id and e.car_id = s.car_id
        )
        select f.key, ${
          q.groupBy === 'branch'
            ? sql`(select b.name from branches b where b.company_id = ${companyId} and b.id = min(f.branch_id))`
            : sql`null::text`
        } as name, f.currency,
          sum(f.revenue)::text as revenue, sum(f.cost)::text as cost, sum(f.sale)::text as sales
        from flows f
        group by f.key, f.currency
        order by f.key, f.currency`,
  );
}
