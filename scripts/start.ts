// `npm start`: build the client, bring the local database up to date, seed it when it is
// fresh, then serve the site on http://localhost:8787 (PORT overrides the port).
import { execFileSync } from 'node:child_process';
import { queryLocal, startDevServer, wrangler } from './wrangler.ts';

const port = process.env.PORT ?? '8787';

execFileSync('node', ['scripts/build-client.ts'], { stdio: 'inherit' });
wrangler(['d1', 'migrations', 'apply', 'DB', '--local']);

const [{ users = 0 } = {}] = queryLocal<{ users: number }>('select count(*) as users from users');
if (users === 0) execFileSync('node', ['scripts/seed.ts'], { stdio: 'inherit', env: process.env });

const server = startDevServer(port);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
