import { defineConfig } from 'vitest/config';
import { E2E_SITES } from './e2e-sites.ts';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['test/fail-on-console.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // as many files at a time as there are sites, each on its own (e2e/e2e-sites.ts)
    maxWorkers: E2E_SITES,
    // Files share a worker's modules, so a worker launches Chromium once, not once a file
    // (e2e/support/browser.ts); each file closes the contexts it opened.
    isolate: false,
    // A poll waits for something the page or the site will show; its bound is a bound, not a
    // measure: a save under a busy machine's load can take more than Vitest's default second.
    expect: { poll: { timeout: 10_000 } },
  },
});
