import { SELF } from 'cloudflare:test';
import type { Context } from 'hono';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { AppEnv } from '../../worker/context.ts';
import { expectConsoleOutput } from '../fail-on-console.ts';
import type { ReceivedBatch } from '../log-intake.ts';
import { edgeSite } from '../support/edge-site.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { logRecords, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const intake = inject('logIntakeOrigin');
const batchesFor = async (token: string): Promise<ReceivedBatch[]> =>
  (await fetch(`${intake}/batches?token=${token}`)).json();
const newToken = (prefix = 'pub') => `${prefix}-${crypto.randomUUID()}`;
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

/** The home page's route answered by a handler that fails, or that logs at three levels and answers. */
const failing = {
  ShowHome: () => {
    throw new Error('the database went away');
  },
};
const chatty = {
  ShowHome: (c: Context<AppEnv>) => {
    c.get('logger').warn('A slow answer', { ms: 1200 });
    c.get('logger').error('A part failed', { part: 'sidebar' });
    c.get('logger').info('An ordinary answer');
    return c.text('fine');
  },
};

describe('the Worker’s log records go to the log provider in batches (docs/spec-checklist.md 3 §3, §7)', () => {
  it('sends a failing request’s record, with its route and request, to the intake with the client token in the path', async () => {
    expectConsoleOutput('error');
    const token = newToken();
    const site = edgeSite({ LOG_CLIENT_TOKEN: token, LOG_INTAKE_ORIGIN: intake }, failing);
    expect((await site.fetch('/?token=secret-sign-in-token', { headers: { 'CF-Ray': 'ray-123' } })).status).toBe(500);
    const [batch, ...more] = await batchesFor(token);
    expect(more).toEqual([]);
    expect(batch?.contentType).toBe('application/json');
    expect(batch?.records).toEqual([
      expect.objectContaining({
        status: 'error',
        message: 'Request failed',
        service: 'lite',
        source: 'worker',
        origin: 'request',
        date: expect.any(Number),
        route: { name: 'ShowHome', routerType: 'default' },
        // the query, which can carry a sign-in token, stays out of the record
        request: {
          url: 'http://localhost/',
          authority: 'localhost',
          id: 'ray-123',
          trace: expect.stringMatching(/^[0-9a-f]{32}$/),
          tag: 'lite',
        },
        context: expect.objectContaining({ message: 'the database went away' }),
      }),
    ]);
  });

  it('names a writer’s domain’s table as the router type', async () => {
    expectConsoleOutput('error');
    await seedContent(1);
    await db.update(users).set({ hasSubdomain: true }).where(eq(users.id, 'u-ann')).run();
    const token = newToken();
    const site = edgeSite({ LOG_CLIENT_TOKEN: token, LOG_INTAKE_ORIGIN: intake }, { ShowUser: failing.ShowHome });
    expect((await site.fetch('/', { host: 'ann.localhost' })).status).toBe(500);
    expect((await batchesFor(token))[0]?.records[0]).toMatchObject({
      route: { name: 'ShowUser', routerType: 'user' },
      request: { url: 'http://ann.localhost/', authority: 'ann.localhost' },
    });
  });

  it('files a request under the trace its traceparent names, as the page it came from hands it on (the debug carrier)', async () => {
    expectConsoleOutput('warn');
    expectConsoleOutput('error');
    const page = await (
      await SELF.fetch('http://localhost/', { headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` } })
    ).text();
    const carrier =
      (
        JSON.parse(/window\.__PRELOADED_STATE__=(\{.*?\});/.exec(page)?.[1] ?? '{}') as {
          config?: { debugCarrier?: Record<string, string> };
        }
      ).config?.debugCarrier ?? {};
    expect(Object.keys(carrier)).toEqual(['traceparent']);
    expect(carrier['traceparent']).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
    const token = newToken();
    const site = edgeSite({ LOG_CLIENT_TOKEN: token, LOG_INTAKE_ORIGIN: intake }, chatty);
    await site.fetch('/', { headers: carrier });
    await site.fetch('/');
    const [carried, fresh] = (await batchesFor(token)).map((batch) =>
      batch.records.map((record) => (record['request'] as { trace: string }).trace),
    );
    expect(carried).toEqual([TRACE, TRACE, TRACE]);
    expect(fresh?.[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh?.[0]).not.toBe(TRACE);
  });

  it('sends what one request logged together, and drops what is below LOG_LEVEL', async () => {
    expectConsoleOutput('warn');
    expectConsoleOutput('error');
    const token = newToken();
    const site = edgeSite({ LOG_CLIENT_TOKEN: token, LOG_INTAKE_ORIGIN: intake, LOG_LEVEL: 'warn' }, chatty);
    expect((await site.fetch('/')).body).toBe('fine');
    const batches = await batchesFor(token);
    expect(
      batches.map((batch) => batch.records.map((record) => [record['status'], record['message'], record['context']])),
    ).toEqual([
      [
        ['warn', 'A slow answer', { ms: 1200 }],
        ['error', 'A part failed', { part: 'sidebar' }],
      ],
    ]);
  });

  it('answers as usual when the provider is down, and says nothing of it (docs/spec-checklist.md 3 §8)', async () => {
    expectConsoleOutput('warn');
    expectConsoleOutput('error');
    const token = newToken('down');
    const site = edgeSite({ LOG_CLIENT_TOKEN: token, LOG_INTAKE_ORIGIN: intake }, chatty);
    const response = await site.fetch('/');
    expect([response.status, response.body]).toEqual([200, 'fine']);
    expect(await batchesFor(token)).toEqual([]);
  });

  it('refuses a configuration without a datacenter with the spec’s words, on the error page', async () => {
    const logged = expectConsoleOutput('error');
    const site = edgeSite({ LOG_CLIENT_TOKEN: newToken(), LOG_DATACENTER: '' });
    const response = await site.fetch('/');
    expect(response.status).toBe(500);
    expect(response.body).not.toContain('Expected a config');
    expect(logged).toHaveBeenCalledWith(
      'Request failed',
      expect.objectContaining({ message: 'Expected a config with a datacenter' }),
    );
  });
});

describe('in development without a provider, the records stay local and the internal status page shows them', () => {
  beforeEach(async () => {
    await seedContent(1);
    await db.delete(logRecords).run();
    await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-ed')).run();
  });

  it('keeps a failing request’s record for staff to read', async () => {
    expectConsoleOutput('error');
    const site = edgeSite({ ENVIRONMENT: 'development' }, failing);
    expect((await site.fetch('/')).status).toBe(500);
    const answer = await site.graphql(
      `{ internalStatus { __typename ... on InternalStatus { serverLog { destination records { status message routeName url } } } } }`,
      {},
      await signIn('u-ed'),
    );
    expect(answer['internalStatus']).toEqual({
      __typename: 'InternalStatus',
      serverLog: {
        destination: 'local',
        records: [{ status: 'error', message: 'Request failed', routeName: 'ShowHome', url: 'http://localhost/' }],
      },
    });
  });

  it('says where the records went when a provider has them', async () => {
    const site = edgeSite({ LOG_CLIENT_TOKEN: newToken(), LOG_INTAKE_ORIGIN: intake, LOG_DATACENTER: 'eu' });
    const answer = await site.graphql(
      `{ internalStatus { ... on InternalStatus { serverLog { destination datacenter records { message } } } } }`,
      {},
      await signIn('u-ed'),
    );
    expect(answer['internalStatus']).toEqual({ serverLog: { destination: 'provider', datacenter: 'eu', records: [] } });
  });
});
