import {
  type DealListQuery,
  dealListQuerySchema,
  installmentListQuerySchema,
  paymentListQuerySchema,
} from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createScaleCompany } from '../../../test/scale-data';
import { dealPage, installmentPage, paymentPage } from './read-repository';
import { companyInfo } from './repository';

// A deal page past its first rows finds its deals' ids first, over the sort's index, then reads those
// deals with their lookups (read-repository.ts DEAL_DEFERRED_FROM): every row skipped otherwise ran the
// select list's subqueries. Its pages must hold exactly the deals a plain OFFSET would, in order.
const t = useTestApp();
const TODAY = '2026-06-15';
let companyId: number;

beforeAll(async () => {
  ({ companyId } = await createScaleCompany(t.db, TODAY, 700, 60));
}, 120_000);

const COLUMN = { contractNumber: 'contract_number', contractDate: 'contract_date', price: 'price' } as const;

/** The page's deal ids as a plain ORDER BY … OFFSET answers it. */
async function plainPage(q: DealListQuery): Promise<number[]> {
  const dir = sql.raw(q.sortDirection === 'desc' || !q.sortBy ? 'desc' : 'asc');
  const column = sql.raw(COLUMN[q.sortBy ?? 'contractNumber']);
  const result = (await t.db.execute(sql`
    select id from deals where company_id = ${companyId} and kind = 'CONTRACT'
      ${q.cancelled === false ? sql`and status = 'ACTIVE'` : sql``}
    order by ${column} ${dir}, id ${dir} limit ${q.size} offset ${q.page * q.size}`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows.map((r) => r.id);
}

describe('deep pages of a deal list', () => {
  it.each([
    {},
    { sortBy: 'contractNumber', sortDirection: 'asc' },
    { sortBy: 'contractDate', sortDirection: 'desc' },
    { sortBy: 'contractDate', sortDirection: 'asc' },
    { sortBy: 'price', sortDirection: 'desc' },
    { sortBy: 'price', sortDirection: 'asc' },
    // Filtered by the deals alone: the lean page, built per request.
    { cancelled: 'false', sortBy: 'price', sortDirection: 'asc' },
  ])('hold the deals of a plain OFFSET, with their instalments (%j)', async (params) => {
    const company = await companyInfo(t.db, companyId);
    const total = (
      (await t.db.execute(sql`
      select count(*)::int as n from deals where company_id = ${companyId} and kind = 'CONTRACT'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
    expect(total).toBeGreaterThan(300);
    const last = Math.floor((total - 1) / 10);
    for (const page of [0, 4, 5, 6, 17, last - 1, last, last + 1]) {
      const q = dealListQuerySchema.parse({ ...params, page: String(page), size: '10' });
      const { rows } = await dealPage(t.db, company, 'CONTRACT', q, TODAY);
      expect(
        rows.map((r) => r.id),
        `page ${page}`,
      ).toEqual(await plainPage(q));
      // Each deal with its own plan's instalments, as the first page has them.
      for (const deal of rows.slice(0, 2)) {
        const own = (await t.db.execute(sql`
          select id from installments where plan_id = ${deal.paymentPlan.id} order by due_date, sequence`)) as unknown as {
          rows: { id: number }[];
        };
        expect(own.rows.length, `deal ${deal.id}`).toBeGreaterThan(0);
        expect(deal.paymentPlan.installments.map((i) => i.id)).toEqual(own.rows.map((r) => r.id));
      }
    }
  });

  // The ledger and the instalments list find a deep page's ids over their own table first too, when
  // their filters name it alone (and its plan, for the instalments).
  it.each([
    ['payments', {}, 'receipt_number desc, id desc'],
    ['payments', { sortBy: 'amount', sortDirection: 'asc' }, 'amount asc, id asc'],
    ['payments', { sortBy: 'paidAt', sortDirection: 'desc' }, 'paid_at desc, id desc'],
    ['installments', {}, 'due_date asc, id asc'],
    ['installments', { sortBy: 'amount', sortDirection: 'desc' }, 'amount desc, id desc'],
    ['installments', { status: 'PAID' }, 'due_date asc, id asc'],
  ] as const)('hold the %s of a plain OFFSET (%j)', async (list, params, order) => {
    const plain = async (page: number) => {
      const result = (await t.db.execute(
        list === 'payments'
          ? sql`select id from payments where company_id = ${companyId}
                order by ${sql.raw(order)} limit 10 offset ${page * 10}`
          : sql`select i.id from installments i join payment_plans p on p.company_id = i.company_id and p.id = i.plan_id
                where i.company_id = ${companyId} and p.status <> 'CANCELLED'
                  ${'status' in params ? sql`and i.status = ${params.status}` : sql``}
                order by ${sql.raw(
                  order
                    .replaceAll('due_date', 'i.due_date')
                    .replaceAll('amount', 'i.amount')
                    .replace(/\bid\b/, 'i.id'),
                )}
                limit 10 offset ${page * 10}`,
      )) as unknown as { rows: { id: number }[] };
      return result.rows.map((r) => r.id);
    };
    for (const page of [0, 4, 5, 6, 40, 300]) {
      const ids =
        list === 'payments'
          ? (
              await paymentPage(
                t.db,
                companyId,
                paymentListQuerySchema.parse({ ...params, page: String(page) }),
              )
            ).rows.map((r) => r.id)
          : (
              await installmentPage(
                t.db,
                companyId,
                installmentListQuerySchema.parse({ ...params, page: String(page) }),
                TODAY,
              )
            ).rows.map((r) => r.id);
      const expected = await plain(page);
      expect(expected.length, `page ${page}`).toBeGreaterThan(0);
      expect(ids, `page ${page}`).toEqual(expected);
    }
  });
});
