import type { Deal } from '@cc/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission } from '../../../test/companies';
import { cancelDeal, dealBody, insertCars, insertPersons } from '../../../test/deals';
import { BASE, dataOf, useTestApp, useTokens } from '../../../test/helper';
import { cars } from '../../db/schema';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant');
let companyId: number;
let buyers: number[];
let otherCarId: number;
let otherPersonId: number;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  buyers = await insertPersons(t, companyId, 4);
  const other = await createOtherCompany(t);
  [otherCarId] = (await insertCars(t, other.companyId, 1)) as [number];
  [otherPersonId] = (await insertPersons(t, other.companyId, 1)) as [number];
});

const post = (path: string, payload: object, token = tk.company) =>
  t.request({ method: 'POST', url: `${BASE}${path}`, payload, token });
const carStatus = async (id: number) =>
  (await t.db.select({ s: cars.status }).from(cars).where(eq(cars.id, id)))[0]!.s;
const newCar = async () => (await insertCars(t, companyId, 1))[0]!;

/** Every template data field (docs/domain/printing.md#fields), resolved by path on the record. */
const TEMPLATE_FIELDS = [
  'contractDate',
  'contractNumber',
  'seller.fullName',
  'seller.phone',
  'seller.nationalId',
  'seller.address',
  'buyer.fullName',
  'buyer.phone',
  'buyer.nationalId',
  'buyer.address',
  'car.model',
  'car.plateNumber',
  'car.color',
  'car.year',
  'car.chassisNumber',
  'paymentPlan.status',
  'paymentPlan.paidAmount',
  'paymentPlan.remainingAmount',
  'paymentPlan.paymentType',
];
const resolve = (record: unknown, path: string) =>
  path
    .split('.')
    .reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
      record,
    );

