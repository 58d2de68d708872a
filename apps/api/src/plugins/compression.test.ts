import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BASE, useTestApp, useTokens } from '../../test/helper';

// The API's answers of 1 KB and more go out compressed when the caller accepts it (app.ts).
const t = useTestApp();
const tk = useTokens(t, 'company');

const carsList = (encoding?: string) =>
  t.request({
    method: 'GET',
    url: `${BASE}/car`,
    token: tk.company,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('compressed API answers', () => {
  it('sends a list as brotli to a browser, the same JSON as the plain answer', async () => {
    const plain = await carsList();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const res = await carsList('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip for a caller that does not take brotli', async () => {
    const [plain, res] = [await carsList(), await carsList('gzip')];
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves a small answer (under 1 KB) as it is', async () => {
    const res = await t.request({
      method: 'GET',
      url: `${BASE}/health`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.status).toBe('ok');
  });

  it('compresses the streamed CSV export, byte for byte the plain file once unpacked', async () => {
    const query = { columns: 'id,name,plateNumber,status' };
    const plain = await t.get(`${BASE}/car/export`, tk.company, query);
    const res = await t.request({
      method: 'GET',
      url: `${BASE}/car/export`,
      query,
      token: tk.company,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cars.csv"');
    expect(gunzipSync(res.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});
