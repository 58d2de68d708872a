import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listEnvelope, listQuerySchema, loginBodySchema, userSchema } from './index';
import { PERMISSION_LABELS_AR, PERMISSION_NAMES } from './permissions';

describe('@cc/contracts', () => {
  it('names the 20 permissions of the spec, then the collections three, AUDIT_READ and CAR_COSTS, each with an Arabic label', () => {
    expect(PERMISSION_NAMES).toHaveLength(25);
    expect(PERMISSION_NAMES.slice(0, 20)).toContain('GET_NOTIFICATTIONS');
    expect(PERMISSION_NAMES.slice(20)).toEqual([
      'COLLECTIONS_READ',
      'COLLECTIONS_WORK',
      'COLLECTIONS_ASSIGN',
      'AUDIT_READ',
      'CAR_COSTS',
    ]);
    for (const name of PERMISSION_NAMES) expect(PERMISSION_LABELS_AR[name]).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an empty login with Arabic field messages', () => {
    const result = loginBodySchema.safeParse({ username: '  ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain('اسم المستخدم مطلوب');
    expect(messages).toContain('كلمة المرور مطلوبة');
  });

  it('caps list page size at 100 and defaults to page 0, size 10', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ page: 0, size: 10 });
    expect(listQuerySchema.safeParse({ size: '101' }).success).toBe(false);
  });

  it('describes the table envelope with zero-based pagination', () => {
    const schema = listEnvelope(z.object({ id: z.number() }));
    expect(
      schema.safeParse({ data: [], pagination: { currentPage: 0, lastPage: 0, pageSize: 10, totalItems: 0 } })
        .success,
    ).toBe(true);
    expect(
      schema.safeParse({
        data: [],
        pagination: { currentPage: -1, lastPage: 0, pageSize: 10, totalItems: 0 },
      }).success,
    ).toBe(false);
  });

  it('rejects a user whose system role is unknown', () => {
    const user = {
      id: 1,
      username: 'x',
      fullName: 'x',
      phone: null,
      companyUserId: null,
      companyName: null,
      branch: null,
      roles: ['ROLE_OWNER'],
      companyRoles: [],
      permissions: [],
    };
    expect(userSchema.safeParse(user).success).toBe(false);
  });
});

describe('cars export and saved views', () => {
  it('reads export columns, defaulting to the list columns and refusing unknown keys in Arabic', async () => {
    const { CAR_SORT_KEYS, carExportQuerySchema } = await import('./index');
    expect(carExportQuerySchema.parse({ columns: 'id, name,id' }).columns).toEqual(['id', 'name']);
    expect(carExportQuerySchema.parse({}).columns).toEqual([...CAR_SORT_KEYS]);
    const bad = carExportQuerySchema.safeParse({ columns: 'id,price' });
    expect(bad.error?.issues[0]?.message).toBe('أعمدة غير معروفة: price');
  });

  it("accepts the data table's view state (filters as text or date ranges)", async () => {
    const { viewInputSchema } = await import('./index');
    const parsed = viewInputSchema.parse({
      resource: 'cars',
      name: ' غير المبيوعة ',
      state: {
        keyword: '',
        filters: { status: 'Pending', created: { from: '2025-01-01', to: null } },
        sort: null,
      },
    });
    expect(parsed).toMatchObject({ name: 'غير المبيوعة', shared: false });
  });
});

describe('time zone choices', () => {
  it('offers Baghdad first, every offered zone valid, and keeps a company zone the list lacks', async () => {
    const { timeZoneOptions, TIME_ZONE_LABELS, adminCompanyCreateSchema } = await import('./index');
    const options = timeZoneOptions();
    expect(options[0]).toEqual({ value: 'Asia/Baghdad', label: 'بغداد (Asia/Baghdad)' });
    expect(options.map((o) => o.value)).toEqual(Object.keys(TIME_ZONE_LABELS));
    for (const { value } of options) {
      const parsed = adminCompanyCreateSchema.safeParse({
        name: 'م',
        username: 'abc',
        branchName: 'ف',
        timeZone: value,
      });
      expect(parsed.success, value).toBe(true);
    }
    expect(timeZoneOptions('Asia/Tokyo').at(-1)).toEqual({ value: 'Asia/Tokyo', label: 'Asia/Tokyo' });
    expect(timeZoneOptions('Asia/Dubai')).toHaveLength(options.length);
  });
});

