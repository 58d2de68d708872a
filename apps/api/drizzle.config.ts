import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @cc/api db:generate` writes SQL migrations from the schema into ./drizzle;
// hand-written SQL (triggers) goes in through `drizzle-kit generate --custom`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
