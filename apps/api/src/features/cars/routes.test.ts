import { CAR_SORT_KEYS, type Car } from '@cc/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelDeal, createDeal, insertPersons } from '../../../test/deals';
import { BASE, expectError, useTestApp, useTokens } from '../../../test/helper';
import { auditLog, cars, companies } from '../../db/schema';
import { carDerivedColumns } from '../../lib/derived-columns';
import { DEMO_CARS } from '../../seed/cars';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant', 'superadmin');
let otherCarId: number;
let companyId: number;

const ARABIC = /[\u0600-\u06FF]/;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  // A second company with one car, written straight to the database (isolation).
  const [other] = await t.db.insert(companies).values({ name: 'معرض آخر' }).returning({ id: companies.id });
  const input = { name: 'تويوتا كامري', plateNumber: 'بغداد 123456 أ', chassisNumber: 'JTDBR32E720123456' };
  const [row] = await t.db
    .insert(cars)
    .values({ ...input, ...carDerivedColumns(input), companyId: other!.id, model: 2020, color: 'أبيض' })
    .returning({ id: cars.id });
  otherCarId = row!.id;
});

const list = (query: Record<string, string | number>, token = tk.company) =>
  t.request({
    method: 'GET',
    url: `${BASE}/car`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
const rowsOf = async (query: Record<string, string | number>, token = tk.company) => {
  const res = await list({ size: 100, ...query }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Car[];
};

const newCar = (over: Record<string, unknown> = {}) => ({
  name: 'هيونداي سنتافي',
  model: 2022,
  color: 'أبيض',
  type: 'SUV',
  plateNumber: `بغداد ${Math.floor(100000 + Math.random() * 899999)} ب`,
  chassisNumber: `KM8S${Math.random().toString(36).slice(2, 15).toUpperCase()}`,
  kilometers: 12000,
  cylinderCount: 4,
  passengerCount: 7,
  engineType: 'PETROL',
  origin: 'KOREAN',
  notes: null,
  ...over,
});
const create = (body: unknown, token = tk.company) =>
  t.request({ method: 'POST', url: `${BASE}/car`, payload: body as object, token });

describe('GET /car: filters', () => {
  it('lists the demo cars with the list envelope', async () => {
    const res = await list({});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({
      currentPage: 0,
      lastPage: 2,
      pageSize: 10,
      totalItems: 30,
      // Where the next page starts (the pager's next button sends it back as `after`).
      nextCursor: expect.any(String),
    });
    expect(body.data).toHaveLength(10);
    // Newest first by default.
    const ids = body.data.map((c: Car) => c.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
  });

  it('filters by status (the spec default Pending), type, origin, engine type, model and colour', async () => {
    const count = (f: (c: (typeof DEMO_CARS)[number]) => boolean) => DEMO_CARS.filter(f).length;
    expect(await rowsOf({ status: 'Pending' })).toHaveLength(18);
    expect(await rowsOf({ status: 'Active' })).toHaveLength(7);
    expect(await rowsOf({ status: 'Paid' })).toHaveLength(5);
    const suv = await rowsOf({ type: 'SUV' });
    expect(suv).toHaveLength(count((c) => c.type === 'SUV'));
    expect(suv.every((c) => c.type === 'SUV')).toBe(true);
    expect(await rowsOf({ origin: 'KOREAN' })).toHaveLength(count((c) => c.origin === 'KOREAN'));
    expect(await rowsOf({ engineType: 'HYBRID' })).toHaveLength(count((c) => c.engineType === 'HYBRID'));
    expect(await rowsOf({ model: 2020 })).toHaveLength(count((c) => c.model === 2020));
    // Colour: contains, Arabic-aware ('ابيض' finds 'أبيض' and 'أبيض لؤلؤي').
    const white = await rowsOf({ color: 'ابيض' });
    expect(white).toHaveLength(count((c) => c.color.startsWith('أبيض')));
    // Combined.
    const both = await rowsOf({ status: 'Pending', origin: 'GULF', type: 'SUV' });
    expect(both).toHaveLength(
      count((c) => c.status === 'Pending' && c.origin === 'GULF' && c.type === 'SUV'),
    );
  });

  it('refuses unknown filter values and sort keys with Arabic messages', async () => {
    const invalid: Record<string, string | number>[] = [
      { status: 'Sold' },
      { type: 'BUS' },
      { sortBy: 'price' },
      { sortDirection: 'up' },
      { size: 101 },
      { page: -1 },
      { model: 'abc' },
    ];
    for (const query of invalid) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().errors[0].message).toMatch(ARABIC);
    }
    expect((await list({ sortBy: 'price' })).json().errors).toEqual([
      { field: 'sortBy', message: 'حقل الترتيب غير معروف' },
    ]);
  });
});

describe('GET /car: keyword', () => {
  it('finds names through spelling variants', async () => {
    expect((await rowsOf({ keyword: 'تويوتا' })).map((c) => c.name).sort()).toEqual(
      DEMO_CARS.filter((c) => c.name.startsWith('تويوتا'))
        .map((c) => c.name)
        .sort(),
    );
    // 'فورد اكسبلورر' (no hamza) finds 'فورد إكسبلورر'; 'هيونداي  اكسنت' with extra space and tatweel too.
    expect((await rowsOf({ keyword: 'فورد اكسبلورر' })).map((c) => c.name)).toEqual(['فورد إكسبلورر']);
    expect((await rowsOf({ keyword: 'هيونـداي   اكسنت' })).map((c) => c.name)).toEqual(['هيونداي أكسنت']);
    expect((await rowsOf({ keyword: 'لؤلؤ' })).map((c) => c.name)).toEqual([]);
  });

  it('matches plates typed with Arabic-Indic digits and chassis numbers in any case', async () => {
    const plate = await rowsOf({ keyword: '١٢٣٤٥٦' });
    expect(plate.map((c) => c.plateNumber)).toEqual(['بغداد 123456 أ']);
    expect((await rowsOf({ keyword: 'نينوى ٩٨٧' })).map((c) => c.plateNumber)).toEqual(['نينوى 98765 ج']);
    expect((await rowsOf({ keyword: 'jtdbr32e72' })).map((c) => c.chassisNumber)).toEqual([
      'JTDBR32E720123456',
    ]);
    // A plate typed without its spaces.
    expect((await rowsOf({ keyword: 'بغداد123456' })).map((c) => c.plateNumber)).toEqual(['بغداد 123456 أ']);
  });

  it('treats LIKE wildcards as text and combines the keyword with filters', async () => {
    expect(await rowsOf({ keyword: '%' })).toHaveLength(0);
    expect(await rowsOf({ keyword: '_' })).toHaveLength(0);
    expect(await rowsOf({ keyword: '   ' })).toHaveLength(30);
    const pending = await rowsOf({ keyword: 'تويوتا', status: 'Pending' });
    expect(pending.map((c) => c.name).sort()).toEqual(['تويوتا كامري', 'تويوتا لاندكروزر']);
  });
});

describe('GET /car: sort and pages', () => {
  it.each(CAR_SORT_KEYS.flatMap((key) => [[key, 'asc'] as const, [key, 'desc'] as const]))(
    'sorts by %s %s',
    async (key, direction) => {
      const rows = await rowsOf({ sortBy: key, sortDirection: direction });
      expect(rows).toHaveLength(30);
      const values = rows.map((r) => r[key]);
      const cmp = (a: unknown, b: unknown) =>
        a === b ? 0 : typeof a === 'number' ? (a as number) - (b as number) : String(a) < String(b) ? -1 : 1;
      for (let i = 1; i < rows.length; i++) {
        const order = cmp(values[i - 1], values[i]);
        if (direction === 'asc') expect(order).toBeLessThanOrEqual(0);
        else expect(order).toBeGreaterThanOrEqual(0);
        // Ties are broken by id in the same direction.
        if (order === 0)
          expect((rows[i - 1]!.id - rows[i]!.id) * (direction === 'asc' ? 1 : -1)).toBeLessThan(0);
      }
    },
  );

  it('sorts ascending when only sortBy is given', async () => {
    const rows = await rowsOf({ sortBy: 'model' });
    expect(rows[0]!.model).toBe(Math.min(...DEMO_CARS.map((c) => c.model)));
  });

  it('pages without overlap; the last page is short; beyond it is empty; no rows means lastPage 0', async () => {
    const seen = new Set<number>();
    for (let page = 0; page < 4; page++) {
      const res = await list({ page, size: 7, sortBy: 'name' });
      const body = res.json();
      expect(body.pagination).toMatchObject({ currentPage: page, lastPage: 4, pageSize: 7, totalItems: 30 });
      for (const c of body.data) seen.add(c.id);
    }
    const last = (await list({ page: 4, size: 7, sortBy: 'name' })).json();
    expect(last.data).toHaveLength(2);
    for (const c of last.data) seen.add(c.id);
    expect(seen.size).toBe(30);
    expect((await list({ page: 5, size: 7 })).json().data).toEqual([]);
    const none = (await list({ keyword: 'لا توجد سيارة بهذا الاسم' })).json();
    expect(none).toEqual({
      data: [],
      pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 0 },
    });
    expect((await list({ size: 100 })).statusCode).toBe(200);
  });
});

describe('permissions and isolation', () => {
  it('answers 401 without a token, 403 without GET_CAR and to the super administrator', async () => {
    expect((await t.get(`${BASE}/car`)).statusCode).toBe(401);
    for (const token of [tk.accountant, tk.superadmin]) {
      const res = await list({}, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('ليس لديك صلاحية لتنفيذ هذا الإجراء');
      expect((await t.get(`${BASE}/car/1`, token)).statusCode).toBe(403);
      expect((await create(newCar(), token)).statusCode).toBe(403);
    }
    expect((await list({}, tk.sales)).statusCode).toBe(200);
  });

  it('lets sales create and update but not delete (403 before anything else)', async () => {
    const res = await create(newCar(), tk.sales);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const put = await t.request({
      method: 'PUT',
      url: `${BASE}/car/${id}`,
      payload: newCar({ color: 'أسود' }),
      token: tk.sales,
    });
    expect(put.statusCode).toBe(200);
    const del = await t.request({ method: 'DELETE', url: `${BASE}/car/${id}`, token: tk.sales });
    expect(del.statusCode).toBe(403);
    expect((await t.get(`${BASE}/car/${id}`, tk.sales)).statusCode).toBe(200);
  });

  it("answers 404 for another company's car exactly like a missing one, and never lists it", async () => {
    for (const [method, payload] of [['GET'], ['PUT', newCar()], ['DELETE']] as const) {
      const other = await t.request({ method, url: `${BASE}/car/${otherCarId}`, payload, token: tk.company });
      const missing = await t.request({ method, url: `${BASE}/car/99999999`, payload, token: tk.company });
      expect(other.statusCode, method).toBe(404);
      expect(other.json()).toEqual(missing.json());
      expect(other.json()).toEqual({ code: 'NOT_FOUND', message: 'السيارة غير موجودة' });
    }
    // The other company's car shares the demo car's plate and chassis: unique only within a company.
    expect((await rowsOf({ keyword: '123456' })).map((c) => c.id)).not.toContain(otherCarId);
    const [still] = await t.db.select().from(cars).where(eq(cars.id, otherCarId));
    expect(still!.color).toBe('أبيض');
  });
});

describe('writes', () => {
  it('creates a Pending car whatever status is sent, with derived search columns and an audit entry', async () => {
    const res = await create(
      newCar({
        name: 'تويوتا راف فور',
        status: 'Paid',
        plateNumber: 'بغداد ٧٧٧٧٧٧ أ',
        chassisNumber: 'JTMRF۹۸۷۶٥',
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toMatch(ARABIC);
    expect(body.data).toMatchObject({
      name: 'تويوتا راف فور',
      status: 'Pending',
      // Identifiers typed with Arabic-Indic or Eastern digits are stored with Latin digits.
      plateNumber: 'بغداد 777777 أ',
      chassisNumber: 'JTMRF98765',
    });
    const [row] = await t.db.select().from(cars).where(eq(cars.id, body.data.id));
    expect(row!.plateNumber).toBe('بغداد 777777 أ');
    expect(row!.chassisNumber).toBe('JTMRF98765');
    expect(row!.plateKey).toBe('بغداد777777ا');
    expect(row!.companyId).toBe(companyId);
    // Found by the Latin digits.
    expect((await rowsOf({ keyword: '777777' })).map((c) => c.id)).toEqual([body.data.id]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'car'), eq(auditLog.entityId, String(body.data.id))));
    expect(entry).toMatchObject({ action: 'CAR_CREATED', companyId });
    expect((entry!.changes as { after: { name: string } }).after.name).toBe('تويوتا راف فور');
  });

  it('refuses a plate or chassis already used in the company, however it is typed (409, field errors)', async () => {
    const res = await create(newCar({ plateNumber: 'بغداد ١٢٣٤٥٦ ا', chassisNumber: 'jtdbr32e720123456' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'توجد سيارة أخرى بنفس رقم اللوحة أو رقم الشاصي',
      errors: [
        { field: 'plateNumber', message: 'رقم اللوحة مستخدم لسيارة أخرى' },
        { field: 'chassisNumber', message: 'رقم الشاصي مستخدم لسيارة أخرى' },
      ],
    });
    const chassisOnly = await create(newCar({ chassisNumber: ' JTDBR32E7-20123456 ' }));
    expect(chassisOnly.statusCode).toBe(409);
    expect(chassisOnly.json().errors).toEqual([
      { field: 'chassisNumber', message: 'رقم الشاصي مستخدم لسيارة أخرى' },
    ]);
  });

  it('maps a unique violation that slips past the check (concurrent writes) to the same 409', async () => {
    const body = newCar();
    const results = await Promise.all([create(body), create(body), create(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    // The check answers with both fields; a write that loses the race at the constraint names the first.
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('توجد سيارة أخرى بنفس رقم اللوحة أو رقم الشاصي');
      expect(r.json().errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: expect.stringMatching(/^(plateNumber|chassisNumber)$/) }),
        ]),
      );
    }
  });

  it('validates input with Arabic field errors, and malformed JSON', async () => {
    const res = await create({
      name: ' ',
      model: 1900,
      color: '',
      plateNumber: 'x'.repeat(31),
      kilometers: -1,
      cylinderCount: 20,
      passengerCount: 0,
      type: 'BUS',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    const fields = errors.map((e) => e.field);
    for (const f of [
      'name',
      'model',
      'color',
      'plateNumber',
      'chassisNumber',
      'kilometers',
      'cylinderCount',
      'passengerCount',
      'type',
    ])
      expect(fields).toContain(f);
    for (const e of errors) expect(e.message).toMatch(ARABIC);
    expect(errors.find((e) => e.field === 'name')!.message).toBe('اسم السيارة مطلوب');
    const nextYear = await create(newCar({ model: new Date().getFullYear() + 2 }));
    expect(nextYear.json().errors).toEqual([
      { field: 'model', message: 'سنة الصنع لا يمكن أن تتجاوز السنة القادمة' },
    ]);
    const bad = await t.request({
      method: 'POST',
      url: `${BASE}/car`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "تويوتا",',
      token: tk.company,
    });
    expectError(bad, 400, 'VALIDATION_FAILED', 'صيغة البيانات المرسلة غير صالحة (JSON)');
    expect((await t.get(`${BASE}/car/abc`, tk.company)).statusCode).toBe(400);
  });

  it('updates a Pending car, keeping its status, and audits only the changed fields', async () => {
    const created = (await create(newCar())).json().data as Car;
    const res = await t.request({
      method: 'PUT',
      url: `${BASE}/car/${created.id}`,
      payload: newCar({ ...created, color: 'أسود', kilometers: 15000, status: 'Paid' }),
      token: tk.sales,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      color: 'أسود',
      kilometers: 15000,
      status: 'Pending',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'car'),
          eq(auditLog.entityId, String(created.id)),
          eq(auditLog.action, 'CAR_UPDATED'),
        ),
      );
    expect(entry!.changes).toEqual({
      before: { color: 'أبيض', kilometers: 12000 },
      after: { color: 'أسود', kilometers: 15000 },
    });
    // Its own plate is not a clash with itself.
    const same = await t.request({
      method: 'PUT',
      url: `${BASE}/car/${created.id}`,
      payload: newCar({ ...created }),
      token: tk.sales,
    });
    expect(same.statusCode).toBe(200);
    // Another car's plate is.
    const clash = await t.request({
      method: 'PUT',
      url: `${BASE}/car/${created.id}`,
      payload: newCar({ ...created, plateNumber: 'البصرة 45678 ب' }),
      token: tk.sales,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual([{ field: 'plateNumber', message: 'رقم اللوحة مستخدم لسيارة أخرى' }]);
  });

  it('refuses staff changes to a car that is not Pending (409); the company account may correct it, audited', async () => {
    const [sold] = await t.db
      .select()
      .from(cars)
      .where(and(eq(cars.companyId, companyId), eq(cars.status, 'Paid')))
      .limit(1);
    const [active] = await t.db
      .select()
      .from(cars)
      .where(and(eq(cars.companyId, companyId), eq(cars.status, 'Active')))
      .limit(1);
    for (const car of [sold!, active!]) {
      const put = await t.request({
        method: 'PUT',
        url: `${BASE}/car/${car.id}`,
        payload: newCar({ ...car, color: 'أخضر' }),
        token: tk.sales,
      });
      expectError(
        put,
        409,
        'CONFLICT',
        'لا يمكن تعديل سيارة مباعة أو قيد الدفع، التعديل متاح للسيارات غير المبيوعة فقط',
      );
      const del = await t.request({ method: 'DELETE', url: `${BASE}/car/${car.id}`, token: tk.company });
      expect(del.statusCode).toBe(409);
      expect(del.json().message).toBe(
        'لا يمكن حذف سيارة مباعة أو قيد الدفع، الحذف متاح للسيارات غير المبيوعة فقط',
      );
    }
    const fix = await t.request({
      method: 'PUT',
      url: `${BASE}/car/${sold!.id}`,
      payload: newCar({ ...sold, notes: 'تصحيح رقم الكيلومترات', kilometers: 176000 }),
      token: tk.company,
    });
    expect(fix.statusCode).toBe(200);
    expect(fix.json().data).toMatchObject({ status: 'Paid', kilometers: 176000 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'car'), eq(auditLog.entityId, String(sold!.id))))
      .orderBy(desc(auditLog.id));
    expect(entry!.action).toBe('CAR_CORRECTED');
  });

  it('refuses to delete a Pending car whose deal was cancelled (409, Arabic), never a 500', async () => {
    const [buyerId] = (await insertPersons(t, companyId, 1)) as [number];
    // No down payment: a deal with payments cannot be cancelled.
    const deal = await createDeal(t, { token: tk.company, companyId, buyerId, over: { downPayment: '0' } });
    const cancel = await cancelDeal(t, tk.company, '/contracts', deal.id);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const car = await t.get(`${BASE}/car/${deal.car.id}`, tk.company);
    expect(car.json().data.status).toBe('Pending');
    const res = await t.request({ method: 'DELETE', url: `${BASE}/car/${deal.car.id}`, token: tk.company });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'لا يمكن حذف سيارة لها عقود أو وكالات سابقة' });
    expect((await t.get(`${BASE}/car/${deal.car.id}`, tk.company)).statusCode).toBe(200);
  });

  it('deletes a Pending car: {data: null, message}, audited, then 404', async () => {
    const created = (await create(newCar())).json().data as Car;
    const res = await t.request({ method: 'DELETE', url: `${BASE}/car/${created.id}`, token: tk.company });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message: 'تم الحذف بنجاح' });
    expect((await t.get(`${BASE}/car/${created.id}`, tk.company)).statusCode).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(created.id)), eq(auditLog.action, 'CAR_DELETED')));
    expect((entry!.changes as { before: { name: string } }).before.name).toBe(created.name);
    expect(
      (await t.request({ method: 'DELETE', url: `${BASE}/car/${created.id}`, token: tk.company })).statusCode,
    ).toBe(404);
  });
});
