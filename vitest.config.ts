import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Tests never reach another host: no Request.cf download, no metrics.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= 'false';
process.env.WRANGLER_SEND_METRICS ??= 'false';

// The packages the worker tests load, bundled once before the first file runs: each is then one
// module rather than dozens (stripe is over 200, graphql and its tools over 400), so a runtime asks
// for about 1,000 modules instead of 2,900, and the worker tests took 113–120 s instead of 135–143. A package
// left out still loads, module by module. Node's and the runtime's own modules stay outside the
// bundles, as the runtime provides them.
const prebundled = [
  '@0no-co/graphql.web',
  '@cloudflare/workers-oauth-provider',
  '@extractus/feed-extractor',
  '@fedify/fedify',
  '@fedify/fedify/vocab',
  '@js-temporal/polyfill',
  '@pothos/core',
  '@pothos/plugin-complexity',
  '@simplewebauthn/server',
  '@simplewebauthn/server/helpers',
  '@urql/core',
  '@urql/exchange-graphcache',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'arctic',
  'dataloader',
  'drizzle-orm',
  'drizzle-orm/d1',
  'drizzle-orm/sqlite-core',
  'fast-xml-parser',
  'fflate',
  'graphql',
  'graphql-yoga',
  'hono',
  'hono/cookie',
  'hono/utils/cookie',
  'jose',
  'otpauth',
  'postal-mime',
  'stripe',
  'uqr',
  'urql',
  'wonka',
];

const migrations = await readD1Migrations(new URL('./worker/db/migrations', import.meta.url).pathname);

export default defineConfig({
  test: {
    // The unit tests use every core, and at least two; the worker tests set their own number below.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.{ts,tsx}',
            'client/**/*.test.{ts,tsx}',
            'worker/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Files share a process per worker, so modules load once per worker: 10 s instead of 39,
          // most of it importing again. A unit test puts back what it stubs (`afterEach`), and the
          // files passed in shuffled orders (`--sequence.shuffle.files`) before this was turned on.
          isolate: false,
          setupFiles: ['./test/fail-on-console.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: './wrangler.toml' },
            main: './test/worker-under-test.ts',
            miniflare: {
              // the fediverse's Worker, as an entrypoint of the one under test (a binding to the
              // Worker's own name reaches itself): still a service binding, its calls go over RPC
              serviceBindings: { FEDERATION: { name: 'quire', entrypoint: 'FederationWorker' } },
              bindings: {
                TEST_MIGRATIONS: migrations,
                ENVIRONMENT: 'test',
                EDGE_CACHE: 'disabled',
                IFTTT_SERVICE_KEY: 'test-ifttt-service-key',
              },
              // wrangler.toml's consumer, but a batch goes as soon as a message is queued: a test
              // waits for what its action queued, and the deployed second of batching only made
              // each of those waits a second long
              queueConsumers: { 'quire-jobs': { maxBatchSize: 10, maxBatchTimeout: 0, maxRetries: 3 } },
            },
          }),
        ],
        test: {
          name: 'worker',
          include: ['test/**/*.test.{ts,tsx}'],
          // A bound, not a measure: the limit tests send hundreds of requests, and with two files
          // at a time on two cores they can pass five seconds.
          testTimeout: 30_000,
          // Vitest's module cache on disk stays off. It also hands each new runtime a list of every
          // module transformed so far, which once passed what workerd accepts in one message
          // ("Message is too large": the runtime died and every later file failed to start). And
          // it buys little: a clean clone starts with it empty, and with the packages bundled
          // (`prebundled`, above) a second run on a warm cache took 113 s against 113–120 s without.
          fsModuleCache: false,
          deps: {
            optimizer: {
              ssr: { enabled: true, include: prebundled, rolldownOptions: { external: [/^node:/, /^cloudflare:/] } },
            },
          },
          // Files share a runtime per worker, so the worker's modules load once per worker rather
          // than once per file: the worker tests take about two minutes instead of nine to
          // fourteen. A file therefore seeds and clears what it reads (docs/testing.md).
          isolate: false,
          // Four runtimes on two cores: a worker test mostly waits (on D1, the queue, a stand-in
          // provider), so two left the machine three-quarters idle. Its own group, as its number of
          // workers differs from the unit tests'.
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
          globalSetup: [
            './test/oidc-provider.ts',
            './test/captcha-provider.ts',
            './test/oauth-providers.ts',
            './test/import-pages.ts',
            './test/dns-resolver.ts',
            './test/cloudflare-api.ts',
            './test/log-intake.ts',
            './test/stripe-api.ts',
            './test/remote-fediverse-server.ts',
          ],
          setupFiles: ['./test/apply-migrations.ts', './test/settle-jobs.ts', './test/fail-on-console.ts'],
        },
      },
    ],
  },
});
