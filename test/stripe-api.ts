// A stand-in for Stripe's API on loopback: it checks the secret key as Stripe does, creates
// Checkout sessions from the form it is sent and answers them back by id (so a test can see what
// Quire asked Stripe for), and cancels subscriptions at the end of their period. Payments
// themselves arrive as signed events the tests post.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    stripeApiOrigin: string;
    stripeTestKey: string;
  }
}

const STRIPE_TEST_KEY = 'sk_test_quire';
/** Every subscription's current period ends at 2030-01-01 00:00 UTC; `sub_gone` does not exist. */
const SUBSCRIPTION_PERIOD_END = 1893456000;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const sessions = new Map<string, Record<string, string>>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const json = (status: number, value: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (request.method === 'POST' && request.url === '/v1/checkout/sessions') {
        const id = `cs_test_${sessions.size + 1}`;
        const session = { id, url: `https://checkout.stripe.com/c/pay/${id}`, ...Object.fromEntries(new URLSearchParams(body)) };
        sessions.set(id, session);
        return json(200, session);
      }
      const subscription = /^\/v1\/subscriptions\/(sub_[\w-]+)$/.exec(request.url ?? '')?.[1];
      if (request.method === 'POST' && subscription && subscription !== 'sub_gone') {
        const form = new URLSearchParams(body);
        return json(200, { id: subscription, object: 'subscription', cancel_at_period_end: form.get('cancel_at_period_end') === 'true', cancel_at: SUBSCRIPTION_PERIOD_END });
      }
      const session = request.method === 'GET' ? sessions.get((request.url ?? '').replace('/v1/checkout/sessions/', '')) : undefined;
      return session ? json(200, session) : json(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('stripeTestKey', STRIPE_TEST_KEY);
  project.provide('stripeApiOrigin', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
