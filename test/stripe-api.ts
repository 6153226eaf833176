// A stand-in for Stripe's API on loopback, a small Hono app that the official Stripe library
// talks to (its host, port and protocol pointed here): it checks the secret key as Stripe does,
// creates Checkout sessions from the form it is sent and answers them back by id (so a test can
// see what Quire asked Stripe for), cancels subscriptions at the end of their period, opens the
// customer portal, and keeps Connect Express accounts (POST /test/accounts/:id changes one, as
// a writer finishing Stripe's onboarding would).
// Payments themselves arrive as signed events the tests post.
import { Hono } from 'hono';
import type { TestProject } from 'vitest/node';
import { serveOnLoopback } from './support/serve-on-loopback.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stripeApiOrigin: string;
    stripeTestKey: string;
  }
}

export const STRIPE_TEST_KEY = 'sk_test_quire';
/** Every subscription's current period ends at 2030-01-01 00:00 UTC; `sub_gone` does not exist. */
const SUBSCRIPTION_PERIOD_END = 1893456000;

const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });

export function fakeStripe(): Hono {
  const sessions = new Map<string, Record<string, string>>();
  const accounts = new Map<string, Record<string, unknown>>();
  const app = new Hono();
  app.use(async (c, next) =>
    c.req.header('Authorization') === `Bearer ${STRIPE_TEST_KEY}`
      ? next()
      : c.json(stripeError('Invalid API Key provided'), 401),
  );
  app.post('/v1/checkout/sessions', async (c) => {
    const id = `cs_test_${sessions.size + 1}`;
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      ...Object.fromEntries(new URLSearchParams(await c.req.text())),
    };
    sessions.set(id, session);
    return c.json(session);
  });
  app.get('/v1/checkout/sessions/:id', (c) => {
    const session = sessions.get(c.req.param('id'));
    return session ? c.json(session) : c.json(stripeError('No such checkout.session'), 404);
  });
  app.post('/v1/subscriptions/:id', async (c) => {
    const id = c.req.param('id');
    if (id === 'sub_gone') return c.json(stripeError(`No such subscription: '${id}'`), 404);
    const form = new URLSearchParams(await c.req.text());
    return c.json({
      id,
      object: 'subscription',
      cancel_at_period_end: form.get('cancel_at_period_end') === 'true',
      cancel_at: SUBSCRIPTION_PERIOD_END,
    });
  });
  app.post('/v1/billing_portal/sessions', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    return c.json({
      id: 'bps_test',
      object: 'billing_portal.session',
      customer: form.get('customer'),
      return_url: form.get('return_url'),
      url: `https://billing.stripe.com/p/session/${form.get('customer')}`,
    });
  });
  // Connect Express: accounts start with nothing submitted; /test/accounts/:id plays the writer finishing Stripe's onboarding
  app.post('/v1/accounts', async (c) => {
    const id = `acct_test_${accounts.size + 1}`;
    const account = {
      id,
      object: 'account',
      type: 'express',
      details_submitted: false,
      payouts_enabled: false,
      requirements: { disabled_reason: 'requirements.past_due' },
      ...Object.fromEntries(new URLSearchParams(await c.req.text())),
    };
    accounts.set(id, account);
    return c.json(account);
  });
  app.get('/v1/accounts/:id', (c) => {
    const account = accounts.get(c.req.param('id'));
    return account ? c.json(account) : c.json(stripeError('No such account'), 404);
  });
  app.post('/v1/account_links', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    return accounts.has(form.get('account') ?? '')
      ? c.json({ object: 'account_link', url: `https://connect.stripe.com/setup/e/${form.get('account')}` })
      : c.json(stripeError('No such account'), 404);
  });
  app.post('/v1/accounts/:id/login_links', (c) =>
    accounts.has(c.req.param('id'))
      ? c.json({ object: 'login_link', url: `https://connect.stripe.com/express/${c.req.param('id')}` })
      : c.json(stripeError('No such account'), 404),
  );
  app.post('/test/accounts/:id', async (c) => {
    const account = accounts.get(c.req.param('id'));
    if (!account) return c.json(stripeError('No such account'), 404);
    Object.assign(account, await c.req.json());
    return c.json(account);
  });
  app.notFound((c) => c.json(stripeError(`Unrecognized request URL (${c.req.method}: ${c.req.path})`), 404));
  return app;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { origin, close } = await serveOnLoopback(fakeStripe());
  project.provide('stripeTestKey', STRIPE_TEST_KEY);
  project.provide('stripeApiOrigin', origin);
  return close;
}
