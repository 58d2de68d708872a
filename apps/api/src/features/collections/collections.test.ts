import type { CollectionRow, Contact, Deal, ReminderMessage, ReminderTemplate } from '@cc/contracts';
import { addDays, amountInArabicWords, daysBetween, todayIn } from '@cc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { createDeal, insertPersons, payCash, useDemoBuyer } from '../../../test/deals';
import { BASE, useTestApp, useTokens } from '../../../test/helper';
import { auditLog, collectionContacts, notifications, persons } from '../../db/schema';
import { personSearchText } from '../../lib/derived-columns';
import { inProcessBus } from '../notifications/bus';
import { runNotificationJob } from '../notifications/job';
import { createNotifier } from '../notifications/notifier';

// Collections (docs/domain/collections.md): the queue, the contact log and its promises, the collector.

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
const demo = useDemoBuyer(t);
let other: OtherCompany;
let salesId = 0;

const TODAY = () => todayIn('Asia/Baghdad');

const request = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query = {}) =>
  t.request({ method, url: `${BASE}${url}`, token, query, ...(payload ? { payload } : {}) });
const queue = async (query: Record<string, string> = {}, token = tk.sales) => {
  const res = await request('GET', '/collections', token, undefined, { size: '100', ...query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CollectionRow[];
};
const addContact = (dealId: number, body: object, token = tk.sales) =>
  request('POST', `/collections/${dealId}/contacts`, token, body);

/** An IQD contract whose 10 instalments of 1,000,000 fell due monthly from ten months ago (all overdue). */
const overdueDeal = () => {
  const first = addDays(TODAY(), -300);
  return createDeal(t, {
    token: tk.company,
    companyId: demo.companyId,
    buyerId: demo.buyer,
    over: { contractDate: addDays(first, -30), firstDueDate: first },
  });
};
/** A contract with nothing due yet (its first instalment in 2030). */
const currentDeal = () =>
  createDeal(t, { token: tk.company, companyId: demo.companyId, buyerId: demo.buyer });

let late: Deal;
let current: Deal;

beforeAll(async () => {
  other = await createOtherCompany(t);
  salesId = (await t.login('sales')).user.id;
  late = await overdueDeal();
  current = await currentDeal();
});

describe('GET /collections', () => {
  it('lists a deal with money overdue: what, since when, its buyer and car; not a deal with nothing due', async () => {
    const rows = await queue();
    const row = rows.find((r) => r.dealId === late.id);
    expect(row).toMatchObject({
      dealKind: 'CONTRACT',
      contractNumber: late.contractNumber,
      currency: 'IQD',
      overdueAmount: '10000000',
      oldestDueDate: late.paymentPlan.firstDueDate,
      daysOverdue: daysBetween(late.paymentPlan.firstDueDate!, TODAY()),
      buyer: { id: demo.buyer },
      car: { id: late.car.id },
      lastContact: null,
      collector: null,
      promise: null,
      brokenPromise: false,
    });
    expect(rows.some((r) => r.dealId === current.id)).toBe(false);
    // Paying part of it lowers what is overdue.
    const partly = await overdueDeal();
    await payCash(t, tk.accountant, partly.paymentPlan.id, '1500000');
    expect((await queue()).find((r) => r.dealId === partly.id)?.overdueAmount).toBe('8500000');
  });

  it("needs COLLECTIONS_READ, and never shows another company's deals", async () => {
    expect((await request('GET', '/collections', tk.accountant)).statusCode).toBe(403);
    const account = (await t.login(other.accountUsername)).accessToken;
    const [buyer] = (await insertPersons(t, other.companyId, 1)) as [number];
    const theirs = await createDeal(t, {
      token: account,
      companyId: other.companyId,
      buyerId: buyer,
      over: { contractDate: addDays(TODAY(), -200), firstDueDate: addDays(TODAY(), -170) },
    });
    expect((await queue({}, account)).map((r) => r.dealId)).toContain(theirs.id);
    expect((await queue()).map((r) => r.dealId)).not.toContain(theirs.id);
    expect((await request('GET', `/collections/${theirs.id}/contacts`, tk.sales)).statusCode).toBe(404);
    expect((await addContact(theirs.id, { kind: 'CALL', outcome: 'NO_ANSWER' })).statusCode).toBe(404);
  });

  it('filters by band, currency, no contact for N days and keyword (Arabic-Indic digits)', async () => {
    const days = daysBetween(late.paymentPlan.firstDueDate!, TODAY());
    const band = days > 180 ? '181+' : '91-180';
    expect((await queue({ band })).map((r) => r.dealId)).toContain(late.id);
    expect((await queue({ band: '1-30' })).map((r) => r.dealId)).not.toContain(late.id);
    expect((await queue({ currency: 'USD' })).map((r) => r.dealId)).not.toContain(late.id);
    const digits = String(late.contractNumber).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect((await queue({ keyword: digits })).map((r) => r.dealId)).toContain(late.id);
    const quiet = await overdueDeal();
    await addContact(quiet.id, { kind: 'CALL', outcome: 'REACHED' });
    const noContact = (await queue({ noContactDays: '3' })).map((r) => r.dealId);
    expect(noContact).not.toContain(quiet.id);
    expect(noContact).toContain(late.id);
    const bad = await request('GET', '/collections', tk.sales, undefined, {
      band: 'soon',
      noContactDays: '0',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['band', 'noContactDays']);
  });
});

describe('the contact log and promises', () => {
  it('logs a call that got no answer: next action tomorrow; the queue shows it as the last contact', async () => {
    const deal = await overdueDeal();
    const res = await addContact(deal.id, { kind: 'CALL', outcome: 'NO_ANSWER', note: 'الهاتف مغلق' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('تم تسجيل التواصل');
    const contact = res.json().data as Contact;
    expect(contact).toMatchObject({
      kind: 'CALL',
      outcome: 'NO_ANSWER',
      note: 'الهاتف مغلق',
      promiseDate: null,
    });
    expect(contact.nextActionOn).toBe(addDays(TODAY(), 1));
    const row = (await queue()).find((r) => r.dealId === deal.id)!;
    expect(row.lastContact).toMatchObject({ kind: 'CALL', outcome: 'NO_ANSWER', createdBy: { id: salesId } });
    expect(row.nextActionOn).toBe(addDays(TODAY(), 1));
    const log = await request('GET', `/collections/${deal.id}/contacts`, tk.sales);
    expect(log.json().data.map((c: Contact) => c.id)).toEqual([contact.id]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'COLLECTION_CONTACT_ADDED'), eq(auditLog.entityId, String(deal.id))));
    expect(entry?.changes).toMatchObject({ after: { contactId: contact.id, outcome: 'NO_ANSWER' } });
  });

  it('records a promise (date and amount in the deal currency, Arabic-Indic digits); refuses bad ones in Arabic', async () => {
    const deal = await overdueDeal();
    const tomorrow = addDays(TODAY(), 1);
    const ok = await addContact(deal.id, {
      kind: 'VISIT',
      outcome: 'PROMISED',
      promiseDate: tomorrow,
      promiseAmount: '١٬٥٠٠٬٠٠٠',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data).toMatchObject({
      promiseDate: tomorrow,
      promiseAmount: '1500000',
      promiseStatus: 'PENDING',
      nextActionOn: tomorrow,
    });
    expect((await queue()).find((r) => r.dealId === deal.id)?.promise).toEqual({
      date: tomorrow,
      amount: '1500000',
      status: 'PENDING',
    });

    const past = await addContact(deal.id, {
      kind: 'CALL',
      outcome: 'PROMISED',
      promiseDate: addDays(TODAY(), -1),
      promiseAmount: '1000',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([
      { field: 'promiseDate', message: 'تاريخ الوعد يجب ألا يكون قبل اليوم' },
    ]);
    const missing = await addContact(deal.id, { kind: 'CALL', outcome: 'PROMISED' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['promiseAmount', 'promiseDate']);
    const stray = await addContact(deal.id, { kind: 'CALL', outcome: 'REACHED', promiseDate: tomorrow });
    expect(stray.statusCode).toBe(400);
    const decimals = await addContact(deal.id, {
      kind: 'CALL',
      outcome: 'PROMISED',
      promiseDate: tomorrow,
      promiseAmount: '10.5',
    });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errors[0].field).toBe('promiseAmount');
    expect((await addContact(deal.id, { kind: 'CALL', outcome: 'REACHED' }, tk.accountant)).statusCode).toBe(
      403,
    );
  });

  it('puts a deal with a promise due today in the queue even with nothing overdue', async () => {
    const deal = await currentDeal();
    expect((await queue()).some((r) => r.dealId === deal.id)).toBe(false);
    await addContact(deal.id, {
      kind: 'CALL',
      outcome: 'PROMISED',
      promiseDate: TODAY(),
      promiseAmount: '500000',
    });
    const row = (await queue()).find((r) => r.dealId === deal.id);
    expect(row).toMatchObject({ daysOverdue: 0, overdueAmount: '0', promise: { status: 'PENDING' } });
  });
});

describe('the daily job settles promises', () => {
  /** A promise written as if made `ago` days ago for `due` days from today. */
  const promise = async (deal: Deal, ago: number, due: number, amount: number) => {
    const [row] = await t.db
      .insert(collectionContacts)
      .values({
        companyId: demo.companyId,
        dealId: deal.id,
        kind: 'CALL',
        outcome: 'PROMISED',
        promiseDate: addDays(TODAY(), due),
        promiseAmount: amount,
        promiseStatus: 'PENDING',
        contactedOn: addDays(TODAY(), -ago),
        createdBy: salesId,
      })
      .returning({ id: collectionContacts.id });
    return row!.id;
  };
  const statusOf = async (id: number) =>
    (await t.db.select().from(collectionContacts).where(eq(collectionContacts.id, id)))[0]?.promiseStatus;
  const toldOf = (id: number) =>
    t.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.key, `promise-broken:${id}`));

  it('keeps a promise the payments met, breaks one past its date once, and tells the collector once', async () => {
    const notifier = createNotifier(inProcessBus(), null);
    const kept = await overdueDeal();
    const keptId = await promise(kept, 3, 2, 1_000_000);
    await payCash(t, tk.accountant, kept.paymentPlan.id, '1000000');
    const broken = await overdueDeal();
    const assigned = await request('PUT', '/collections/assign', tk.company, {
      dealIds: [broken.id],
      collectorId: salesId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const brokenId = await promise(broken, 5, -1, 2_000_000);
    // Paid less than promised.
    await payCash(t, tk.accountant, broken.paymentPlan.id, '500000');

    await runNotificationJob(t.db, notifier);
    expect(await statusOf(keptId)).toBe('KEPT');
    expect(await statusOf(brokenId)).toBe('BROKEN');
    expect(await toldOf(brokenId)).toEqual([{ userId: salesId }]);
    // The next run tells nobody again.
    await runNotificationJob(t.db, notifier);
    expect(await toldOf(brokenId)).toHaveLength(1);
    // The broken promise puts the deal first.
    const rows = await queue();
    const at = rows.findIndex((r) => r.dealId === broken.id);
    expect(rows[at]).toMatchObject({ brokenPromise: true, collector: { id: salesId } });
    expect(rows.slice(0, at).every((r) => r.brokenPromise)).toBe(true);
    expect(rows.findIndex((r) => !r.brokenPromise)).toBeGreaterThan(at);
    await notifier.close();
  });

  it('leaves a promise whose date has not passed pending', async () => {
    const notifier = createNotifier(inProcessBus(), null);
    const deal = await overdueDeal();
    const id = await promise(deal, 1, 0, 1_000_000);
    await runNotificationJob(t.db, notifier);
    expect(await statusOf(id)).toBe('PENDING');
    await notifier.close();
  });
});

describe('PUT /collections/assign', () => {
  it('assigns deals to a collector (the company account or COLLECTIONS_ASSIGN); the queue filters by it', async () => {
    const a = await overdueDeal();
    const b = await overdueDeal();
    const res = await request('PUT', '/collections/assign', tk.company, {
      dealIds: [a.id, b.id, a.id],
      collectorId: salesId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ assigned: 2 });
    const mine = (await queue({ mine: 'true' })).map((r) => r.dealId);
    expect(mine).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await queue({ collectorId: String(salesId) })).map((r) => r.dealId)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const none = await request('PUT', '/collections/assign', tk.company, {
      dealIds: [b.id],
      collectorId: null,
    });
    expect(none.statusCode).toBe(200);
    expect((await queue({ mine: 'true' })).map((r) => r.dealId)).not.toContain(b.id);
  });

  it('lists who may collect (COLLECTIONS_READ): the company account and active staff holding COLLECTIONS_WORK', async () => {
    const res = await request('GET', '/collections/collectors', tk.company);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json().data as { id: number }[]).map((c) => c.id);
    expect(ids).toContain(salesId);
    expect(ids).toContain((await t.login('company')).user.id);
    expect(ids).not.toContain((await t.login('accountant')).user.id);
    expect(ids).not.toContain((await t.login(other.accountUsername)).user.id);
    expect((await request('GET', '/collections/collectors', tk.sales)).statusCode).toBe(200);
    expect((await request('GET', '/collections/collectors', tk.accountant)).statusCode).toBe(403);
  });

  it('refuses staff without the permission, a collector who may not collect, and deals not the company’s', async () => {
    const deal = await overdueDeal();
    expect(
      (await request('PUT', '/collections/assign', tk.sales, { dealIds: [deal.id], collectorId: salesId }))
        .statusCode,
    ).toBe(403);
    const accountantId = (await t.login('accountant')).user.id;
    const noWork = await request('PUT', '/collections/assign', tk.company, {
      dealIds: [deal.id],
      collectorId: accountantId,
    });
    expect(noWork.statusCode).toBe(400);
    expect(noWork.json().errors[0].field).toBe('collectorId');
    const missing = await request('PUT', '/collections/assign', tk.company, {
      dealIds: [deal.id, 2_000_000_000],
      collectorId: salesId,
    });
    expect(missing.statusCode).toBe(404);
    const count = await t.db.execute(
      sql`select count(*)::int as n from deal_collection where deal_id = ${deal.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

/** A person of the demo company with this name and phone (found by the deals' keyword). */
const person = async (fullName: string, phone: string | null) => {
  const [row] = await t.db
    .insert(persons)
    .values({
      companyId: demo.companyId,
      fullName,
      phone,
      searchText: personSearchText({ fullName, phone, nationalId: null }),
    })
    .returning({ id: persons.id });
  return row!.id;
};
const dealOf = (buyerId: number, over: Record<string, unknown> = {}, overdue = true) => {
  const first = addDays(TODAY(), -300);
  return createDeal(t, {
    token: tk.company,
    companyId: demo.companyId,
    buyerId,
    over: overdue ? { contractDate: addDays(first, -30), firstDueDate: first, ...over } : over,
  });
};

describe('PUT /collections/assign by filter', () => {
  it('assigns every deal the filtered queue shows, and only those', async () => {
    const buyer = await person('مشتري الإسناد الجماعي', null);
    const a = await dealOf(buyer);
    const b = await dealOf(buyer);
    const res = await request('PUT', '/collections/assign', tk.company, {
      filter: { keyword: 'الاسناد الجماعي' },
      collectorId: salesId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ assigned: 2 });
    const mine = (await queue({ mine: 'true' })).map((r) => r.dealId);
    expect(mine).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(mine).not.toContain(late.id);
    const both = await request('PUT', '/collections/assign', tk.company, {
      dealIds: [a.id],
      filter: { keyword: 'x' },
      collectorId: null,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0].message).toContain('لا كليهما');
    const forbidden = await request('PUT', '/collections/assign', tk.sales, {
      filter: {},
      collectorId: null,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('reminders', () => {
  let deal: Deal;
  let soon: Deal;
  let buyerName = '';
  beforeAll(async () => {
    buyerName = 'سعاد التذكير';
    const buyer = await person(buyerName, '07701234567');
    const guarantor = await person('كفيل التذكير', '0780 123 4567');
    deal = await dealOf(buyer, { guarantorId: guarantor });
    soon = await dealOf(buyer, { guarantorId: guarantor }, false);
  });

  it("makes a deal's reminders to the buyer and the guarantor with WhatsApp and SMS links", async () => {
    const res = await request('GET', `/collections/${deal.id}/reminders`, tk.sales);
    expect(res.statusCode, res.body).toBe(200);
    const [buyer, guarantor] = res.json().data as ReminderMessage[];
    expect(buyer).toMatchObject({ to: 'BUYER', kind: 'OVERDUE', international: '9647701234567' });
    expect(buyer!.text).toContain(buyerName);
    expect(buyer!.text).toContain('10,000,000');
    expect(buyer!.text).toContain(amountInArabicWords(10_000_000, 'IQD'));
    expect(buyer!.text).toContain(`عقد رقم ${deal.contractNumber}`);
    expect(buyer!.text).toContain(deal.paymentPlan.firstDueDate!.replaceAll('-', '/'));
    expect(buyer!.text).not.toMatch(/[{}]/);
    expect(buyer!.whatsapp).toBe(`https://wa.me/9647701234567?text=${encodeURIComponent(buyer!.text)}`);
    expect(buyer!.sms).toBe(`sms:+9647701234567?body=${encodeURIComponent(buyer!.text)}`);
    expect(guarantor).toMatchObject({ to: 'GUARANTOR', kind: 'GUARANTOR', international: '9647801234567' });
    expect(guarantor!.text).toContain('كفيل التذكير');
    expect(guarantor!.text).toContain(buyerName);
  });

  it('reminds of the next instalment when nothing is overdue (not the guarantor), and of a broken promise', async () => {
    const res = await request('GET', `/collections/${soon.id}/reminders`, tk.sales);
    const messages = res.json().data as ReminderMessage[];
    expect(messages.map((m) => [m.to, m.kind])).toEqual([['BUYER', 'DUE_SOON']]);
    expect(messages[0]!.text).toContain('2030/01/15');
    expect(messages[0]!.text).toContain('1,000,000');
    await addContact(deal.id, {
      kind: 'CALL',
      outcome: 'PROMISED',
      promiseDate: TODAY(),
      promiseAmount: '250000',
    });
    await t.db
      .update(collectionContacts)
      .set({ promiseStatus: 'BROKEN' })
      .where(and(eq(collectionContacts.dealId, deal.id), eq(collectionContacts.outcome, 'PROMISED')));
    const after = (await request('GET', `/collections/${deal.id}/reminders`, tk.sales)).json()
      .data as ReminderMessage[];
    expect(after[0]).toMatchObject({ kind: 'BROKEN_PROMISE' });
    expect(after[0]!.text).toContain('250,000');
    expect(after[0]!.text).toContain(TODAY().replaceAll('-', '/'));
  });

  it("answers 404 for another company's deal and 403 without COLLECTIONS_READ", async () => {
    const account = (await t.login(other.accountUsername)).accessToken;
    expect((await request('GET', `/collections/${deal.id}/reminders`, account)).statusCode).toBe(404);
    expect((await request('GET', `/collections/${deal.id}/reminders`, tk.accountant)).statusCode).toBe(403);
    expect((await request('GET', '/collections/reminders', tk.accountant)).statusCode).toBe(403);
  });

  it('makes the batch of the filtered queue, to the buyers or the guarantors, in its order', async () => {
    const res = await request('GET', '/collections/reminders', tk.sales, undefined, {
      keyword: 'سعاد التذكير',
    });
    expect(res.statusCode, res.body).toBe(200);
    const messages = res.json().data as ReminderMessage[];
    expect(messages.map((m) => m.dealId)).toEqual([deal.id]);
    const guarantors = (
      await request('GET', '/collections/reminders', tk.sales, undefined, {
        keyword: 'سعاد التذكير',
        to: 'GUARANTOR',
      })
    ).json().data as ReminderMessage[];
    expect(guarantors.map((m) => [m.dealId, m.to])).toEqual([[deal.id, 'GUARANTOR']]);
  });

  it('uses the company’s own texts, checks their placeholders, and restores the default', async () => {
    const get = async () =>
      (await request('GET', '/collections/templates', tk.sales)).json().data as ReminderTemplate[];
    expect((await get()).map((x) => [x.kind, x.isDefault])).toEqual([
      ['DUE_SOON', true],
      ['OVERDUE', true],
      ['BROKEN_PROMISE', true],
      ['GUARANTOR', true],
    ]);
    const bad = await request('PUT', '/collections/templates', tk.company, {
      OVERDUE: 'عزيزي {الاسم}، عليك {المبلغغ} {',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('OVERDUE');
    expect(bad.json().errors[0].message).toContain('{المبلغغ}');
    expect((await request('PUT', '/collections/templates', tk.sales, { OVERDUE: 'x' })).statusCode).toBe(403);
    const own = 'عزيزي {الاسم}، عليك {المبلغ} منذ {أيام_التأخير} يوماً. {الشركة}';
    const saved = await request('PUT', '/collections/templates', tk.company, { OVERDUE: own });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get()).find((x) => x.kind === 'OVERDUE')).toEqual({
      kind: 'OVERDUE',
      body: own,
      isDefault: false,
    });
    const fresh = await dealOf(await person('مشتري النص الخاص', '07701112233'));
    const [late2] = (await request('GET', `/collections/${fresh.id}/reminders`, tk.sales)).json()
      .data as ReminderMessage[];
    expect(late2!.text).toMatch(/^عزيزي .+، عليك 10,000,000\sد\.ع منذ \d+ يوماً\. .+$/);
    await request('PUT', '/collections/templates', tk.company, { OVERDUE: null });
    expect((await get()).find((x) => x.kind === 'OVERDUE')?.isDefault).toBe(true);
    const other2 = (await t.login(other.accountUsername)).accessToken;
    expect(
      ((await request('GET', '/collections/templates', other2)).json().data as ReminderTemplate[]).every(
        (x) => x.isDefault,
      ),
    ).toBe(true);
  });
});
