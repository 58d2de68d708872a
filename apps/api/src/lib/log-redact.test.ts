import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import { serializeError } from './log-redact';

const t = useTestApp();

describe('the log never holds query parameters', () => {
  it("keeps a failed query's statement and cause but not its values", async () => {
    const secret = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LWhhc2g';
    const error = await t.db.execute(sql`select ${secret}::int as n`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    // The raw error does carry it (this is what used to reach the log).
    expect(`${(error as Error).message} ${JSON.stringify(error)}`).toContain(secret);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain('select $1::int as n');
    expect(logged).toContain('[redacted]');
    // The database's own reason stays, for whoever reads the log.
    expect(logged).toMatch(/invalid input syntax for type integer/);
  });

  it('leaves other errors as they are', () => {
    const e = Object.assign(new Error('boom'), { code: 'X1' });
    expect(serializeError(e)).toMatchObject({ type: 'Error', message: 'boom', code: 'X1' });
    expect(serializeError('text')).toBe('text');
  });
});