describe('list cursors (stepping by cursor)', () => {
  it('round-trips Arabic text, numbers and nulls, and reads only a cursor of the list', async () => {
    const { CAR_NUMERIC_SORT_KEYS, CAR_SORT_KEYS, carListQuerySchema, decodeListCursor, encodeListCursor } =
      await import('./index');
    const read = (c: string) => decodeListCursor(c, CAR_SORT_KEYS, CAR_NUMERIC_SORT_KEYS);
    for (const cursor of [
      { sortBy: 'name', direction: 'asc', value: 'تويوتا كامري أ', id: 7 },
      { sortBy: 'kilometers', direction: 'desc', value: null, id: 2_147_483_647 },
      { sortBy: 'model', direction: 'asc', value: 2024, id: 1 },
    ] as const) {
      const encoded = encodeListCursor(cursor);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(read(encoded)).toEqual(cursor);
    }
    // A number for a text column, text for a number column, an unknown key, a bad id: not a cursor.
    expect(read(encodeListCursor({ sortBy: 'name', direction: 'asc', value: 5, id: 1 }))).toBeNull();
    expect(read(encodeListCursor({ sortBy: 'model', direction: 'asc', value: '2024', id: 1 }))).toBeNull();
    expect(read(encodeListCursor({ sortBy: 'price', direction: 'asc', value: 5, id: 1 }))).toBeNull();
    expect(read(encodeListCursor({ sortBy: 'id', direction: 'asc', value: 5, id: 0 }))).toBeNull();
    expect(read(encodeListCursor({ sortBy: 'id', direction: 'up' as 'asc', value: 5, id: 1 }))).toBeNull();
    expect(read('not base64!')).toBeNull();
    expect(read(btoa('[1,2'))).toBeNull();
    const refused = carListQuerySchema.safeParse({ after: 'abc' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('مؤشر الصفحة غير صالح، يرجى اختيار رقم الصفحة من جديد');
  });

  it('reads a date-time value only as the server writes it, and a notification flag only as 1 or 0', async () => {
    const { encodeListCursor, notificationListQuerySchema, personListQuerySchema } = await import('./index');
    const parsed = (value: string | number | null, sortBy = 'createdAt') =>
      personListQuerySchema.safeParse({
        after: encodeListCursor({ sortBy, direction: 'asc', value, id: 3 }),
      });
    expect(parsed('2024-05-01T10:00:00.250Z').data?.after).toEqual({
      sortBy: 'createdAt',
      direction: 'asc',
      value: '2024-05-01T10:00:00.250Z',
      id: 3,
    });
    expect(parsed(null).success).toBe(true);
    for (const value of ['2024-02-31T00:00:00.000Z', '2024-05-01', '2024-05-01T10:00:00Z', 'أمس', 5])
      expect(parsed(value).success, String(value)).toBe(false);
    // A name is text: any text.
    expect(parsed('2024-05-01', 'fullName').success).toBe(true);
    const flag = (value: number) =>
      notificationListQuerySchema.safeParse({
        before: encodeListCursor({ sortBy: 'unreadFirst', direction: 'desc', value, id: 9 }),
      }).success;
    expect([flag(1), flag(0), flag(2), flag(-1)]).toEqual([true, true, false, false]);
  });

  it("reads the deal-side lists' cursors: amounts past 2^31 minor units, calendar dates, joined numbers", async () => {
    const { clearanceExportQuerySchema } = await import('./clearance');
    const {
      clearanceListQuerySchema,
      dealListQuerySchema,
      encodeListCursor,
      installmentListQuerySchema,
      LIST_CURSOR_INVALID,
      paymentExportQuerySchema,
      paymentListQuerySchema,
    } = await import('./index');
    const stepAfter = (c: Parameters<typeof encodeListCursor>[0]) => ({ after: encodeListCursor(c) });
    // A price of 3 billion dinars (minor units past the integer column) is a cursor of the deals' sort.
    const price = { sortBy: 'price', direction: 'desc', value: 3_000_000_000, id: 9 } as const;
    expect(dealListQuerySchema.parse(stepAfter(price)).after).toEqual(price);
    const due = { sortBy: 'dueDate', direction: 'asc', value: '2026-02-28', id: 4 } as const;
    expect(installmentListQuerySchema.parse(stepAfter(due)).after).toEqual(due);
    const byDeal = { sortBy: 'contractNumber', direction: 'asc', value: 17, id: 4 } as const;
    expect(installmentListQuerySchema.parse({ before: encodeListCursor(byDeal) }).before).toEqual(byDeal);
    const issued = { sortBy: 'issuedAt', direction: 'desc', value: '2026-01-31', id: 2 } as const;
    expect(clearanceListQuerySchema.parse(stepAfter(issued)).after).toEqual(issued);
    // Never a value the database would refuse: no impossible date, no text for a number, no integer
    // past the integer column for a number of one, no fraction for an amount.
    for (const [schema, cursor] of [
      [installmentListQuerySchema, { ...due, value: '2026-02-30' }],
      [installmentListQuerySchema, { ...due, value: '0000-01-01' }],
      [installmentListQuerySchema, { ...due, value: 'tomorrow' }],
      [paymentListQuerySchema, { sortBy: 'paidAt', direction: 'asc', value: 20260101, id: 1 }],
      [paymentListQuerySchema, { sortBy: 'receiptNumber', direction: 'asc', value: 3_000_000_000, id: 1 }],
      [paymentListQuerySchema, { sortBy: 'amount', direction: 'asc', value: 12.5, id: 1 }],
      [dealListQuerySchema, { ...price, value: '3000000000' }],
      [clearanceListQuerySchema, { sortBy: 'number', direction: 'asc', value: 'x', id: 1 }],
    ] as const) {
      const refused = schema.safeParse(stepAfter(cursor as Parameters<typeof encodeListCursor>[0]));
      expect(refused.success, JSON.stringify(cursor)).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe(LIST_CURSOR_INVALID);
    }
    // The exports take no cursor.
    expect('after' in paymentExportQuerySchema.parse(stepAfter(due))).toBe(false);
    expect('before' in clearanceExportQuerySchema.parse({ before: encodeListCursor(issued) })).toBe(false);
  });
});
