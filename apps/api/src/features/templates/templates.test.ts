import {
  FALLBACK_TEMPLATE_ID,
  MAX_TEMPLATE_IMAGE_BYTES,
  TEMPLATE_PAGE,
  type TemplateItem,
  templateItemSchema,
} from '@cc/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, type OtherCompany } from '../../../test/companies';
import { createDeal, insertPersons, postDeal } from '../../../test/deals';
import { BASE, expectError, useTestApp, useTokens } from '../../../test/helper';
import { fieldItem as field, imageItem, textItem as text } from '../../../test/templates';
import { deals, templates } from '../../db/schema';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'superadmin');
let companyId: number;
let other: OtherCompany;
let otherToken: string;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  other = await createOtherCompany(t);
  otherToken = (await t.login(other.accountUsername)).accessToken;
});

const get = (path: string, token?: string) => t.get(`${BASE}${path}`, token);
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string | undefined,
  payload?: unknown,
) =>
  t.request({
    method,
    url: `${BASE}${path}`,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('system templates (migrations 0004 and 0006)', () => {
  it('exist with ids 1 to 6, real Arabic layouts inside the A4 page on the 8 px grid', async () => {
    const expected = [
      [1, 'AUTHORIZATION', 'وكالة بيع سيارة'],
      [2, 'CONTRACT', 'عقد بيع سيارة بالتقسيط'],
      [3, 'RECEIPT', 'وصل قبض'],
      [4, 'CLEARANCE', 'براءة ذمة'],
      [5, 'STATEMENT', 'كشف حساب'],
      [6, 'PROMISSORY_NOTE', 'كمبيالة'],
    ] as const;
    for (const [id, kind, name] of expected) {
      const res = await get(`/templates/${id}`, tk.sales);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toEqual({
        id,
        name,
        kind,
        system: true,
        imageKey: null,
        fields: expect.any(Array),
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      });
      expect(data.fields.length).toBeGreaterThan(20);
      for (const item of data.fields) {
        expect(templateItemSchema.safeParse(item).success, JSON.stringify(item)).toBe(true);
        for (const k of ['x', 'y', 'width', 'height']) expect(item[k] % 8, `${k} of ${item.fieldId}`).toBe(0);
        expect(item.x + item.width).toBeLessThanOrEqual(TEMPLATE_PAGE.width);
        expect(item.y + item.height).toBeLessThanOrEqual(TEMPLATE_PAGE.height);
      }
      const ids = data.fields.map((i: TemplateItem) => i.fieldId).filter(Boolean);
      // A promissory note prints one instalment and its debtor, in the page's top band (three a page).
      const wanted =
        kind === 'PROMISSORY_NOTE'
          ? ['company.name', 'buyer.fullName', 'buyer.nationalId', 'note.amount', 'note.amountInWords']
          : ['company.logo', 'company.name', 'buyer.fullName', 'car.plateNumber'];
      expect(ids).toEqual(expect.arrayContaining(wanted));
      if (kind === 'PROMISSORY_NOTE') {
        expect(Math.max(...data.fields.map((i: TemplateItem) => i.y + i.height))).toBeLessThanOrEqual(360);
      }
    }
    // The receipt prints the payment's own figures, not the deal's.
    const receipt = (await get('/templates/3', tk.company)).json().data;
    expect(receipt.fields.map((i: TemplateItem) => i.fieldId)).toEqual(
      expect.arrayContaining([
        'receipt.number',
        'receipt.date',
        'receipt.amount',
        'receipt.amountInWords',
        'receipt.remainingAfter',
        'receipt.handedOver',
        'receipt.lateFees',
      ]),
    );
    // Receipts and clearances print for both kinds, numbered apart: they name the deal with its kind.
    for (const id of [3, 4]) {
      const items: TemplateItem[] = (await get(`/templates/${id}`, tk.company)).json().data.fields;
      const ids = items.map((i) => i.fieldId);
      expect(ids, `template ${id}`).toContain('dealName');
      expect(ids, `template ${id}`).not.toContain('contractNumber');
      expect(
        items.some((i) => i.kind === 'TEXT' && i.value === 'رقم العقد:'),
        `template ${id}`,
      ).toBe(false);
    }
    const contract = (await get(`/templates/${FALLBACK_TEMPLATE_ID}`, tk.company)).json().data;
    const contractIds = contract.fields.map((i: TemplateItem) => i.fieldId);
    for (const id of [
      'contractNumber',
      'contractDate',
      'seller.fullName',
      'buyer.phone',
      'buyer.nationalId',
      'buyer.address',
      'car.name',
      'car.model',
      'car.color',
      'car.chassisNumber',
      'price',
      'downPayment',
      'installmentCount',
      'installmentAmount',
      'firstDueDate',
      'amountInWords',
      'guarantor.fullName',
      'paymentPlan.installments',
    ]) {
      expect(contractIds, id).toContain(id);
    }
    expect(contract.fields.find((i: TemplateItem) => i.kind === 'TABLE').fieldId).toBe(
      'paymentPlan.installments',
    );
    // Migration 0008: a cash sale prints as one, a deal without a guarantor prints no guarantor block.
    const when = (condition: string) =>
      contract.fields
        .filter((i: TemplateItem) => i.showIf === condition)
        .map((i: TemplateItem) => i.fieldId ?? i.value);
    expect(when('INSTALLMENTS')).toEqual(
      expect.arrayContaining([
        'عقد بيع سيارة بالتقسيط',
        'عدد الأقساط:',
        'installmentCount',
        'installmentAmount',
        'firstDueDate',
        'downPayment',
        'paymentPlan.installments',
      ]),
    );
    expect(when('CASH')).toContain('عقد بيع سيارة نقداً');
    expect(when('GUARANTOR')).toEqual(
      expect.arrayContaining(['الكفيل:', 'guarantor.fullName', 'توقيع الكفيل']),
    );
  });

  it('are listed first to every member, marked system', async () => {
    const res = await get('/templates/company', tk.sales);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.slice(0, 6)).toEqual([
      { id: 1, name: 'وكالة بيع سيارة', kind: 'AUTHORIZATION', system: true, isDefault: true },
      { id: 2, name: 'عقد بيع سيارة بالتقسيط', kind: 'CONTRACT', system: true, isDefault: true },
      { id: 3, name: 'وصل قبض', kind: 'RECEIPT', system: true, isDefault: true },
      { id: 4, name: 'براءة ذمة', kind: 'CLEARANCE', system: true, isDefault: true },
      { id: 5, name: 'كشف حساب', kind: 'STATEMENT', system: true, isDefault: true },
      { id: 6, name: 'كمبيالة', kind: 'PROMISSORY_NOTE', system: true, isDefault: true },
    ]);
  });

  it('refuses anonymous (401) and the super administrator on company reads (403)', async () => {
    expect((await get('/templates/1')).statusCode).toBe(401);
    expect((await get('/templates/company')).statusCode).toBe(401);
    expect((await get('/templates/company/latest', tk.superadmin)).statusCode).toBe(403);
  });
});

describe('company templates', () => {
  it('latest is null with none, then the newest; POST answers the template with an id from 1000', async () => {
    const fresh = await createOtherCompany(t);
    const token = (await t.login(fresh.accountUsername)).accessToken;
    const none = await get('/templates/company/latest', token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ data: null });

    const created = await send('POST', '/templates', token, {
      name: '  قالبي  ',
      imageKey: null,
      fields: [text(), field('buyer.fullName')],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      data: {
        id: expect.any(Number),
        name: 'قالبي',
        kind: 'CONTRACT',
        system: false,
        imageKey: null,
        fields: [text(), field('buyer.fullName')],
        updatedAt: expect.any(String),
      },
      message: 'تم حفظ القالب الجديد بنجاح 🎉',
    });
    const first = created.json().data;
    expect(first.id).toBeGreaterThanOrEqual(1000);
    expect((await get('/templates/company/latest', token)).json().data).toEqual(first);

    const second = (
      await send('POST', '/templates', token, { name: 'وصل', kind: 'RECEIPT', fields: [] })
    ).json().data;
    expect(second.id).toBeGreaterThan(first.id);
    expect((await get('/templates/company/latest', token)).json().data.id).toBe(second.id);
    // Saving the first again makes it the latest.
    expect(
      (await send('PUT', `/templates/${first.id}`, token, { name: 'قالبي', fields: [] })).statusCode,
    ).toBe(200);
    expect((await get('/templates/company/latest', token)).json().data.id).toBe(first.id);

    const list = (await get('/templates/company', token)).json().data;
    expect(list.slice(6)).toEqual([
      { id: first.id, name: 'قالبي', kind: 'CONTRACT', system: false, isDefault: false },
      { id: second.id, name: 'وصل', kind: 'RECEIPT', system: false, isDefault: false },
    ]);
    expect(list).toHaveLength(8);

    const entry = await t.lastAudit('TEMPLATE_CREATED', first.id);
    expect(entry!.changes).toEqual({
      before: null,
      after: { name: 'قالبي', kind: 'CONTRACT', imageKey: null, itemCount: 2 },
    });
  });

  it("keeps companies apart: another company's template is 404 to read, write and delete, and unlisted", async () => {
    const mine = (await send('POST', '/templates', tk.company, { name: 'خاص', fields: [] })).json().data;
    for (const res of [
      await get(`/templates/${mine.id}`, otherToken),
      await send('PUT', `/templates/${mine.id}`, otherToken, { name: 'x', fields: [] }),
      await send('DELETE', `/templates/${mine.id}`, otherToken),
      await get('/templates/999999', tk.company),
    ]) {
      expectError(res, 404, 'NOT_FOUND', 'القالب غير موجود');
    }
    const ids = (await get('/templates/company', otherToken)).json().data.map((x: { id: number }) => x.id);
    expect(ids).not.toContain(mine.id);
    // The super administrator does not see company templates either.
    expect(
      (await send('PUT', `/templates/${mine.id}`, tk.superadmin, { name: 'x', fields: [] })).statusCode,
    ).toBe(404);
  });

  it('lets staff read but not write (403); the company account writes its own (audited)', async () => {
    const mine = (await send('POST', '/templates', tk.company, { name: 'للتعديل', fields: [] })).json().data;
    expect((await get(`/templates/${mine.id}`, tk.sales)).statusCode).toBe(200);
    expect((await send('POST', '/templates', tk.sales, { name: 'x', fields: [] })).statusCode).toBe(403);
    expect((await send('PUT', `/templates/${mine.id}`, tk.sales, { name: 'x', fields: [] })).statusCode).toBe(
      403,
    );
    expect((await send('DELETE', `/templates/${mine.id}`, tk.sales)).statusCode).toBe(403);
    expect((await send('POST', '/templates', tk.superadmin, { name: 'x', fields: [] })).statusCode).toBe(403);

    const saved = await send('PUT', `/templates/${mine.id}`, tk.company, { fields: [field('car.model')] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      data: {
        ...mine,
        name: 'Contract Template',
        fields: [field('car.model')],
        updatedAt: expect.any(String),
      },
      message: 'تم الحفظ بنجاح',
    });
    expect((await get(`/templates/${mine.id}`, tk.sales)).json().data.fields).toEqual([field('car.model')]);
    const entry = await t.lastAudit('TEMPLATE_UPDATED');
    expect(entry!.changes).toEqual({
      before: { name: 'للتعديل', kind: 'CONTRACT', imageKey: null, itemCount: 0 },
      after: { name: 'Contract Template', kind: 'CONTRACT', imageKey: null, itemCount: 1 },
    });

    const deleted = await send('DELETE', `/templates/${mine.id}`, tk.company);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: null, message: 'تم حذف القالب بنجاح' });
    expect((await get(`/templates/${mine.id}`, tk.company)).statusCode).toBe(404);
  });

  it('system templates: only the super administrator edits them; nobody deletes them', async () => {
    const before = (await get('/templates/3', tk.company)).json().data;
    const refused = await send('PUT', '/templates/3', tk.company, { name: 'x', fields: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await send('DELETE', '/templates/3', tk.company)).statusCode).toBe(403);
    expect((await send('DELETE', '/templates/3', tk.superadmin)).statusCode).toBe(403);

    const fields = [...before.fields, text({ value: 'ختم الشركة', x: 48, y: 1072, width: 160, height: 32 })];
    const edited = await send('PUT', '/templates/3', tk.superadmin, { name: 'وصل قبض', fields });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: 3, system: true, name: 'وصل قبض', fields });
    expect((await get('/templates/3', tk.sales)).json().data.fields).toEqual(fields);
    // Put it back for the other tests.
    await send('PUT', '/templates/3', tk.superadmin, { name: before.name, fields: before.fields });
  });

  it('refuses deleting a template a deal uses (409), also when the deal is cancelled', async () => {
    const used = (await send('POST', '/templates', tk.company, { name: 'مستخدم', fields: [] })).json().data;
    const [buyerId] = (await insertPersons(t, companyId, 1)) as [number];
    const deal = await createDeal(t, {
      token: tk.company,
      companyId,
      buyerId,
      over: { templateId: used.id },
    });
    const res = await send('DELETE', `/templates/${used.id}`, tk.company);
    expectError(res, 409, 'CONFLICT', 'لا يمكن حذف القالب لأنه مستخدم في عقد أو وكالة');
    expect((await get(`/templates/${used.id}`, tk.company)).statusCode).toBe(200);
    // A cancelled deal is kept (and printable): its template stays.
    await t.db.update(deals).set({ status: 'CANCELLED' }).where(eq(deals.id, deal.id));
    expect((await send('DELETE', `/templates/${used.id}`, tk.company)).statusCode).toBe(409);
  });

  it("refuses a deal naming another company's template (404)", async () => {
    const theirs = (await send('POST', '/templates', otherToken, { name: 'لهم', fields: [] })).json().data;
    const [buyerId] = (await insertPersons(t, companyId, 1)) as [number];
    const res = await postDeal(t, { token: tk.company, companyId, buyerId, over: { templateId: theirs.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('القالب غير موجود');
  });
});

describe('the default template of each kind (PUT /templates/{id}/default)', () => {
  const list = async (token: string) =>
    (await get('/templates/company', token)).json().data as {
      id: number;
      kind: string;
      isDefault: boolean;
    }[];
  const defaults = async (token: string) =>
    Object.fromEntries((await list(token)).filter((x) => x.isDefault).map((x) => [x.kind, x.id]));

  it('is the system one until the company marks one: a new template is never the default', async () => {
    const fresh = await createOtherCompany(t);
    const token = (await t.login(fresh.accountUsername)).accessToken;
    const draft = (await send('POST', '/templates', token, { name: 'مسودة', fields: [] })).json().data;
    const copy = (
      await send('POST', '/templates', token, { name: 'وصل خاص', kind: 'RECEIPT', fields: [text()] })
    ).json().data;
    expect(await defaults(token)).toEqual({
      AUTHORIZATION: 1,
      CONTRACT: 2,
      RECEIPT: 3,
      CLEARANCE: 4,
      STATEMENT: 5,
      PROMISSORY_NOTE: 6,
    });
    expect((await list(token)).find((x) => x.id === draft.id)?.isDefault).toBe(false);

    const set = await send('PUT', `/templates/${copy.id}/default`, token);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().message).toBe('تم تعيين القالب الافتراضي');
    expect(
      set
        .json()
        .data.filter((x: { isDefault: boolean }) => x.isDefault)
        .map((x: { id: number }) => x.id),
    ).toEqual([1, 2, 4, 5, 6, copy.id]);
    const entry = await t.lastAudit('TEMPLATE_DEFAULT_SET');
    expect(entry?.changes).toEqual({
      before: { kind: 'RECEIPT', defaultTemplateId: null },
      after: { kind: 'RECEIPT', defaultTemplateId: copy.id },
    });
    // Another template of the kind takes over; the first is no longer the default (one per kind).
    const second = (
      await send('POST', '/templates', token, { name: 'وصل ثان', kind: 'RECEIPT', fields: [] })
    ).json().data;
    expect((await defaults(token)).RECEIPT).toBe(copy.id);
    await send('PUT', `/templates/${second.id}/default`, token);
    expect(await defaults(token)).toEqual({
      AUTHORIZATION: 1,
      CONTRACT: 2,
      RECEIPT: second.id,
      CLEARANCE: 4,
      STATEMENT: 5,
      PROMISSORY_NOTE: 6,
    });
    const marked = await t.db
      .select({ id: templates.id })
      .from(templates)
      .where(eq(templates.isDefault, true));
    expect(marked.map((r) => r.id)).toContain(second.id);
    expect(marked.map((r) => r.id)).not.toContain(copy.id);
    // Choosing the system one clears the company's mark.
    expect((await send('PUT', '/templates/3/default', token)).statusCode).toBe(200);
    expect((await defaults(token)).RECEIPT).toBe(3);
    // Deleting the default template gives the kind back to the system one.
    await send('PUT', `/templates/${second.id}/default`, token);
    expect((await send('DELETE', `/templates/${second.id}`, token)).statusCode).toBe(200);
    expect((await defaults(token)).RECEIPT).toBe(3);
  });

  it("is the company account's choice, for its own templates: staff 403, another company's 404", async () => {
    const ours = (await send('POST', '/templates', tk.company, { name: 'عقد الشركة', fields: [] })).json()
      .data;
    expect((await send('PUT', `/templates/${ours.id}/default`, tk.sales)).statusCode).toBe(403);
    expect((await send('PUT', `/templates/${ours.id}/default`, tk.superadmin)).statusCode).toBe(403);
    const theirs = await send('PUT', `/templates/${ours.id}/default`, otherToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('القالب غير موجود');
    // The other company's choice never shows in ours.
    const otherOwn = (await send('POST', '/templates', otherToken, { name: 'لهم', fields: [] })).json().data;
    await send('PUT', `/templates/${otherOwn.id}/default`, otherToken);
    expect((await defaults(tk.company)).CONTRACT).toBe(2);
    expect((await defaults(otherToken)).CONTRACT).toBe(otherOwn.id);
  });

  it('is one per company and kind in the database too (partial unique index)', async () => {
    const fresh = await createOtherCompany(t);
    const token = (await t.login(fresh.accountUsername)).accessToken;
    const a = (await send('POST', '/templates', token, { name: 'أ', fields: [] })).json().data;
    const b = (await send('POST', '/templates', token, { name: 'ب', fields: [] })).json().data;
    await t.db.update(templates).set({ isDefault: true }).where(eq(templates.id, a.id));
    await expect(
      t.db.update(templates).set({ isDefault: true }).where(eq(templates.id, b.id)),
    ).rejects.toThrow();
    await expect(
      t.db.update(templates).set({ isDefault: true }).where(eq(templates.id, 2)),
    ).rejects.toThrow();
  });
});

describe('background image (imageKey)', () => {
  const uploadPng = async (token: string): Promise<string> => {
    const res = await send('POST', '/files', token, { contentType: 'image/png', dataBase64: PNG });
    expect(res.statusCode).toBe(201);
    return res.json().data.key;
  };
  const lastUpdate = async () => (await t.lastAudit('TEMPLATE_UPDATED'))!.changes;

  it('PUT sets, replaces and removes it; a PUT without it keeps it (audited)', async () => {
    const mine = (await send('POST', '/templates', tk.company, { name: 'بخلفية', fields: [] })).json().data;
    expect(mine.imageKey).toBeNull();
    const first = await uploadPng(tk.company);
    const set = await send('PUT', `/templates/${mine.id}`, tk.company, {
      name: 'بخلفية',
      imageKey: first,
      fields: [field('buyer.fullName')],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ imageKey: first, fields: [field('buyer.fullName')] });
    expect((await get(`/templates/${mine.id}`, tk.sales)).json().data.imageKey).toBe(first);
    expect(await lastUpdate()).toEqual({
      before: { name: 'بخلفية', kind: 'CONTRACT', imageKey: null, itemCount: 0 },
      after: { name: 'بخلفية', kind: 'CONTRACT', imageKey: first, itemCount: 1 },
    });

    // The spec's PUT (name and fields only) keeps the background.
    const kept = await send('PUT', `/templates/${mine.id}`, tk.company, { name: 'بخلفية', fields: [] });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.imageKey).toBe(first);

    const second = await uploadPng(tk.sales);
    const replaced = await send('PUT', `/templates/${mine.id}`, tk.company, {
      name: 'بخلفية',
      imageKey: second,
      fields: [],
    });
    expect(replaced.json().data.imageKey).toBe(second);

    const removed = await send('PUT', `/templates/${mine.id}`, tk.company, {
      name: 'بخلفية',
      imageKey: null,
      fields: [],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.imageKey).toBeNull();
    expect((await get(`/templates/${mine.id}`, tk.company)).json().data.imageKey).toBeNull();
    expect(await lastUpdate()).toMatchObject({ before: { imageKey: second }, after: { imageKey: null } });
  });

  it("refuses another company's upload, an unknown key and a malformed one (400), and keeps the old one", async () => {
    const mine = (await send('POST', '/templates', tk.company, { name: 'خلفية محمية', fields: [] })).json()
      .data;
    const own = await uploadPng(tk.company);
    await send('PUT', `/templates/${mine.id}`, tk.company, {
      name: 'خلفية محمية',
      imageKey: own,
      fields: [],
    });

    const theirs = await uploadPng(otherToken);
    for (const key of [theirs, '00000000-0000-4000-8000-000000000000']) {
      const res = await send('PUT', `/templates/${mine.id}`, tk.company, {
        name: 'خلفية محمية',
        imageKey: key,
        fields: [],
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'imageKey', message: 'الملف غير موجود' }]);
    }
    const malformed = await send('PUT', `/templates/${mine.id}`, tk.company, {
      name: 'خلفية محمية',
      imageKey: 'data:image/png;base64,AAAA',
      fields: [],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ field: 'imageKey', message: 'مفتاح الصورة غير صالح' }]);
    expect((await get(`/templates/${mine.id}`, tk.company)).json().data.imageKey).toBe(own);
  });

  it('keeps company files off system templates, even for the super administrator', async () => {
    const before = (await get('/templates/4', tk.company)).json().data;
    const key = await uploadPng(tk.company);
    const res = await send('PUT', '/templates/4', tk.superadmin, {
      name: before.name,
      imageKey: key,
      fields: before.fields,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'imageKey', message: 'قوالب النظام لا تستخدم ملفات الشركات، استخدم صورة مضمّنة' },
    ]);
    expect((await get('/templates/4', tk.company)).json().data.imageKey).toBeNull();
  });
});

