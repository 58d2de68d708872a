import { endpoints, loadAllSchemas, loadedSchemasOf } from '@cc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BASE, useTestApp, useTokens } from '../../test/helper';
import { answerSerializerCompiler, compileAnswerWriter } from './answer-serializer';

// The API's answers are written by a stringifier compiled from each route's zod schema; the tests
// (every environment but production) also check each answer against the contract and the two texts.

const party = z.object({
  id: z.number().int().nullable(),
  fullName: z.string(),
  phone: z.string().nullable(),
});
const schema = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      seller: party.nullable(),
      total: z.number(),
      notes: z.string().nullable(),
      estimate: z.boolean().optional(),
      tags: z.array(z.string()),
      status: z.enum(['ACTIVE', 'CANCELLED']),
    }),
  ),
});

const row = {
  id: 7,
  name: 'تويوتا "كامري" \\ ٢٠٢٠\n',
  seller: { id: null, fullName: 'معرض أ', phone: null },
  total: 1500.25,
  notes: null,
  tags: ['أ', 'b'],
  status: 'ACTIVE' as const,
};

describe('the compiled answer writer', () => {
  it('writes the same JSON as the contract (zod, then JSON.stringify)', () => {
    const write = compileAnswerWriter(schema)!;
    const answers = [
      { data: [row] },
      { data: [{ ...row, seller: null, estimate: true, notes: 'ملاحظة' }] },
      { data: [] },
    ];
    for (const answer of answers) {
      expect(write(answer)).toBe(JSON.stringify(z.encode(schema, answer)));
    }
  });

  it('writes only what the schema declares: a key the contract does not name never goes out', () => {
    const write = compileAnswerWriter(schema)!;
    const text = write({ data: [{ ...row, passwordHash: 'secret', seller: { ...row.seller, token: 'x' } }] });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('token');
    expect(JSON.parse(text)).toEqual(z.encode(schema, { data: [row] }));
  });

  it('with the check, refuses an answer outside the contract, as the contract alone did', () => {
    const serialize = answerSerializerCompiler({ check: true })({
      schema,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    const { name: _, ...nameless } = row;
    expect(() => serialize({ data: [{ ...row, status: 'UNKNOWN' }] })).toThrow();
    expect(() => serialize({ data: [nameless] })).toThrow();
    expect(serialize({ data: [row] })).toBe(JSON.stringify(z.encode(schema, { data: [row] })));
  });

  it('compiles the answer of every endpoint that answers JSON', async () => {
    await loadAllSchemas();
    const failed: string[] = [];
    for (const [group, defs] of Object.entries(endpoints)) {
      for (const [name, endpoint] of Object.entries(
        defs as Record<string, Parameters<typeof loadedSchemasOf>[0]>,
      )) {
        if (!endpoint || typeof endpoint !== 'object' || !('method' in endpoint)) continue;
        const response = loadedSchemasOf(endpoint).response;
        if (['string', 'unknown', 'any', 'undefined'].includes(response._zod.def.type)) continue;
        if (!compileAnswerWriter(response)) failed.push(`${group}.${name}`);
      }
    }
    expect(failed).toEqual([]);
  });
});

describe('answers through the API', () => {
  const t = useTestApp();
  const tk = useTokens(t, 'company');
  beforeAll(async () => {
    await t.demoCompanyId();
  });

  it('are the JSON of the contract, byte for byte (lists, a record, an error)', async () => {
    const cases = [
      { path: '/car', endpoint: endpoints.cars.list, status: 200 },
      { path: '/persons', endpoint: endpoints.persons.list, status: 200 },
      { path: '/contracts', endpoint: endpoints.contracts.list, status: 200 },
      { path: '/dashboard', endpoint: endpoints.dashboard.get, status: 200 },
    ];
    for (const { path, endpoint, status } of cases) {
      const res = await t.get(`${BASE}${path}`, tk.company);
      expect(res.statusCode, res.body).toBe(status);
      const contract = loadedSchemasOf(endpoint).response as z.ZodType;
      expect(res.body).toBe(JSON.stringify(z.encode(contract, JSON.parse(res.body))));
    }
    const missing = await t.get(`${BASE}/car/999999`, tk.company);
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json())).toEqual(['message', 'code']);
  });
});
