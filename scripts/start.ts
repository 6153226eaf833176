// `npm start`: build the client, bring the local database up to date, seed it when it is
// fresh, then serve the site on http://localhost:8787 (PORT overrides the port).
import { execFileSync } from 'node:child_process';
import { withLocalBindings } from './local-bindings.ts';
import { migrateLocalDatabase } from './migrate-local-database.ts';
import { seedDemo } from './seed-demo.ts';
import { startDevServer } from './wrangler.ts';

const port = process.env.PORT ?? '8787';

// `npm test` builds the client before its parts and says so (scripts/test.ts): a second build for
// the browser journeys' site would cost them twenty seconds of both cores
if (process.env.QUIRE_CLIENT_BUILT !== '1') execFileSync('node', ['scripts/build-client.ts'], { stdio: 'inherit' });
await withLocalBindings(async (bindings) => {
  const migrated = await migrateLocalDatabase(bindings.DB);
  if (migrated.length > 0) console.log(`applied ${migrated.length} migrations`);
  const [{ users = 0 } = {}] = (
    await bindings.DB.prepare('select count(*) as users from users').all<{ users: number }>()
  ).results;
  if (users === 0) console.log(`seeded ${await seedDemo(bindings, 0)}`);
});

const server = startDevServer(port);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