describe('POST /contracts and /authorizations', () => {
  it('creates a deal, its schedule and the down payment as first payment; the car becomes Active', async () => {
    const carId = await newCar();
    const res = await post('/contracts', dealBody(carId, buyers[0]!, { guarantorId: buyers[1] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('تم إنشاء العقد');
    const deal = res.json().data as Deal;
    expect(deal.kind).toBe('CONTRACT');
    expect(deal.seller.fullName).toBe('معرض الأمانة للسيارات');
    expect(deal.guarantor?.id).toBe(buyers[1]);
    expect(deal.car.year).toBe(deal.car.model);
    expect(deal.paymentPlan).toMatchObject({
      totalAmount: '12000000',
      downPayment: '2000000',
      paidAmount: '2000000',
      remainingAmount: '10000000',
      status: 'ACTIVE',
      installmentCount: 10,
      installmentAmount: '1000000',
      firstDueDate: '2030-01-15',
    });
    // The down payment is the first line, due (and paid) on the deal's date; then the instalments.
    expect(deal.paymentPlan.installments.map((i) => [i.sequence, i.dueDate]).slice(0, 3)).toEqual([
      [0, deal.contractDate],
      [1, '2030-01-15'],
      [2, '2030-02-15'],
    ]);
    expect(deal.paymentPlan.installments[0]).toMatchObject({ amount: '2000000', status: 'PAID' });
    expect(await carStatus(carId)).toBe('Active');
    const pays = await t.get(`${BASE}/payments`, tk.company, { dealId: String(deal.id) });
    expect(pays.json().data).toMatchObject([
      { amount: '2000000', isDownPayment: true, remainingAfter: '10000000' },
    ]);
    const audit = await t.lastAudit('CONTRACT_CREATED', deal.id);
    expect(audit).toBeDefined();
  });

  it('CASH in USD: the whole price paid at once, plan PAID, car Paid', async () => {
    const carId = await newCar();
    const res = await post('/authorizations', {
      sellerType: 'PERSON',
      sellerId: buyers[2],
      buyerId: buyers[0],
      carId,
      currency: 'USD',
      price: '15250.50',
      paymentType: 'CASH',
    });
    const deal = dataOf<Deal>(res, 201);
    expect(deal.kind).toBe('AUTHORIZATION');
    expect(deal.seller.id).toBe(buyers[2]);
    expect(deal.paymentPlan).toMatchObject({
      status: 'PAID',
      paidAmount: '15250.50',
      remainingAmount: '0.00',
      installments: [{ sequence: 0, dueDate: deal.contractDate, amount: '15250.50', status: 'PAID' }],
    });
    expect(await carStatus(carId)).toBe('Paid');
  });

  it('numbers each kind in its own sequential series', async () => {
    const a = (await post('/contracts', dealBody(await newCar(), buyers[0]!))).json().data as Deal;
    const b = (await post('/contracts', dealBody(await newCar(), buyers[0]!))).json().data as Deal;
    expect(b.contractNumber).toBe(a.contractNumber + 1);
    const x = (await post('/authorizations', dealBody(await newCar(), buyers[0]!))).json().data as Deal;
    const y = (await post('/authorizations', dealBody(await newCar(), buyers[0]!))).json().data as Deal;
    expect(y.contractNumber).toBe(x.contractNumber + 1);
  });

  it('refuses invalid input with Arabic field errors', async () => {
    const carId = await newCar();
    const cases: [Record<string, unknown>, string][] = [
      [{ price: '0' }, 'price'],
      [{ price: '12000000.5' }, 'price'],
      [{ price: 'abc' }, 'price'],
      [{ downPayment: '13000000' }, 'downPayment'],
      [{ downPayment: '12000000' }, 'downPayment'],
      [{ paymentType: 'CASH', downPayment: '100' }, 'downPayment'],
      [{ installmentCount: 0 }, 'installmentCount'],
      [{ installmentCount: 121 }, 'installmentCount'],
      [{ installmentCount: undefined }, 'installmentCount'],
      [{ firstDueDate: undefined }, 'firstDueDate'],
      [{ firstDueDate: '2030-02-30' }, 'firstDueDate'],
      [{ contractDate: '1900-01-01' }, 'contractDate'],
      [{ contractDate: '9999-12-31' }, 'contractDate'],
      [{ firstDueDate: '2020-01-01' }, 'firstDueDate'],
      [{ contractDate: '2026-01-10', firstDueDate: '2025-12-10' }, 'firstDueDate'],
      [{ sellerType: 'PERSON' }, 'sellerId'],
      [{ sellerType: 'PERSON', sellerId: buyers[0] }, 'buyerId'],
      [{ guarantorId: buyers[0] }, 'guarantorId'],
      [{ currency: 'EUR' }, 'currency'],
      [{ installmentCount: 120, price: '100000', downPayment: '0' }, 'installmentCount'],
    ];
    for (const [over, field] of cases) {
      const res = await post('/contracts', dealBody(carId, buyers[0]!, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const errors = res.json().errors as { field: string; message: string }[];
      expect(
        errors.map((e) => e.field),
        JSON.stringify(over),
      ).toContain(field);
      for (const e of errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await carStatus(carId)).toBe('Pending');
  });

  it('needs a Pending car: a second deal on the same car is 409 and changes nothing', async () => {
    const carId = await newCar();
    expect((await post('/contracts', dealBody(carId, buyers[0]!))).statusCode).toBe(201);
    const again = await post('/authorizations', dealBody(carId, buyers[1]!));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('السيارة غير متاحة للبيع');
  });

  it('answers 404 for another company’s car, person or branch in the body, and for unknown ids', async () => {
    const carId = await newCar();
    const cases: [Record<string, unknown>, string][] = [
      [{ carId: otherCarId }, 'السيارة غير موجودة'],
      [{ buyerId: otherPersonId }, 'المشتري غير موجود'],
      [{ guarantorId: otherPersonId }, 'الكفيل غير موجود'],
      [{ sellerType: 'PERSON', sellerId: otherPersonId }, 'البائع غير موجود'],
      [{ branchId: 999999 }, 'الفرع غير موجود'],
      [{ carId: 999999 }, 'السيارة غير موجودة'],
    ];
    for (const [over, message] of cases) {
      const res = await post('/contracts', dealBody(carId, buyers[0]!, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(404);
      expect(res.json().message).toBe(message);
    }
    expect(await carStatus(carId)).toBe('Pending');
    expect(await carStatus(otherCarId)).toBe('Pending');
  });

  it('permissions: accountant 403 (no ADD_CONTRACT); staff without CREATE_PAYMENT_PLAN 403', async () => {
    const carId = await newCar();
    expect((await post('/contracts', dealBody(carId, buyers[0]!), tk.accountant)).statusCode).toBe(403);
    const other = await createOtherCompany(t);
    await grantPermission(t, other, 'ADD_CONTRACT');
    const staff = (await t.login(other.staffUsername)).accessToken;
    const [oc] = (await insertCars(t, other.companyId, 1)) as [number];
    const [ob] = (await insertPersons(t, other.companyId, 1)) as [number];
    expect((await post('/contracts', dealBody(oc, ob), staff)).statusCode).toBe(403);
  });
});

describe('GET /contracts, /contracts/{id}, ?id=', () => {
  it('answers ?id= in list form with every template field resolved', async () => {
    const carId = await newCar();
    const deal = (await post('/contracts', dealBody(carId, buyers[0]!, { templateId: 2 }))).json()
      .data as Deal;
    const res = await t.get(`${BASE}/contracts`, tk.accountant, { id: String(deal.id) });
    expect(res.statusCode).toBe(200);
    const [record] = res.json().data as Deal[];
    expect(record!.templateId).toBe(2);
    for (const field of TEMPLATE_FIELDS) expect(resolve(record, field), field).not.toBeUndefined();
    expect(resolve(record, 'contractNumber')).toBe(deal.contractNumber);
    // A contract id is not an authorization.
    expect((await t.get(`${BASE}/authorizations`, tk.company, { id: String(deal.id) })).json().data).toEqual(
      [],
    );
    expect((await t.get(`${BASE}/authorizations/${deal.id}`, tk.company)).statusCode).toBe(404);
    expect((await t.get(`${BASE}/contracts/${deal.id}`, tk.company)).json().data.id).toBe(deal.id);
  });

  it('lists the demo deals with filters (overdue, planStatus, cancelled, dates, keyword, sort)', async () => {
    const list = async (query: Record<string, string>, path = '/contracts') => {
      const res = await t.get(`${BASE}${path}`, tk.company, { size: '100', ...query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as Deal[];
    };
    const overdue = await list({ overdue: 'true' });
    expect(overdue.length).toBeGreaterThan(0);
    for (const d of overdue) expect(d.paymentPlan.installments.some((i) => i.overdue)).toBe(true);
    const paid = await list({ planStatus: 'PAID' }, '/authorizations');
    expect(paid.length).toBeGreaterThan(0);
    expect(paid.every((d) => d.paymentPlan.status === 'PAID')).toBe(true);
    const usd = (await list({})).filter((d) => d.currency === 'USD');
    expect(usd.length).toBeGreaterThan(0);
    const byPrice = await list({ sortBy: 'price', sortDirection: 'desc' });
    const prices = byPrice.filter((d) => d.currency === 'IQD').map((d) => Number(d.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const demoBuyer = overdue[0]!.buyer.fullName;
    const found = await list({ keyword: demoBuyer.replace('أ', 'ا') });
    expect(found.map((d) => d.id)).toContain(overdue[0]!.id);
    // Staff search by phone: a run of digits beyond the contract number's integer column is no 500.
    const phone = overdue[0]!.buyer.phone;
    expect(phone).toMatch(/^\d{11}$/);
    for (const path of ['/contracts', '/authorizations', '/installments']) {
      const res = await t.get(`${BASE}${path}`, tk.company, { keyword: phone! });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await list({ keyword: phone! })).map((d) => d.id)).toContain(overdue[0]!.id);
    expect(await list({ keyword: '99999999999999999999' })).toEqual([]);
    const far = await list({ fromDate: '2090-01-01' });
    expect(far).toEqual([]);
    expect((await t.get(`${BASE}/contracts`, tk.company, { sortBy: 'buyer' })).statusCode).toBe(400);
    expect((await list({ cancelled: 'true' })).every((d) => d.status === 'CANCELLED')).toBe(true);
  });

  it('answers 404 for another company’s deal and 403 without GET_CONTRACT', async () => {
    const other = await createOtherCompany(t);
    const token = (await t.login(other.accountUsername)).accessToken;
    const [oc] = (await insertCars(t, other.companyId, 1)) as [number];
    const [ob] = (await insertPersons(t, other.companyId, 1)) as [number];
    const deal = (await post('/contracts', dealBody(oc, ob), token)).json().data as Deal;
    expect(deal.contractNumber).toBe(1);
    expect((await t.get(`${BASE}/contracts/${deal.id}`, tk.company)).statusCode).toBe(404);
    expect((await t.get(`${BASE}/contracts`, tk.company, { id: String(deal.id) })).json().data).toEqual([]);
    expect((await cancelDeal(t, tk.company, '/contracts', deal.id, 'x')).statusCode).toBe(404);
    const staff = (await t.login(other.staffUsername)).accessToken;
    expect((await t.get(`${BASE}/contracts`, staff)).statusCode).toBe(403);
  });
});

describe('DELETE /contracts/{id} (cancel)', () => {
  // An authorization is named «الوكالة» in its refusal.
  it.each([
    ['/contracts', 'لا يمكن إلغاء العقد لوجود دفعات مسجلة عليه، يرجى عكس الدفعات أولاً'],
    ['/authorizations', 'لا يمكن إلغاء الوكالة لوجود دفعات مسجلة عليها، يرجى عكس الدفعات أولاً'],
  ] as const)('%s: is refused while non-reversed payments exist', async (path, message) => {
    const deal = (await post(path, dealBody(await newCar(), buyers[0]!))).json().data as Deal;
    const res = await cancelDeal(t, tk.company, path, deal.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(message);
  });

  it('cancels a deal without payments: CANCELLED with reason, plan CANCELLED, car Pending, number kept', async () => {
    const carId = await newCar();
    const deal = (await post('/authorizations', dealBody(carId, buyers[0]!, { downPayment: '0' }))).json()
      .data as Deal;
    expect(
      (await t.request({ method: 'DELETE', url: `${BASE}/authorizations/${deal.id}`, token: tk.company }))
        .statusCode,
    ).toBe(400);
    expect((await cancelDeal(t, tk.sales, '/authorizations', deal.id, 'x')).statusCode).toBe(403);
    const res = await cancelDeal(t, tk.company, '/authorizations', deal.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'تم إلغاء الوكالة' });
    const after = (await t.get(`${BASE}/authorizations/${deal.id}`, tk.company)).json().data as Deal;
    expect(after).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'تراجع المشتري',
      contractNumber: deal.contractNumber,
    });
    expect(after.paymentPlan.status).toBe('CANCELLED');
    expect(await carStatus(carId)).toBe('Pending');
    const twice = await cancelDeal(t, tk.company, '/authorizations', deal.id, 'x');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('الوكالة ملغاة مسبقاً');
    // The car can be sold again; the next number is not the cancelled one's.
    const again = (await post('/authorizations', dealBody(carId, buyers[1]!))).json().data as Deal;
    expect(again.contractNumber).toBeGreaterThan(deal.contractNumber);
  });
});

describe('GET /contracts?carId=', () => {
  it("lists one car's deals only (the car page shows them)", async () => {
    const carId = await newCar();
    const created = await post('/contracts', dealBody(carId, buyers[0]!), tk.sales);
    expect(created.statusCode).toBe(201);
    const own = await t.get(`${BASE}/contracts?carId=${carId}`, tk.sales);
    expect(own.statusCode).toBe(200);
    const rows = own.json().data as Deal[];
    expect(rows.map((d) => d.car.id)).toEqual([carId]);
    const none = await t.get(`${BASE}/authorizations?carId=${carId}`, tk.sales);
    expect(none.json().data).toEqual([]);
    const other = await t.get(`${BASE}/contracts?carId=${otherCarId}`, tk.sales);
    expect(other.json().data).toEqual([]);
  });
});

describe('GET /contracts?personId=', () => {
  it("lists one person's deals as buyer or guarantor, not others'", async () => {
    const carId = await newCar();
    const created = await post(
      '/contracts',
      dealBody(carId, buyers[2]!, { guarantorId: buyers[3] }),
      tk.sales,
    );
    expect(created.statusCode).toBe(201);
    const asGuarantor = await t.get(`${BASE}/contracts?personId=${buyers[3]}`, tk.sales);
    expect((asGuarantor.json().data as Deal[]).map((d) => d.car.id)).toContain(carId);
    const other = await t.get(`${BASE}/contracts?personId=${otherPersonId}`, tk.sales);
    expect(other.json().data).toEqual([]);
  });
});
