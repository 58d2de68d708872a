import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase, postgresDatabase } from '../src/db/client';
import { ensureReferenceData } from '../src/db/reference-data';
import { seedDemo } from '../src/seed/demo';
import { databaseUrlFor } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite run: a migrated, seeded data folder dump every test file loads. */
    pgliteDump: string | null;
    /** PostgreSQL run: a migrated, seeded template database every test file copies. */
    pgTemplate: string | null;
  }
}

async function prepare(database: Database) {
  await database.migrate();
  await ensureReferenceData(database.db);
  await seedDemo(database.db);
}

/**
 * Migrates and seeds ONE database for the whole run (PGlite's first open is slow; migrations too),
 * then hands each test file a copy: a PGlite dump to load, or a PostgreSQL template to clone.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `cc_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const database = postgresDatabase(databaseUrlFor(url, template), 2);
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', null);
    return async () => {
      const left = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'cc\\_test\\_${process.pid}\\_%' OR datname = $1`,
        [template],
      );
      for (const { datname } of left.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = pgliteDatabase(client);
  const file = path.join(tmpdir(), `cc-api-test-${process.pid}.tar`);
  try {
    await prepare(database);
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', null);
  return async () => {
    await rm(file, { force: true });
  };
}
