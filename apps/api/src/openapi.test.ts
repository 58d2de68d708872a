import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { BASE, useTestApp } from '../test/helper';
import { DESCRIPTIONS } from './lib/operations';

const t = useTestApp();

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  description?: string;
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no error (warnings printed)", async () => {
    const doc = (await t.get(`${BASE}/openapi.json`)).json();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: '/openapi.json',
      config,
    });
    const line = (p: (typeof problems)[number]) =>
      `${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ''}`;
    const warnings = problems.filter((p) => p.severity !== 'error');
    // Known warnings: the spec's own paths /permissions/{roleId}/role and /permissions/link-to-role/{roleId}
    // look alike to the linter, and the CSV export and the file bytes are not JSON answers.
    console.log(`OpenAPI lint: ${problems.length - warnings.length} errors, ${warnings.length} warnings`);
    for (const w of warnings) console.log(`  warning ${line(w)}`);
    expect(problems.filter((p) => p.severity === 'error').map(line)).toEqual([]);
  });

  it('names every operation once, with an Arabic and English summary, a tag and its security', async () => {
    const doc = (await t.get(`${BASE}/openapi.json`)).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(60);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of operations) {
      expect(o.operationId, JSON.stringify(o)).toMatch(/^[a-z][A-Za-z]+$/);
      expect(o.summary, o.operationId).toMatch(/[\u0600-\u06FF].* — [A-Z]/);
      expect(o.tags?.length, o.operationId).toBeGreaterThan(0);
      expect(Array.isArray(o.security), o.operationId).toBe(true);
    }
    // Every description kept with the server belongs to an operation, and the document carries it.
    for (const [id, text] of Object.entries(DESCRIPTIONS))
      expect(operations.find((o) => o.operationId === id)?.description, id).toContain(text);
    expect(doc.paths[`${BASE}/car/{id}`]?.get?.operationId).toBe('carsGet');
    expect(doc.paths[`${BASE}/auth/login`]?.post?.security).toEqual([]);
  });
});
