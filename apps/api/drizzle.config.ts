import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @cc/api db:generate` writes SQL migrations from the schema into ./drizzle;
// hand-written SQL (triggers) goes in through `drizzle-kit generate --custom`. `db:check`
// (tooling/scripts/check-migrations.mjs) generates into a copy of the folder named by DRIZZLE_OUT.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: process.env.DRIZZLE_OUT ?? './drizzle',
  casing: 'snake_case',
});
