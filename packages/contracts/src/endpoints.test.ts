import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allEndpoints,
  carListResponseSchema,
  endpoints,
  idParamSchema,
  loadAllSchemas,
  loadedSchemasOf,
  schemasOf,
} from './index';

/** The value imports of a module (type-only imports left out). */
const valueImports = (file: string) =>
  [
    ...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(
      /^import (?!type )[^;]*? from '([^']+)';/gms,
    ),
  ].map((m) => m[1]);

describe('endpoint declarations and their schemas', () => {
  it('keep zod and every schema out of the declarations and the car enums (the screens load none)', () => {
    const declarations = readdirSync(new URL('./endpoints/', import.meta.url)).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(declarations).toContain('index.ts');
    // The declaration files import one another and nothing else by value.
    for (const file of declarations)
      for (const target of valueImports(`./endpoints/${file}`))
        expect(target, `endpoints/${file}`).toMatch(/^\.\/[a-z-]+$/);
    expect(valueImports('./car-enums.ts')).toEqual(['./labelled-enum']);
    expect(valueImports('./labelled-enum.ts')).toEqual([]);
    expect(valueImports('./constants.ts')).toEqual([]);
  });

  it('keep zod out of the modules of enums, labels and helpers the screens import', () => {
    // The schema modules re-export these; a screen naming one of them loads no zod (docs/architecture.md,
    // "Bundle budget"). Only zod-free modules of this package and @cc/domain may be imported.
    for (const file of [
      './deal-enums.ts',
      './admin-enums.ts',
      './person-enums.ts',
      './staff-enums.ts',
      './collection-enums.ts',
      './reminder-texts.ts',
      './report-enums.ts',
      './template-constants.ts',
      './labels.ts',
      './clearance-labels.ts',
      './history-entities.ts',
    ])
      for (const target of valueImports(file))
        expect(target, file).toMatch(/^(\.\/(labelled-enum|car-enums|constants)|@cc\/domain)$/);
  });

  it('load the schemas a declaration names, on demand', async () => {
    const list = await schemasOf(endpoints.cars.list);
    expect(list.response).toBe(carListResponseSchema);
    expect(list).not.toHaveProperty('params');
    expect((await schemasOf(endpoints.cars.get)).params).toBe(idParamSchema);
  });

  it('loads every schema at once for the server, then answers synchronously', async () => {
    await loadAllSchemas();
    for (const e of allEndpoints())
      expect(loadedSchemasOf(e).response, `${e.method} ${e.path}`).toBeDefined();
    expect(loadedSchemasOf(endpoints.auth.logout).response.safeParse(undefined).success).toBe(true);
  });
});
