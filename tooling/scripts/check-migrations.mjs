#!/usr/bin/env node
// Schema and migrations agree: `drizzle-kit generate` run on a copy of apps/api/drizzle must find nothing
// to write. It fails when src/db/schema/ changed without its migration, or when the snapshot chain in
// drizzle/meta is broken (generate then refuses to run). Needs no database.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const api = path.join(root, 'apps/api');
const migrations = path.join(api, 'drizzle');
const bin = path.join(api, 'node_modules/.bin/drizzle-kit');

/** What drizzle-kit does not check itself: one SQL file and one snapshot per journal entry, in a chain. */
function chainProblems() {
  const problems = [];
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  const tags = new Set(journal.entries.map((e) => e.tag));
  for (const f of readdirSync(migrations).filter((f) => f.endsWith('.sql')))
    if (!tags.has(f.slice(0, -4))) problems.push(`${f} is not in meta/_journal.json`);
  let prevId = '00000000-0000-0000-0000-000000000000';
  let prevWhen = 0;
  journal.entries.forEach((entry, i) => {
    const number = String(i).padStart(4, '0');
    if (entry.idx !== i || !entry.tag.startsWith(`${number}_`))
      problems.push(`journal entry ${i} is ${entry.idx} ${entry.tag}`);
    if (entry.when <= prevWhen) problems.push(`${entry.tag}: its "when" is not after the one before`);
    prevWhen = entry.when;
    try {
      readFileSync(path.join(migrations, `${entry.tag}.sql`));
    } catch {
      problems.push(`${entry.tag}.sql is missing`);
    }
    const file = `meta/${number}_snapshot.json`;
    try {
      const snapshot = JSON.parse(readFileSync(path.join(migrations, file), 'utf8'));
      if (snapshot.prevId !== prevId) problems.push(`${file}: prevId ${snapshot.prevId}, not ${prevId}`);
      prevId = snapshot.id;
    } catch {
      problems.push(`${file} is missing or not JSON`);
    }
  });
  return problems;
}

const problems = chainProblems();
if (problems.length > 0) {
  console.error(
    [
      'db:check: apps/api/drizzle is not one chain of migrations:',
      ...problems.map((p) => `  - ${p}`),
      'Each journal entry has its SQL file and its snapshot, whose prevId is the id of the one before',
      '(drizzle-kit generate and generate --custom write them so).',
    ].join('\n'),
  );
  process.exit(1);
}

const tmp = mkdtempSync(path.join(tmpdir(), 'cc-db-check-'));
const out = path.join(tmp, 'drizzle');
let failure = null;
try {
  cpSync(migrations, out, { recursive: true });
  const before = new Set(readdirSync(out));
  const run = spawnSync(bin, ['generate'], {
    cwd: api,
    // drizzle.config.ts writes into DRIZZLE_OUT (drizzle-kit takes it relative to the config's folder); no
    // stdin: a question (a rename?) fails instead of waiting.
    env: { ...process.env, DRIZZLE_OUT: path.relative(api, out), FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 120_000,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  const written = readdirSync(out).filter((f) => !before.has(f) && f.endsWith('.sql'));
  if (written.length > 0) {
    failure = [
      'db:check: src/db/schema/ and the migrations disagree: drizzle-kit generate would write a new migration:',
      '',
      ...written.flatMap((f) => [`-- ${f}`, readFileSync(path.join(out, f), 'utf8'), '']),
      'Generate it (`pnpm --filter @cc/api db:generate --name <what>`), read it and commit it with drizzle/meta',
      '(docs/guides/add-a-field.md, step 2), or undo the schema change.',
    ].join('\n');
  } else if (/Interactive prompts require a TTY/.test(output)) {
    failure = [
      'db:check: src/db/schema/ and the migrations disagree, and drizzle-kit asks whether a column or table',
      'was renamed or replaced. Answer it: run `pnpm --filter @cc/api db:generate --name <what>` in a',
      'terminal, read the migration and commit it with drizzle/meta.',
    ].join('\n');
  } else if (run.status !== 0 || run.error || /^Error/m.test(output)) {
    failure = [
      'db:check: drizzle-kit generate failed on apps/api/drizzle:',
      '',
      output || String(run.error ?? `exit ${run.status}`),
      '',
      "Is the snapshot chain broken? drizzle/meta holds one snapshot per journal entry, each one's prevId",
      'the id of the one before, the last one what the schema gives. Run `pnpm --filter @cc/api db:generate`',
      'to see the error again.',
    ].join('\n');
  } else if (!/No schema changes/.test(output)) {
    failure = `db:check: unexpected output of drizzle-kit generate:\n\n${output}`;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

if (failure) {
  console.error(failure);
  process.exit(1);
}
console.log('db:check: the schema and the migrations agree (drizzle-kit generate finds nothing to write).');
