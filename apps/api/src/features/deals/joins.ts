import { normalizeDigits } from '@cc/domain';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cars, deals, installments, paymentPlans, payments, persons } from '../../db/schema';
import { likePattern } from '../../lib/arabic-search';

// What the deal, instalment and payment reads share: the joins by company key, and the keyword's deals.

/** Company tables refer to each other by (company_id, id): a join matches the company, then the key. */
const sameCompany = (
  target: { companyId: AnyPgColumn },
  targetKey: AnyPgColumn,
  source: { companyId: AnyPgColumn },
  sourceKey: AnyPgColumn,
): SQL => and(eq(target.companyId, source.companyId), eq(targetKey, sourceKey))!;

// Each join once, named for what it finds.
export const planOfDeal = sameCompany(paymentPlans, paymentPlans.dealId, deals, deals.id);
export const dealOfPlan = sameCompany(deals, deals.id, paymentPlans, paymentPlans.dealId);
export const planOfInstallment = sameCompany(
  paymentPlans,
  paymentPlans.id,
  installments,
  installments.planId,
);
export const planOfPayment = sameCompany(paymentPlans, paymentPlans.id, payments, payments.planId);

/** The largest number the integer columns hold; a longer run of digits is a phone or an id. */
const MAX_INTEGER = 2_147_483_647;

/**
 * A keyword of digits only may be a contract (or receipt, or clearance) number. Staff also search by
 * phone (07701234567), which is beyond the integer column: such a keyword matches names, phones and cars
 * only.
 */
export function numberIn(keyword: string | undefined): number | null {
  const digits = normalizeDigits(keyword ?? '').trim();
  if (!digits || !/^\d{1,10}$/.test(digits)) return null;
  const number = Number(digits);
  return number <= MAX_INTEGER ? number : null;
}

/** The person is the deal's seller, buyer or guarantor. */
export const namesPerson = (personId: number) =>
  or(eq(deals.sellerId, personId), eq(deals.buyerId, personId), eq(deals.guarantorId, personId));

/** Up to this many deals a keyword finds, their ids are the list's filter (see {@link dealsFound}). */
export const FEW_DEALS = 1000;

/** The deal columns a keyword's condition reads (the deals table, or an alias of it). */
type DealColumns = Pick<typeof deals, 'buyerId' | 'sellerId' | 'carId' | 'contractNumber'>;

/**
 * The company's deals a keyword finds: by its buyer's (and, `seller`, its seller's) name or phone, its
 * car's name, plate or chassis (`car`), or its number; null for no keyword.
 *
 * They are read first, up to {@link FEW_DEALS} + 1 of them (a union of index reads: the persons and cars
 * from their trigram indexes, their deals by key, the number from its index). When they are few, a list
 * filters by their ids (`few`): the planner knows how many, and reads just their rows. When they are
 * many, a list tests each row it reads in its order against the keyword (`many`, the persons and cars
 * found hashed once) and stops when its page is full, which takes few rows since many match. One plan
 * could not do both: the keyword as an OR over joined tables made PostgreSQL join every deal to its
 * buyer, seller and car (a selective keyword read the whole list), and the deals' ids as a subquery left
 * it guessing their number (an unselective one read and sorted every matching row).
 */
export async function dealsFound(
  db: Executor,
  companyId: number,
  keyword: string | undefined,
  by: { seller: boolean; car: boolean },
): Promise<DealsFound | null> {
  const pattern = likePattern(keyword);
  if (!pattern) return null;
  const number = numberIn(keyword);
  const personsFound = sql`select p.id from ${persons} p where p.company_id = ${companyId} and p.search_text like ${pattern}`;
  const carsFound = sql`select c.id from ${cars} c where c.company_id = ${companyId} and c.search_text like ${pattern}`;
  const dealsWhere = (condition: SQL) =>
    sql`select d.id from ${deals} d where d.company_id = ${companyId} and ${condition}`;
  const branches = [
    dealsWhere(sql`d.buyer_id in (${personsFound})`),
    by.seller ? dealsWhere(sql`d.seller_id in (${personsFound})`) : undefined,
    by.car ? dealsWhere(sql`d.car_id in (${carsFound})`) : undefined,
    number !== null ? dealsWhere(sql`d.contract_number = ${number}`) : undefined,
  ].filter((b): b is SQL => b !== undefined);
  const result = (await db.execute(
    sql`select id from (${sql.join(branches, sql` union all `)}) found limit ${FEW_DEALS + 1}`,
  )) as unknown as { rows: { id: number }[] };
  const ids = [...new Set(result.rows.map((r) => r.id))];
  if (ids.length <= FEW_DEALS) return { few: ids };
  return {
    many: (d: DealColumns) =>
      or(
        sql`${d.buyerId} in (${personsFound})`,
        by.seller ? sql`${d.sellerId} in (${personsFound})` : undefined,
        by.car ? sql`${d.carId} in (${carsFound})` : undefined,
        number !== null ? eq(d.contractNumber, number) : undefined,
      )!,
  };
}

/** The deals a keyword finds: few, by id, or many, by the keyword's condition on a deal (see {@link dealsFound}). */
export type DealsFound = { few: number[] } | { many: (d: DealColumns) => SQL };

/** `column` is one of `ids` (an array parameter: one placeholder, and the planner sees its length). */
export const oneOf = (column: AnyPgColumn | SQL, ids: readonly number[]): SQL =>
  sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;
