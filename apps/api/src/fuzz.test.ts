import { allEndpoints, type EndpointDef, loadAllSchemas, loadedSchemasOf } from '@cc/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../test/helper';

/**
 * Fuzzing every declared route: random and hostile bodies, query strings and path parameters (wrong
 * types, huge and deep values, unicode edge cases, numbers at the limits, malformed JSON, wrong content
 * types). Whatever comes in, the answer is never a 5xx, every refusal is the one error body with an
 * Arabic message, and a refused request leaves the database as it was.
 */
const t = useTestApp();

/** Runs per route; the seed is fixed so a failure can be replayed (print it with FUZZ_SEED). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  '\u202Eمعكوس\u202C',
  '\u2066x\u2069',
  '\uFEFF',
  '\u200B\u200F',
  '٠١٢٣٤٥٦٧٨٩',
  '۱۲۳',
  '<img src=x onerror=alert(1)>',
  "'; drop table cars; --",
  '%00',
  '../../etc/passwd',
  '0x1',
  '1e3',
  '-0',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '1900-01-01',
  '9999-12-31',
  '0000-00-00',
  'x'.repeat(5000),
  'ع'.repeat(300),
  '🚗'.repeat(50),
);
const edgeNumbers = fc.constantFrom(
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);
const scalar = fc.oneof(
  edgeStrings,
  edgeNumbers,
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), edgeStrings), tie('v'), { maxKeys: 4 }),
  ),
})).v;

/** A body with the route's field names (so validation reaches each field) and hostile values. */
function bodyFor(e: EndpointDef) {
  const shape = (loadedSchemasOf(e).body as { shape?: Record<string, unknown> } | undefined)?.shape;
  const keys = shape ? Object.keys(shape) : [];
  return keys.length > 0
    ? fc.oneof(fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }), value)
    : value;
}

const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
/** Raw payloads that are not valid JSON, or not JSON at all. */
const rawBodies = fc.constantFrom(
  ['{"a":', 'application/json'],
  ['{"a":1}}', 'application/json'],
  ['\u0000', 'application/json'],
  ['{"x":"\\ud800"}', 'application/json'],
  [deep(5000), 'application/json'],
  ['a=1&b=2', 'application/x-www-form-urlencoded'],
  ['<x/>', 'text/xml'],
  ['{"a":1}', 'text/plain'],
  ['null', 'application/json'],
  ['[]', 'application/json'],
  ['"text"', 'application/json'],
  ['1e999', 'application/json'],
);

const queryFor = (e: EndpointDef) => {
  const shape = (loadedSchemasOf(e).query as { shape?: Record<string, unknown> } | undefined)?.shape;
  const keys = [...(shape ? Object.keys(shape) : []), 'keyword', 'page', 'size'];
  return fc.dictionary(fc.constantFrom(...keys), fc.oneof(edgeStrings, fc.string()), { maxKeys: 4 });
};

const pathFor = (e: EndpointDef) =>
  fc
    .array(fc.oneof(edgeStrings, fc.string(), fc.integer().map(String)), {
      minLength: (e.path.match(/:\w+/g) ?? []).length,
      maxLength: (e.path.match(/:\w+/g) ?? []).length,
    })
    .map((values) => {
      let i = 0;
      return BASE + e.path.replace(/:\w+/g, () => pathPart(values[i++] ?? '1'));
    });

/** A value as a path segment; a lone surrogate (which no URL can carry) as the replacement character. */
function pathPart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** A cheap fingerprint of the database: the row count of every table that requests write to. */
const TABLES = [
  'cars',
  'persons',
  'deals',
  'payment_plans',
  'installments',
  'payments',
  'templates',
  'files',
  'roles',
  'role_permissions',
  'user_roles',
  'users',
  'branches',
  'saved_views',
  'companies',
];
async function fingerprint() {
  const query = TABLES.map((table) => `(select count(*) from ${table})`).join(" || ',' || ");
  const { rows } = (await t.db.execute(sql.raw(`select ${query} as f`))) as unknown as {
    rows: { f: string }[];
  };
  return rows[0]!.f;
}

describe('fuzzing every route from its declaration', () => {
  let tokens: Record<'company' | 'sales' | 'superadmin', string>;
  beforeAll(async () => {
    await loadAllSchemas();
    const [company, sales, superadmin] = await t.tokens('company', 'sales', 'superadmin');
    tokens = { company, sales, superadmin };
  });

  it('never answers 5xx, always the error body, and a refused request changes nothing', async () => {
    const problems: string[] = [];
    let cases = 0;
    for (const e of allEndpoints()) {
      // Signing out would end the fuzzing session; refreshing with random tokens is still fuzzed.
      if (e.path === '/auth/logout') continue;
      const token = e.access.kind === 'superAdmin' ? tokens.superadmin : tokens.company;
      const hasBody = e.method === 'POST' || e.method === 'PUT';
      await fc.assert(
        fc.asyncProperty(
          pathFor(e),
          queryFor(e),
          fc.oneof(
            bodyFor(e).map((b) => ({ payload: JSON.stringify(b ?? null), type: 'application/json' })),
            rawBodies.map(([payload, type]) => ({ payload, type })),
          ),
          fc.boolean(),
          async (url, query, body, withToken) => {
            cases++;
            const before = await fingerprint();
            const res = await t.request({
              method: e.method,
              url,
              query,
              token: withToken ? token : undefined,
              ...(hasBody ? { payload: body.payload, headers: { 'content-type': body.type } } : {}),
            });
            const where = `${e.method} ${e.path} ${url.slice(0, 150)} ${JSON.stringify(query).slice(0, 200)} ${body.payload.slice(0, 200)}`;
            if (res.statusCode >= 500) problems.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              const answer = String(res.headers['content-type'] ?? '').includes('json') ? res.json() : null;
              if (!answer || typeof answer.code !== 'string' || !/[\u0600-\u06FF]/.test(answer.message ?? ''))
                problems.push(`no error body ${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
              if ((await fingerprint()) !== before)
                problems.push(`refused but changed the database: ${where}`);
            }
          },
        ),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    console.log(
      `fuzzing: ${allEndpoints().length} routes, ${cases} requests (seed ${SEED}, ${RUNS} runs per route)`,
    );
    expect(problems).toEqual([]);
  }, 600_000);
});
