import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    setupFiles: ['test/fail-on-console.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser at a time: the machine has two cores.
    fileParallelism: false,
  },
});
