import type { Car, CarPhoto, PersonDocument } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherCompany, grantPermission, type OtherCompany } from '../../../test/companies';
import { insertCars, insertPersons } from '../../../test/deals';
import { BASE, dataOf, expectError, useTestApp, useTokens } from '../../../test/helper';
import { imageItem } from '../../../test/templates';
import { runUnusedFilesJob } from './cleanup-job';

// A car's photos and an account card's documents (docs/domain/attachments.md): attach uploaded files,
// the cover in the cars list, removal of the file nothing uses any more, company isolation, access.

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales');
const INVALID = 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول';
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF_B64 = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n').toString(
  'base64',
);

let companyId: number;
let other: OtherCompany;
let otherToken: string;
let otherStaffToken: string;

beforeAll(async () => {
  companyId = await t.demoCompanyId();
  other = await createOtherCompany(t);
  otherToken = (await t.login(other.accountUsername)).accessToken;
  otherStaffToken = (await t.login(other.staffUsername)).accessToken;
});

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.request({ method, url: `${BASE}${url}`, token, ...(payload ? { payload } : {}) });
const upload = async (token = tk.sales, contentType = 'image/png', dataBase64 = PNG_B64) =>
  dataOf<{ key: string; url: string }>(await send('POST', '/files', token, { contentType, dataBase64 }), 201)
    .key;
const fileExists = async (key: string) =>
  (await t.get(`${BASE}/files/${key}/url`, tk.company)).statusCode === 200;
const photosOf = async (carId: number, token = tk.sales) =>
  dataOf<CarPhoto[]>(await t.get(`${BASE}/car/${carId}/photos`, token), 200);

