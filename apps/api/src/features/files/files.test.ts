import { FILE_URL_TTL_SECONDS } from '@cc/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOtherCompany } from '../../../test/companies';
import { BASE, expectError, useTestApp, useTokens } from '../../../test/helper';
import { imageItem } from '../../../test/templates';

const t = useTestApp();
const tk = useTokens(t, 'company', 'sales', 'superadmin');
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
  it('stores an image of any company member and answers its key and a signed URL (audited)', async () => {
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
