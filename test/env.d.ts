declare namespace Cloudflare {
  interface Env {
    /** Migrations read by vitest.config.ts and applied before each worker test file. */
    TEST_MIGRATIONS: D1Migration[];
  }
}
