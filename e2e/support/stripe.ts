import Stripe from 'stripe';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { waitForHydration } from './browser.ts';
import { baseURL } from './site.ts';

const stripe = inject('e2eStripe');

/** Stripe's pages are not reached: the journey stops where the browser would leave for them. */
export const stayOffStripe = (page: Page) =>
  Promise.all(
    ['https://checkout.stripe.com/**', 'https://connect.stripe.com/**'].map((pattern) =>
      page.route(pattern, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stripe</title><h1>Stripe</h1>' }),
      ),
    ),
  );

/** What Quire asked the Stripe stand-in for: a Checkout session, or a Connect account. */
export const fromStripe = async (path: string): Promise<Record<string, unknown>> =>
  (await (
    await fetch(`${stripe.origin}${path}`, { headers: { Authorization: `Bearer ${stripe.key}` } })
  ).json()) as Record<string, unknown>;

/** Delivers an event to the site's webhook as Stripe would, signed with the site's secret. */
export async function deliver(event: Record<string, unknown>): Promise<void> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
  const response = await fetch(`${baseURL}/_/payments/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
  expect(response.status).toBe(200);
}

/** The Checkout session a page was sent to. */
export const sessionOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

/** The signed-in reader on the page pays a monthly membership through Checkout, and Stripe says it is paid. */
export async function becomeMember(page: Page, run: string): Promise<void> {
  await stayOffStripe(page);
  await page.goto(`${baseURL}/plans`);
  await waitForHydration(page);
  await Promise.all([
    page.waitForURL(/^https:\/\/checkout\.stripe\.com\//),
    page.getByRole('button', { name: 'Choose monthly' }).click(),
  ]);
  const session = await fromStripe(`/v1/checkout/sessions/${sessionOf(page)}`);
  await deliver({
    id: `evt_${session['id']}`,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: session['id'],
        mode: 'subscription',
        payment_status: 'paid',
        subscription: `sub_${run}`,
        customer: `cus_${run}`,
        client_reference_id: session['client_reference_id'],
        metadata: { plan: 'monthly' },
      },
    },
  });
}
