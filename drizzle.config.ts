import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './worker/db/schema/index.ts',
  out: './worker/db/migrations',
  // FTS5 tables live in hand-written migrations; keep drizzle-kit from ever dropping them.
  tablesFilter: ['!*_fts*'],
});
