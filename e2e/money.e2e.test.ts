import { describe, expect, inject, it } from 'vitest';
import { readOutbox, signUp } from './support/accounts.ts';
import { severeViolations } from './support/axe.ts';
import { collectProblems, useBrowser, waitForHydration } from './support/browser.ts';
import { baseURL } from './support/site.ts';
import { becomeMember, deliver, fromStripe, sessionOf, stayOffStripe } from './support/stripe.ts';

const stripe = inject('e2eStripe');
const browser = useBrowser();

describe('money in Chromium: gifts, billing and the Partner Program', () => {
  it('a reader gives a membership; the recipient redeems it from the e-mail and is a member', async () => {
    const run = Date.now().toString(36);
    // axe reads pages of a context of their own
    const giver = await (await browser().newContext()).newPage();
    const problems = collectProblems(giver);
    await stayOffStripe(giver);
    await signUp(giver, `giver-${run}@example.com`, 'a giver password', 'Gwen Giver', '/gift');
    await Promise.all([
      giver.waitForURL(/\/gift-plans\?planId=29&source=gift_membership---gift-landing$/),
      giver.getByRole('link', { name: 'Give one membership' }).click(),
    ]);
    await waitForHydration(giver);
    const recipient = `lucky-${run}@example.com`;
    await giver.getByRole('radio', { name: /One year/ }).check();
    await giver.getByLabel('Their e-mail address').fill(recipient);
    await giver.getByLabel('A note (optional)').fill('Happy reading!');
    await Promise.all([
      giver.waitForURL(/^https:\/\/checkout\.stripe\.com\//),
      giver.getByRole('button', { name: 'Continue to payment' }).click(),
    ]);

    // the giver pays on Stripe's page; Stripe tells Quire
    const session = await fromStripe(`/v1/checkout/sessions/${sessionOf(giver)}`);
    // with the upsell the giver came from, for the sale to be traced to it
    expect(session).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '5000',
      'metadata[upsell_source]': 'gift_membership---gift-landing',
    });
    const customer = `cus_${run}`;
    await deliver({
      id: `evt_${session['id']}`,
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session['id'],
          mode: 'payment',
          payment_status: 'paid',
          customer,
          client_reference_id: session['client_reference_id'],
          metadata: { gift_id: session['metadata[gift_id]'] },
        },
      },
    });
    await deliver({
      id: `evt_ch_${run}`,
      type: 'charge.succeeded',
      data: {
        object: {
          id: `ch_${run}`,
          customer,
          amount: 5000,
          amount_refunded: 0,
          currency: 'usd',
          description: 'Membership gift: 1 year',
          paid: true,
          created: Math.floor(Date.now() / 1000),
          payment_method_details: { card: { brand: 'visa', last4: '4242' } },
        },
      },
    });

    // the giver's payment is in their billing history, with its receipt
    await giver.goto(`${baseURL}/me/billing-history`);
    await waitForHydration(giver);
    await expect(giver.getByRole('cell', { name: '$50.00' }).isVisible()).resolves.toBe(true);
    expect(await severeViolations(giver)).toEqual([]);
    await Promise.all([
      giver.waitForURL(`${baseURL}/me/billing-history/receipt/ch_${run}`),
      giver.getByRole('link', { name: 'Receipt' }).click(),
    ]);
    await expect(giver.getByText('Visa ending in 4242').isVisible()).resolves.toBe(true);
    expect(await severeViolations(giver)).toEqual([]);

    // the recipient signs up, opens the gift's e-mail and redeems it
    const reader = await browser().newPage();
    await signUp(reader, recipient, 'a lucky password', 'Lucy Lucky');
    const mail = (await readOutbox()).find(
      (entry) => entry.to === recipient && entry.links.some((link) => link.includes('/redeem?code=')),
    );
    const redeemLink = mail?.links.find((link) => link.includes('/redeem?code=')) ?? '';
    expect(redeemLink).not.toBe('');
    await reader.goto(redeemLink);
    await waitForHydration(reader);
    await expect(reader.getByText(/Gwen Giver gave you a year of Quire membership/).isVisible()).resolves.toBe(true);
    await reader.getByRole('button', { name: 'Redeem' }).click();
    await reader
      .getByRole('status')
      .getByText(/You are a Quire member until/)
      .waitFor();
    // the member star on their avatar, everywhere
    await reader.goto(`${baseURL}/`);
    await waitForHydration(reader);
    // the shell learns the viewer's membership as it renders: wait for the star rather than look once
    await reader.locator('.avatar-menu__toggle').getByRole('img', { name: 'Member' }).waitFor();

    // a second redemption of the same code is refused, with the reason
    await reader.goto(redeemLink);
    await waitForHydration(reader);
    await reader.getByRole('button', { name: 'Redeem' }).click();
    await expect(reader.getByRole('alert').textContent()).resolves.toMatch(/already/i);
    expect(problems).toEqual([]);
  });

  it('a writer becomes a member, enrolls in the Partner Program through Stripe Connect and sees their dashboard', async () => {
    const run = Date.now().toString(36);
    const page = await (await browser().newContext()).newPage();
    const problems = collectProblems(page);
    await stayOffStripe(page);
    await signUp(page, `partner-${run}@example.com`, 'a partner password', 'Pat Partner');

    // not eligible yet: the first step says why
    await page.goto(`${baseURL}/me/partner/enroll`);
    await waitForHydration(page);
    await expect(page.getByText('Publish at least one story.').isVisible()).resolves.toBe(true);

    // a story…
    await page.goto(`${baseURL}/new-story`);
    await waitForHydration(page);
    await page.waitForURL(/\/p\/[0-9a-f]{12}\/edit$/);
    await page.getByLabel('Title', { exact: true }).fill('Paid by the minute');
    await page.getByRole('textbox', { name: 'Story' }).click();
    await page.keyboard.type('What members read, writers earn.');
    await page.getByRole('status').getByText('Saved').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await Promise.all([
      page.waitForURL(/paid-by-the-minute-[0-9a-f]{12}$/),
      page.getByRole('button', { name: 'Publish now' }).click(),
    ]);

    // …and a membership, paid through Checkout
    await becomeMember(page, run);

    // eligible now: the first step says so, and enrollment goes on at the country
    await page.goto(`${baseURL}/me/partner/enroll/eligibility`);
    await waitForHydration(page);
    await Promise.all([
      page.waitForURL(`${baseURL}/me/partner/enroll/country`),
      page.getByRole('link', { name: 'Continue' }).click(),
    ]);
    await waitForHydration(page);
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel('Where do you live and get paid?').selectOption({ label: 'United States' });
    await Promise.all([
      page.waitForURL(`${baseURL}/me/partner/enroll/payouts`),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
    await waitForHydration(page);

    // payouts: Stripe's onboarding, where the writer gives their details and tax forms
    await Promise.all([
      page.waitForURL(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_test_\d+$/),
      page.getByRole('button', { name: 'Set up payouts with Stripe' }).click(),
    ]);
    const accountId = sessionOf(page);
    expect(await fromStripe(`/v1/accounts/${accountId}`)).toMatchObject({ type: 'express', country: 'US' });
    const finished = await fetch(`${stripe.origin}/test/accounts/${accountId}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stripe.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ details_submitted: true, payouts_enabled: true, requirements: { disabled_reason: null } }),
    });
    expect(finished.status).toBe(200);
    // Stripe sends the writer back
    await page.goto(`${baseURL}/me/settings/payout/stripe/finish`);
    await page.waitForURL(`${baseURL}/me/partner/enroll/taxes`);
    await waitForHydration(page);
    await expect(page.getByText(/Your tax forms: approved/).isVisible()).resolves.toBe(true);
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel(/I accept the/).check();
    await Promise.all([
      page.waitForURL(`${baseURL}/me/partner/dashboard`),
      page.getByRole('button', { name: 'Join the Partner Program' }).click(),
    ]);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Partner Program', level: 1 }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Paid and due, all time').isVisible()).resolves.toBe(true);
    expect(await severeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
