import type { Deal, PlanCharge, Statement } from '@cc/contracts';
import { addDays, todayIn } from '@cc/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { createDeal, insertPersons } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp } from '../../../test/helper';
import { ledgerProblems } from '../../../test/ledger-check';
import { postgresDatabase } from '../../db/client';
import { cars, planCharges } from '../../db/schema';
import { inProcessBus } from '../notifications/bus';
import { runNotificationJob } from '../notifications/job';
import { createNotifier } from '../notifications/notifier';

// Late fees (docs/domain/late-fees.md): the rule, the daily charging, the replay with charges, waivers.

const t = useTestApp();
let other: OtherCompany;
let stranger: OtherCompany;
let account: string;
let staff: string;
let deal: Deal;

// Baghdad is UTC+3: 09:00Z is noon there.
const runJobOn = (day: string) =>
  runNotificationJob(t.db, createNotifier(inProcessBus(), null), new Date(`${day}T09:00:00Z`));

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: unknown) =>
  t.request({
    method,
    url: `${BASE}${url}`,
    token,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const chargesOf = async () =>
  dataOf<PlanCharge[]>(await call('GET', `/payment-plans/${deal.paymentPlan.id}/charges`, account), 200);
const planOf = async () =>
  dataOf<Deal['paymentPlan']>(await call('GET', `/payment-plans/${deal.paymentPlan.id}`, account), 200);
const carStatus = async () =>
  (await t.db.select({ status: cars.status }).from(cars).where(eq(cars.id, deal.car.id)))[0]!.status;

beforeAll(async () => {
  other = await createOtherCompany(t);
  stranger = await createOtherCompany(t);
  [account, staff] = [
    (await t.login(other.accountUsername)).accessToken,
    (await t.login(other.staffUsername)).accessToken,
  ];
  const [buyer] = (await insertPersons(t, other.companyId, 1)) as [number];
  // 12,000,000 IQD: 2,000,000 down (recorded at signing), then 10 × 1,000,000 monthly from 2030-01-15.
  deal = await createDeal(t, { token: account, companyId: other.companyId, buyerId: buyer });
});

describe('the company’s late-fee rule', () => {
  it('is off by default, saved by the company account only, with each field’s Arabic refusal', async () => {
    expect(dataOf(await call('GET', '/collections/late-fees', account), 200)).toMatchObject({
      mode: 'OFF',
      since: null,
    });
    const put = (body: unknown, token = account) => call('PUT', '/collections/late-fees', token, body);
    expect((await put({ mode: 'FIXED', fixedIqd: '25000' }, staff)).statusCode).toBe(403);
    const none = await put({ mode: 'FIXED', graceDays: 3 });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'fixedIqd', message: 'أدخل مبلغ الغرامة بعملة واحدة على الأقل' },
    ]);
    const bad = await put({ mode: 'PERCENT', percent: '120', capUsd: '1.234' });
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'capUsd', message: 'المبلغ غير صالح' },
        {
          field: 'percent',
          message: 'النسبة يجب أن تكون أكبر من صفر وألا تتجاوز 100، برقمين عشريين على الأكثر',
        },
      ]),
    );
    // Arabic-Indic digits and a thousands comma are read.
    const saved = dataOf(await put({ mode: 'FIXED', graceDays: '٣', fixedIqd: '٢٥,٠٠٠' }), 200);
    expect(saved).toMatchObject({ mode: 'FIXED', graceDays: 3, fixedIqd: '25000', fixedUsd: '' });
    expect(saved.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('charging', () => {
  it('never charges during the grace days, then once per overdue instalment however often the job runs', async () => {
    // Due 2030-01-15, grace 3: the 16th to the 18th are grace, the 19th is the first day charged.
    await runJobOn('2030-01-18');
    expect(await chargesOf()).toEqual([]);
    await runJobOn('2030-01-19');
    await runJobOn('2030-01-19');
    await runJobOn('2030-01-20');
    const charges = await chargesOf();
    expect(charges).toEqual([
      expect.objectContaining({
        installmentSequence: 1,
        dueDate: '2030-01-15',
        chargedOn: '2030-01-19',
        amount: '25000',
        paidAmount: '0',
        status: 'DUE',
        waivers: [],
      }),
    ]);
    const plan = await planOf();
    expect([plan.chargeAmount, plan.remainingAmount, plan.status]).toEqual(['25000', '10025000', 'ACTIVE']);
  });

  it('never charges a company whose rule is off', async () => {
    const rows = await t.db.select().from(planCharges).where(eq(planCharges.companyId, stranger.companyId));
    expect(rows).toEqual([]);
    const all = await t.db.execute(
      sql`select count(*)::int as n from plan_charges where company_id <> ${other.companyId}`,
    );
    expect((all as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('a new rule keeps its day: a percentage of what is overdue, capped, for the next instalment only', async () => {
    const saved = dataOf(
      await call('PUT', '/collections/late-fees', account, {
        mode: 'PERCENT',
        graceDays: 3,
        percent: '2.5',
        capIqd: '20000',
      }),
      200,
    );
    expect(saved).toMatchObject({ mode: 'PERCENT', percent: '2.5', capIqd: '20000' });
    await runJobOn('2030-02-19');
    expect((await chargesOf()).map((c) => [c.installmentSequence, c.amount])).toEqual([
      [1, '25000'],
      [2, '20000'],
    ]);
  });
});

describe('charges in the ledger', () => {
  it('are shown apart on the queue and the statement, and counted in what remains', async () => {
    const queue = dataOf<{ id: number; lateFees: string; overdueAmount: string }[]>(
      await call('GET', '/collections?size=50', account),
      200,
    );
    // The collections queue reads the real today, before these instalments fall due: look at the plan.
    const row = queue.find((r) => r.id === deal.id);
    if (row) expect(row.lateFees).toBe('45000');
    const statement = dataOf<Statement>(await call('GET', `/statements/deal/${deal.id}`, account), 200);
    const part = statement.deals[0]!;
    const fees = part.entries.filter((e) => e.kind === 'LATE_FEE');
    expect(fees.map((e) => [e.date, e.debit, e.credit, e.balance, e.number, e.note])).toEqual([
      ['2030-01-19', '25000', '0', '10025000', null, 'القسط 1'],
      ['2030-02-19', '20000', '0', '10045000', null, 'القسط 2'],
    ]);
    expect(part.totals).toMatchObject({ charges: '45000', balance: '10045000' });
    expect(Number(part.totals.debit) - Number(part.totals.credit)).toBe(Number(part.totals.balance));
  });

  it('are settled after every instalment: paying the instalments leaves the fees owed, then a payment names them', async () => {
    const pay = (amount: string) =>
      call('POST', '/payments', account, {
        planId: deal.paymentPlan.id,
        amount,
        method: 'CASH',
      });
    dataOf(await pay('10000000'), 201);
    let plan = await planOf();
    expect(plan.installments.every((i) => i.status === 'PAID')).toBe(true);
    expect([plan.remainingAmount, plan.status]).toEqual(['45000', 'ACTIVE']);
    expectError(
      await pay('45001'),
      409,
      'CONFLICT',
      'المبلغ أكبر من المتبقي على خطة الدفع، المتبقي 45,000\u00A0د.ع',
      [{ field: 'amount', message: 'المبلغ أكبر من المتبقي على خطة الدفع، المتبقي 45,000\u00A0د.ع' }],
    );
    const paid = dataOf<{ id: number }>(await pay('30000'), 201);
    const [first, second] = await chargesOf();
    const receipt = dataOf<{ allocations: unknown[] }>(
      await call('GET', `/payments/${paid.id}`, account),
      200,
    );
    expect(receipt.allocations).toEqual([
      { sequence: 1, amount: '25000', chargeId: first!.id },
      { sequence: 2, amount: '5000', chargeId: second!.id },
    ]);
    expect([first!.status, second!.status, second!.remainingAmount]).toEqual(['PAID', 'PARTIAL', '15000']);
    // A fee partly paid is not waived: the payment is reversed first.
    expectError(
      await call('POST', `/late-fees/${second!.id}/waive`, account, { reason: 'عميل قديم' }),
      409,
      'CONFLICT',
      'لا يمكن إعفاء غرامة دُفع منها شيء، يرجى عكس الدفعة أولاً',
    );
    dataOf(await call('POST', `/payments/${paid.id}/reverse`, account, { reason: 'خطأ في الإدخال' }), 201);
    plan = await planOf();
    expect(plan.remainingAmount).toBe('45000');
    expect(await ledgerProblems(t.db, [deal.paymentPlan.id])).toEqual([]);
  });

  it('are waived by the company account with a reason, and the waiver taken back, each an entry', async () => {
    const [first, second] = (await chargesOf()) as [PlanCharge, PlanCharge];
    const waive = (id: number, token = account) =>
      call('POST', `/late-fees/${id}/waive`, token, { reason: 'عميل ملتزم' });
    expect((await waive(first.id, staff)).statusCode).toBe(403);
    const empty = await call('POST', `/late-fees/${first.id}/waive`, account, { reason: ' ' });
    expect(empty.json().errors).toEqual([{ field: 'reason', message: 'السبب مطلوب' }]);
    // Another company's account: the charge is not found.
    const strangerToken = (await t.login(stranger.accountUsername)).accessToken;
    expectError(await waive(first.id, strangerToken), 404, 'NOT_FOUND', 'الغرامة غير موجودة');

    const waived = await waive(first.id);
    expect(waived.statusCode).toBe(201);
    expect(waived.json()).toMatchObject({
      message: 'تم إعفاء الغرامة',
      data: { status: 'WAIVED', remainingAmount: '0' },
    });
    expect(waived.json().data.waivers).toEqual([
      expect.objectContaining({ kind: 'WAIVER', reason: 'عميل ملتزم' }),
    ]);
    expectError(await waive(first.id), 409, 'CONFLICT', 'الغرامة معفاة مسبقاً');
    expect((await planOf()).remainingAmount).toBe('20000');

    // Waiving the last one leaves nothing: the plan is paid and the car sold.
    dataOf(await waive(second.id), 201);
    let plan = await planOf();
    expect([plan.remainingAmount, plan.chargeAmount, plan.status]).toEqual(['0', '0', 'PAID']);
    expect(await carStatus()).toBe('Paid');

    const back = await call('POST', `/late-fees/${second.id}/unwaive`, account, { reason: 'أعفيت بالخطأ' });
    expect(back.json()).toMatchObject({
      message: 'تم إرجاع الغرامة',
      data: { status: 'DUE', remainingAmount: '20000' },
    });
    plan = await planOf();
    expect([plan.remainingAmount, plan.status]).toEqual(['20000', 'ACTIVE']);
    expect(await carStatus()).toBe('Active');
    expectError(
      await call('POST', `/late-fees/${second.id}/unwaive`, account, { reason: 'مرة ثانية' }),
      409,
      'CONFLICT',
      'الغرامة غير معفاة',
    );

    // The statement shows the waivers and the waiver taken back, with the balance after each.
    const statement = dataOf<Statement>(await call('GET', `/statements/deal/${deal.id}`, account), 200);
    const kinds = statement.deals[0]!.entries.filter((e) => e.kind.startsWith('LATE_FEE_'));
    expect(kinds.map((e) => [e.kind, e.debit, e.credit, e.balance, e.note])).toEqual([
      ['LATE_FEE_WAIVER', '0', '25000', '20000', 'عميل ملتزم'],
      ['LATE_FEE_WAIVER', '0', '20000', '0', 'عميل ملتزم'],
      ['LATE_FEE_UNWAIVE', '20000', '0', '20000', 'أعفيت بالخطأ'],
    ]);
    expect(await ledgerProblems(t.db, [deal.paymentPlan.id])).toEqual([]);
  });

  it('a waiver is not taken back while a clearance stands', async () => {
    const [, second] = (await chargesOf()) as [PlanCharge, PlanCharge];
    dataOf(await call('POST', `/late-fees/${second.id}/waive`, account, { reason: 'تسوية' }), 201);
    dataOf(await call('POST', `/clearance/${deal.id}`, account, {}), 201);
    expectError(
      await call('POST', `/late-fees/${second.id}/unwaive`, account, { reason: 'خطأ' }),
      409,
      'CONFLICT',
      'لا يمكن إرجاع غرامة لعقد صدرت له براءة ذمة، يرجى إلغاء براءة الذمة أولاً',
    );
  });
});

describe('turning the rule on', () => {
  it('charges at once what falls overdue today, never what fell overdue before the rule', async () => {
    const third = await createOtherCompany(t);
    const token = (await t.login(third.accountUsername)).accessToken;
    const [buyer] = (await insertPersons(t, third.companyId, 1)) as [number];
    const today = todayIn('Asia/Baghdad');
    const dealDue = (daysAgo: number) =>
      createDeal(t, {
        token,
        companyId: third.companyId,
        buyerId: buyer,
        over: { contractDate: addDays(today, -40), firstDueDate: addDays(today, -daysAgo) },
      });
    const [yesterday, before] = [await dealDue(1), await dealDue(2)];
    dataOf(await call('PUT', '/collections/late-fees', token, { mode: 'FIXED', fixedIqd: '25000' }), 200);
    const feesOf = async (d: Deal) =>
      dataOf<PlanCharge[]>(await call('GET', `/payment-plans/${d.paymentPlan.id}/charges`, token), 200);
    expect((await feesOf(yesterday)).map((c) => [c.installmentSequence, c.chargedOn, c.amount])).toEqual([
      [1, today, '25000'],
    ]);
    expect(await feesOf(before)).toEqual([]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it('charge each overdue instalment once when their jobs run at the same time', async () => {
    const [buyer] = (await insertPersons(t, stranger.companyId, 1)) as [number];
    const strangerToken = (await t.login(stranger.accountUsername)).accessToken;
    const d = await createDeal(t, { token: strangerToken, companyId: stranger.companyId, buyerId: buyer });
    dataOf(
      await call('PUT', '/collections/late-fees', strangerToken, { mode: 'FIXED', fixedIqd: '10000' }),
      200,
    );
    const second = postgresDatabase((t.config.databaseUrl as string | undefined)!, 4);
    try {
      const now = new Date('2030-06-20T09:00:00Z');
      await Promise.all([
        runNotificationJob(t.db, createNotifier(inProcessBus(), null), now),
        runNotificationJob(second.db, createNotifier(inProcessBus(), null), now),
      ]);
      const rows = await t.db.select().from(planCharges).where(eq(planCharges.planId, d.paymentPlan.id));
      // Due 15 January to 15 June, each past its (zero) grace on 20 June: six charges, one each.
      expect(rows.map((r) => r.installmentSequence).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(await ledgerProblems(t.db, [d.paymentPlan.id])).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