describe('validation', () => {
  it('answers 400 with every field error in Arabic', async () => {
    const res = await send('POST', '/templates', tk.company, {
      name: ' ',
      kind: 'LETTER',
      fields: [
        text({ kind: 'text' as never }),
        text({ x: 700 }),
        text({ x: 1.5 }),
        text({ style: { fontSize: 9, color: '#111827' } }),
        text({ style: { fontSize: 16, color: 'red' } }),
        field('', { fieldId: undefined }),
        imageItem('https://evil.example/x.png', true),
        text({ y: 1100 }),
      ],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('البيانات المدخلة غير صالحة، يرجى مراجعة الحقول');
    const fields = body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'name',
        'kind',
        'fields.0.kind',
        'fields.1.width',
        'fields.2.x',
        'fields.3.style.fontSize',
        'fields.4.style.color',
        'fields.5.fieldId',
        'fields.6.src',
        'fields.7.height',
      ]),
    );
    for (const e of body.errors) expect(e.message).toMatch(/[\u0600-\u06FF]/);
    expect(body.errors.find((e: { field: string }) => e.field === 'name').message).toBe(
      'يرجى إدخال اسم القالب',
    );
    expect(body.errors.find((e: { field: string }) => e.field === 'fields.4.style.color').message).toBe(
      'لون غير صالح',
    );
  });

  it('accepts image items as data URLs of the allowed types', async () => {
    const image = imageItem(`data:image/png;base64,${PNG}`);
    const res = await send('POST', '/templates', tk.company, { name: 'بصورة', fields: [image] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.fields).toEqual([image]);
    const svg = await send('POST', '/templates', tk.company, {
      name: 'x',
      fields: [{ ...image, src: 'data:image/svg+xml;base64,PHN2Zz4=' }],
    });
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors[0].field).toBe('fields.0.src');
  });

  it('answers 413 for an image over 2 MB and a template over 8 MB, in Arabic', async () => {
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil(((MAX_TEMPLATE_IMAGE_BYTES + 10) * 4) / 3))}`;
    const image = imageItem(big, true);
    const res = await send('POST', '/templates', tk.company, { name: 'كبير', fields: [image] });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'حجم الصورة أكبر من 2 ميغابايت', [
      { field: 'fields.0.src', message: 'حجم الصورة أكبر من 2 ميغابايت' },
    ]);

    // Four images just under 2 MB each: every one is fine, the whole is over 8 MB.
    const almost = `data:image/png;base64,${'A'.repeat(Math.floor((MAX_TEMPLATE_IMAGE_BYTES * 4) / 3) - 4)}`;
    const many = Array.from({ length: 5 }, () => ({ ...image, src: almost }));
    const whole = await send('PUT', '/templates/2', tk.superadmin, { name: 'x', fields: many });
    expectError(whole, 413, 'PAYLOAD_TOO_LARGE', 'حجم القالب أكبر من 8 ميغابايت');

    // Beyond the route's body limit Fastify refuses before parsing: same message.
    const huge = Array.from({ length: 6 }, () => ({ ...image, src: almost }));
    const over = await send('POST', '/templates', tk.company, { name: 'x', fields: huge });
    expectError(over, 413, 'PAYLOAD_TOO_LARGE', 'حجم القالب أكبر من 8 ميغابايت');
    const count = await t.db.$count(templates, eq(templates.name, 'كبير'));
    expect(count).toBe(0);
  });
});
