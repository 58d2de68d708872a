import { FILE_URL_TTL_SECONDS } from '@cc/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { BASE, expectError, useTestApp, useTokens } from '../../../test/helper';
import { imageItem } from '../../../test/templates';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'accountant', 'superadmin');
let otherToken: string;

const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PNG = Buffer.from(PNG_B64, 'base64');

beforeAll(async () => {
  const other = await createOtherCompany(t);
  otherToken = (await t.login(other.accountUsername)).accessToken;
});
afterAll(() => {
  vi.useRealTimers();
});

const upload = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: `${BASE}/files`, token, payload });
const fetchUrl = (url: string, token?: string) => t.get(url, token);

describe('POST /files', () => {
  it('stores an image of a member who may attach one and answers its key and a signed URL (audited)', async () => {
    const res = await upload(tk.sales, { contentType: 'image/png', dataBase64: PNG_B64 });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      url: expect.stringMatching(new RegExp(`^${BASE}/files/${data.key}\\?exp=\\d+&sig=[\\w-]+$`)),
    });
    // No bearer needed: an <img> loads it.
    const img = await fetchUrl(data.url);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const entry = await t.lastAudit('FILE_UPLOADED');
    expect(entry!.changes).toEqual({
      before: null,
      after: { key: data.key, contentType: 'image/png', size: PNG.length },
    });
  });

  it('refuses anonymous (401), the super administrator (403), other types and lying content (400)', async () => {
    expect((await upload(undefined, { contentType: 'image/png', dataBase64: PNG_B64 })).statusCode).toBe(401);
    expect((await upload(tk.superadmin, { contentType: 'image/png', dataBase64: PNG_B64 })).statusCode).toBe(
      403,
    );
    const text = await upload(tk.company, { contentType: 'text/plain', dataBase64: PNG_B64 });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual([
      { field: 'contentType', message: 'نوع الملف غير مدعوم: PNG أو JPEG أو WEBP أو GIF أو PDF' },
    ]);
    // A PDF is taken (for an account card's documents) only when its bytes are one.
    const pdf = await upload(tk.company, { contentType: 'application/pdf', dataBase64: PNG_B64 });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors).toEqual([
      { field: 'dataBase64', message: 'محتوى الملف لا يطابق نوعه أو ليس صورة صالحة' },
    ]);
    const lie = await upload(tk.company, { contentType: 'image/jpeg', dataBase64: PNG_B64 });
    expect(lie.statusCode).toBe(400);
    expect(lie.json().errors).toEqual([
      { field: 'dataBase64', message: 'محتوى الملف لا يطابق نوعه أو ليس صورة صالحة' },
    ]);
    expect((await upload(tk.company, { contentType: 'image/png', dataBase64: '' })).statusCode).toBe(400);
  });

  it('refuses a member who may attach a file nowhere (no UPDATE_CAR, PERSON_UPDATE or CAR_COSTS): 403', async () => {
    // The demo accountant records payments only: an upload could only fill the company's quota.
    const res = await upload(tk.accountant, { contentType: 'image/png', dataBase64: PNG_B64 });
    expectError(res, 403, 'FORBIDDEN', 'ليس لديك صلاحية لتنفيذ هذا الإجراء');
    expect((await t.get(`${BASE}/files/usage`, tk.accountant)).statusCode).toBe(200);
  });

  it('refuses a file whose structure does not run to its end: an image or a PDF with a page after it', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    const cases: [string, Buffer][] = [
      ['image/png', Buffer.concat([PNG.subarray(0, 8), html])],
      ['image/png', Buffer.concat([PNG, html])],
      ['image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html])],
      ['image/gif', Buffer.concat([Buffer.from('GIF89a'), html])],
      ['application/pdf', Buffer.concat([pdf, html])],
    ];
    for (const [contentType, bytes] of cases) {
      const res = await upload(tk.sales, { contentType, dataBase64: bytes.toString('base64') });
      expectError(res, 400, 'VALIDATION_FAILED', 'البيانات المدخلة غير صالحة، يرجى مراجعة الحقول', [
        { field: 'dataBase64', message: 'محتوى الملف لا يطابق نوعه أو ليس صورة صالحة' },
      ]);
    }
    // The same PDF without the page is taken.
    expect(
      (await upload(tk.sales, { contentType: 'application/pdf', dataBase64: pdf.toString('base64') }))
        .statusCode,
    ).toBe(201);
  });

  it('answers 413 over 2 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    const res = await upload(tk.company, { contentType: 'image/png', dataBase64: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('حجم الصورة أكبر من 2 ميغابايت');
  });
});

describe('GET /files/{key}', () => {
  it('refuses a tampered, missing or expired signature (403) and another key with the same signature', async () => {
    const { key, url } = (await upload(tk.company, { contentType: 'image/png', dataBase64: PNG_B64 })).json()
      .data;
    const u = new URL(url, 'http://x');
    const exp = Number(u.searchParams.get('exp'));
    const sig = u.searchParams.get('sig')!;
    const tampered = [
      `${BASE}/files/${key}`,
      `${BASE}/files/${key}?exp=${exp}`,
      `${BASE}/files/${key}?exp=${exp + 1000}&sig=${sig}`,
      `${BASE}/files/${key}?exp=${exp}&sig=${sig.slice(0, -2)}AA`,
      `${BASE}/files/00000000-0000-4000-8000-000000000000?exp=${exp}&sig=${sig}`,
    ];
    for (const bad of tampered) {
      const res = await fetchUrl(bad, tk.company);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'رابط الملف غير صالح أو منتهي الصلاحية' });
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (FILE_URL_TTL_SECONDS + 5) * 1000);
    try {
      expect((await fetchUrl(url)).statusCode).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives a fresh URL of the company's own files only (another company's: 404)", async () => {
    const { key } = (await upload(tk.company, { contentType: 'image/png', dataBase64: PNG_B64 })).json().data;
    const fresh = await fetchUrl(`${BASE}/files/${key}/url`, tk.sales);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data).toEqual({ key, url: expect.stringContaining(`/files/${key}?exp=`) });
    expect((await fetchUrl(fresh.json().data.url)).statusCode).toBe(200);
    const theirs = await fetchUrl(`${BASE}/files/${key}/url`, otherToken);
    expectError(theirs, 404, 'NOT_FOUND', 'الملف غير موجود');
    expect((await fetchUrl(`${BASE}/files/${key}/url`)).statusCode).toBe(401);
  });

  it("lets a template name the company's own uploads only", async () => {
    const { key } = (await upload(tk.company, { contentType: 'image/png', dataBase64: PNG_B64 })).json().data;
    const image = imageItem(key);
    const mine = await t.request({
      method: 'POST',
      url: `${BASE}/templates`,
      token: tk.company,
      payload: { name: 'بخلفية', imageKey: key, fields: [image] },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data).toMatchObject({ imageKey: key, fields: [image] });
    const theirs = await t.request({
      method: 'POST',
      url: `${BASE}/templates`,
      token: otherToken,
      payload: { name: 'x', imageKey: key, fields: [image] },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual([
      { field: 'imageKey', message: 'الملف غير موجود' },
      { field: 'fields.0.src', message: 'الملف غير موجود' },
    ]);
  });
});
