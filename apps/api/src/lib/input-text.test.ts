import { describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../../test/helper';
import { cleanText, cleanTexts } from './input-text';

describe('cleanText', () => {
  it('refuses NUL and lone surrogates, keeps whole surrogate pairs (emoji)', () => {
    expect(cleanText('أحمد\u0000')).toEqual({ problem: 'nul' });
    expect(cleanText('x\uD800y')).toEqual({ problem: 'surrogate' });
    expect(cleanText('x\uDC00')).toEqual({ problem: 'surrogate' });
    expect(cleanText('سيارة 🚗')).toEqual({ value: 'سيارة 🚗' });
  });

  it('removes direction overrides, isolates, controls and the BOM, keeps line breaks and Arabic marks', () => {
    expect(cleanText('\u202Eأحمد\u202C علي')).toEqual({ value: 'أحمد علي' });
    expect(cleanText('\uFEFFبغداد\u2066123\u2069')).toEqual({ value: 'بغداد123' });
    expect(cleanText('سطر\u0007\nسطر\tثان\r\n')).toEqual({ value: 'سطر\nسطر\tثان\r\n' });
    // Zero-width joiners and direction marks inside real text stay (Persian/Kurdish names use them).
    expect(cleanText('محمد\u200Cرضا')).toEqual({ value: 'محمد\u200Cرضا' });
  });

  it('empties a text made only of invisible marks, so required fields say so', () => {
    expect(cleanText('\u200B\u200F \u2060')).toEqual({ value: '' });
    expect(cleanText('\u202E\u202C')).toEqual({ value: '' });
    expect(cleanText('   ')).toEqual({ value: '   ' }); // plain spaces are the schemas' to trim
  });

  it('cleans nested bodies in place, reports paths, and leaves passwords as typed', () => {
    const body = { name: '\u202Eاسم', items: [{ note: 'a\u0000' }], password: '\u202Esecret1A' };
    expect(cleanTexts(body)).toEqual([{ field: 'items.0.note', problem: 'nul' }]);
    expect(body.name).toBe('اسم');
    expect(body.password).toBe('\u202Esecret1A');
    // Deep nesting is walked without recursion.
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(cleanTexts(deep)).toHaveLength(1);
  });
});

describe('text input on every route', () => {
  const t = useTestApp();

  it('answers NUL and broken characters with 400 field errors instead of a database error', async () => {
    const company = (await t.login('company')).accessToken;
    const cases = [
      {
        method: 'POST' as const,
        url: `${BASE}/auth/login`,
        payload: { username: 'sales\u0000', password: 'x' },
      },
      { method: 'GET' as const, url: `${BASE}/car?keyword=%00`, token: company },
      { method: 'GET' as const, url: `${BASE}/contracts?keyword=a%00b`, token: company },
      { method: 'GET' as const, url: `${BASE}/car/export?keyword=%00`, token: company },
      { method: 'POST' as const, url: `${BASE}/persons`, token: company, payload: { fullName: 'علي\u0000' } },
      {
        method: 'POST' as const,
        url: `${BASE}/views`,
        token: company,
        headers: { 'content-type': 'application/json' },
        payload: '{"resource":"cars","name":"\\ud800","state":{"keyword":"","filters":{},"sort":null}}',
      },
    ];
    for (const c of cases) {
      const res = await t.request(c);
      expect(res.statusCode, `${c.method} ${c.url}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().errors[0].message).toMatch(/^[\u0600-\u06FF ،]+$/);
    }
  });

  it('stores text without direction overrides, and refuses a name of invisible marks as missing', async () => {
    const company = (await t.login('company')).accessToken;
    const created = await t.request({
      method: 'POST',
      url: `${BASE}/persons`,
      token: company,
      payload: { fullName: '\u202Eكريم\u202C \u2067حسن\u2069' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.fullName).toBe('كريم حسن');
    const invisible = await t.request({
      method: 'POST',
      url: `${BASE}/persons`,
      token: company,
      payload: { fullName: '\u200B\u200F\u2060' },
    });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().errors[0].field).toBe('fullName');
  });
});