describe('car photos', () => {
  it('adds photos (the first is the cover), moves the cover, and the cars list shows it', async () => {
    const [carId] = await insertCars(t, companyId, 1);
    expect(await photosOf(carId!)).toEqual([]);
    const first = await upload();
    const second = await upload();
    const added = await send('POST', `/car/${carId}/photos`, tk.sales, { fileKey: first });
    expect(added.json().message).toBe('تمت إضافة الصورة');
    expect(dataOf<CarPhoto[]>(added, 201)).toEqual([
      expect.objectContaining({
        key: first,
        isCover: true,
        contentType: 'image/png',
        url: expect.stringMatching(new RegExp(`^${BASE}/files/${first}\\?exp=\\d+&sig=`)),
      }),
    ]);
    const both = dataOf<CarPhoto[]>(
      await send('POST', `/car/${carId}/photos`, tk.sales, { fileKey: second }),
      201,
    );
    expect(both.map((p) => [p.key, p.isCover])).toEqual([
      [first, true],
      [second, false],
    ]);
    // The signed URL loads the image without a bearer.
    expect((await t.get(both[1]!.url)).statusCode).toBe(200);

    const cover = await send('PUT', `/car/${carId}/photos/${both[1]!.id}/cover`, tk.sales);
    expect(cover.json().message).toBe('تم تعيين صورة الغلاف');
    expect(dataOf<CarPhoto[]>(cover, 200).map((p) => p.isCover)).toEqual([false, true]);
    expect((await t.lastAudit('CAR_COVER_SET', carId))!.changes).toEqual({
      before: { photoId: both[0]!.id },
      after: { photoId: both[1]!.id },
    });

    const list = dataOf<Car[]>(await t.get(`${BASE}/car?size=100`, tk.sales), 200);
    const row = list.find((c) => c.id === carId)!;
    expect(row.coverUrl).toMatch(new RegExp(`^${BASE}/files/${second}\\?exp=\\d+&sig=`));
    expect((await t.get(row.coverUrl!)).statusCode).toBe(200);
    // A car without photos: null.
    const [bare] = await insertCars(t, companyId, 1);
    const again = dataOf<Car[]>(await t.get(`${BASE}/car?size=100`, tk.sales), 200);
    expect(again.find((c) => c.id === bare)!.coverUrl).toBeNull();
  });

  it('removes a photo and its file; removing the cover makes the oldest left the cover', async () => {
    const [carId] = await insertCars(t, companyId, 1);
    const keys = [await upload(), await upload(), await upload()];
    let photos: CarPhoto[] = [];
    for (const fileKey of keys)
      photos = dataOf(await send('POST', `/car/${carId}/photos`, tk.sales, { fileKey }), 201);
    const removed = await send('DELETE', `/car/${carId}/photos/${photos[0]!.id}`, tk.sales);
    expect(removed.json().message).toBe('تم حذف الصورة');
    expect(dataOf<CarPhoto[]>(removed, 200).map((p) => [p.key, p.isCover])).toEqual([
      [keys[1], true],
      [keys[2], false],
    ]);
    expect(await fileExists(keys[0]!)).toBe(false);
    expect(await fileExists(keys[1]!)).toBe(true);
    expectError(
      await send('DELETE', `/car/${carId}/photos/${photos[0]!.id}`, tk.sales),
      404,
      'NOT_FOUND',
      'الصورة غير موجودة',
    );
  });

  it('refuses a file that is not the company’s, not an image, or already on the car', async () => {
    const [carId] = await insertCars(t, companyId, 1);
    const theirs = await upload(otherToken);
    const res = await send('POST', `/car/${carId}/photos`, tk.sales, { fileKey: theirs });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: INVALID,
      errors: [{ field: 'fileKey', message: 'الملف غير موجود، ارفعه من جديد' }],
    });
    const pdf = await upload(tk.sales, 'application/pdf', PDF_B64);
    expect((await send('POST', `/car/${carId}/photos`, tk.sales, { fileKey: pdf })).json().errors).toEqual([
      { field: 'fileKey', message: 'صورة السيارة يجب أن تكون صورة PNG أو JPEG أو WEBP أو GIF' },
    ]);
    const key = await upload();
    dataOf(await send('POST', `/car/${carId}/photos`, tk.sales, { fileKey: key }), 201);
    expectError(
      await send('POST', `/car/${carId}/photos`, tk.sales, { fileKey: key }),
      409,
      'CONFLICT',
      'هذه الصورة مضافة للسيارة مسبقاً',
    );
    expect((await send('POST', `/car/${carId}/photos`, tk.sales, { fileKey: 'x' })).json().errors).toEqual([
      { field: 'fileKey', message: 'الملف غير صالح' },
    ]);
  });

  it("answers another company's car and photo like missing ones (404)", async () => {
    const [theirCar] = await insertCars(t, other.companyId, 1);
    const theirKey = await upload(otherToken);
    const theirs = dataOf<CarPhoto[]>(
      await send('POST', `/car/${theirCar}/photos`, otherToken, { fileKey: theirKey }),
      201,
    );
    const key = await upload();
    expectError(
      await t.get(`${BASE}/car/${theirCar}/photos`, tk.sales),
      404,
      'NOT_FOUND',
      'السيارة غير موجودة',
    );
    expect((await send('POST', `/car/${theirCar}/photos`, tk.sales, { fileKey: key })).statusCode).toBe(404);
    expect((await send('PUT', `/car/${theirCar}/photos/${theirs[0]!.id}/cover`, tk.sales)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', `/car/${theirCar}/photos/${theirs[0]!.id}`, tk.sales)).statusCode).toBe(404);
    // Their photo through our car: not ours either.
    const [ourCar] = await insertCars(t, companyId, 1);
    expect((await send('DELETE', `/car/${ourCar}/photos/${theirs[0]!.id}`, tk.sales)).statusCode).toBe(404);
    expect(await photosOf(theirCar!, otherToken)).toHaveLength(1);
  });

  it('needs GET_CAR to read and UPDATE_CAR to change (403)', async () => {
    const [carId] = await insertCars(t, other.companyId, 1);
    const key = await upload(otherToken);
    expect((await t.get(`${BASE}/car/${carId}/photos`, otherStaffToken)).statusCode).toBe(403);
    await grantPermission(t, other, 'GET_CAR');
    const staff = (await t.login(other.staffUsername)).accessToken;
    expect(await photosOf(carId!, staff)).toEqual([]);
    expect((await send('POST', `/car/${carId}/photos`, staff, { fileKey: key })).statusCode).toBe(403);
    expect((await t.get(`${BASE}/car/${carId}/photos`)).statusCode).toBe(401);
  });
});

describe('account card documents', () => {
  it('adds an image or a PDF with its kind and note, lists newest first, removes one and its file', async () => {
    const [personId] = await insertPersons(t, companyId, 1);
    const scan = await upload();
    const contract = await upload(tk.sales, 'application/pdf', PDF_B64);
    const first = await send('POST', `/persons/${personId}/documents`, tk.sales, {
      fileKey: scan,
      kind: 'NATIONAL_ID',
      note: '  الوجه الأمامي ',
    });
    expect(first.json().message).toBe('تمت إضافة المستند');
    dataOf(first, 201);
    const docs = dataOf<PersonDocument[]>(
      await send('POST', `/persons/${personId}/documents`, tk.sales, {
        fileKey: contract,
        kind: 'CONTRACT_SCAN',
      }),
      201,
    );
    expect(docs).toEqual([
      expect.objectContaining({
        key: contract,
        kind: 'CONTRACT_SCAN',
        note: null,
        contentType: 'application/pdf',
      }),
      expect.objectContaining({
        key: scan,
        kind: 'NATIONAL_ID',
        note: 'الوجه الأمامي',
        contentType: 'image/png',
      }),
    ]);
    expect(docs[0]!.createdBy).not.toBe('');
    const pdf = await t.get(docs[0]!.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(
      dataOf<PersonDocument[]>(await t.get(`${BASE}/persons/${personId}/documents`, tk.sales), 200),
    ).toHaveLength(2);

    const removed = await send('DELETE', `/persons/${personId}/documents/${docs[0]!.id}`, tk.sales);
    expect(removed.json().message).toBe('تم حذف المستند');
    expect(dataOf<PersonDocument[]>(removed, 200).map((d) => d.key)).toEqual([scan]);
    expect(await fileExists(contract)).toBe(false);
    expect((await t.lastAudit('PERSON_DOCUMENT_REMOVED', personId))!.changes).toMatchObject({
      before: { documentKind: 'CONTRACT_SCAN' },
    });
  });

  it('refuses an unknown kind or file with Arabic field errors (400)', async () => {
    const [personId] = await insertPersons(t, companyId, 1);
    const bad = await send('POST', `/persons/${personId}/documents`, tk.sales, {
      fileKey: await upload(),
      kind: 'X',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'kind', message: 'نوع المستند غير معروف' }]);
    const missing = await send('POST', `/persons/${personId}/documents`, tk.sales, {
      fileKey: '00000000-0000-4000-8000-000000000000',
      kind: 'OTHER',
    });
    expect(missing.json().errors).toEqual([{ field: 'fileKey', message: 'الملف غير موجود، ارفعه من جديد' }]);
  });

  it("answers another company's card like a missing one (404) and needs PERSON_READ / PERSON_UPDATE (403)", async () => {
    const [theirs] = await insertPersons(t, other.companyId, 1);
    const key = await upload();
    expectError(
      await t.get(`${BASE}/persons/${theirs}/documents`, tk.sales),
      404,
      'NOT_FOUND',
      'الحساب غير موجود',
    );
    expect(
      (await send('POST', `/persons/${theirs}/documents`, tk.sales, { fileKey: key, kind: 'OTHER' }))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', `/persons/${theirs}/documents/1`, tk.sales)).statusCode).toBe(404);
    const staff = (await t.login(other.staffUsername)).accessToken;
    expect((await t.get(`${BASE}/persons/${theirs}/documents`, staff)).statusCode).toBe(403);
    await grantPermission(t, other, 'PERSON_READ');
    const reader = (await t.login(other.staffUsername)).accessToken;
    expect((await t.get(`${BASE}/persons/${theirs}/documents`, reader)).statusCode).toBe(200);
    const theirKey = await upload(otherToken);
    expect(
      (await send('POST', `/persons/${theirs}/documents`, reader, { fileKey: theirKey, kind: 'OTHER' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('removal of unused files', () => {
  const age = (key: string, hours: number) =>
    t.db.execute(
      sql`update files set created_at = now() - make_interval(hours => ${hours}) where key = ${key}`,
    );

  it('deletes old files nothing names and keeps used or young ones', async () => {
    const [carId] = await insertCars(t, companyId, 1);
    const [personId] = await insertPersons(t, companyId, 1);
    const [unused, young, photo, document, background, image, receipt] = await Promise.all(
      Array.from({ length: 7 }, () => upload(tk.company)),
    );
    dataOf(await send('POST', `/car/${carId}/photos`, tk.company, { fileKey: photo }), 201);
    dataOf(
      await send('POST', `/persons/${personId}/documents`, tk.company, { fileKey: document, kind: 'OTHER' }),
      201,
    );
    dataOf(
      await send('POST', '/templates', tk.company, {
        name: 'بصور',
        imageKey: background,
        fields: [imageItem(image!)],
      }),
      201,
    );
    dataOf(
      await send('POST', `/car/${carId}/expenses`, tk.company, {
        kind: 'REPAIR',
        amount: '1000',
        currency: 'IQD',
        date: '2024-01-01',
        receiptFileKey: receipt,
      }),
      201,
    );
    for (const key of [unused, photo, document, background, image, receipt]) await age(key!, 25);
    await age(young!, 23);

    const freed = await runUnusedFilesJob(t.db);
    expect(freed.files).toBeGreaterThanOrEqual(1);
    expect(await fileExists(unused!)).toBe(false);
    for (const key of [young, photo, document, background, image, receipt])
      expect(await fileExists(key!), key).toBe(true);
    // A second process running it at once finds nothing more to do.
    const again = await Promise.all([runUnusedFilesJob(t.db), runUnusedFilesJob(t.db)]);
    expect(again.map((r) => r.files)).toEqual([0, 0]);
  });

  it('keeps the file of a removed photo that a template still names', async () => {
    const [carId] = await insertCars(t, companyId, 1);
    const key = await upload(tk.company);
    const photos = dataOf<CarPhoto[]>(
      await send('POST', `/car/${carId}/photos`, tk.company, { fileKey: key }),
      201,
    );
    dataOf(
      await send('POST', '/templates', tk.company, { name: 'بالصورة نفسها', fields: [imageItem(key)] }),
      201,
    );
    dataOf(await send('DELETE', `/car/${carId}/photos/${photos[0]!.id}`, tk.company), 200);
    expect(await fileExists(key)).toBe(true);
  });

  it('lets no template name a PDF', async () => {
    const pdf = await upload(tk.company, 'application/pdf', PDF_B64);
    const res = await send('POST', '/templates', tk.company, { name: 'بملف', imageKey: pdf, fields: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'imageKey', message: 'الملف غير موجود' }]);
  });

  it('deletes the photos (and so frees the files) of a deleted car', async () => {
    const [carId] = await insertCars(t, companyId, 1);
    const key = await upload(tk.company);
    dataOf(await send('POST', `/car/${carId}/photos`, tk.company, { fileKey: key }), 201);
    dataOf(await send('DELETE', `/car/${carId}`, tk.company), 200);
    await age(key, 25);
    await runUnusedFilesJob(t.db);
    expect(await fileExists(key)).toBe(false);
  });
});
