import type Stripe from 'stripe';
import type { PayoutAccountState } from '../../shared/partner/enrollment.ts';

export interface PayoutAccountRequest {
  readonly userId: string;
  readonly country: string;
  readonly email: string | null;
}

/** Where Partner Program writers are paid: Stripe Connect Express accounts. */
export interface Payouts {
  /** Makes the writer's connected account; answers its id. */
  createAccount(request: PayoutAccountRequest): Promise<string>;
  /** Stripe's hosted onboarding for the account (identity, bank, tax forms): where to send the writer. */
  onboardingUrl(accountId: string, urls: { readonly refreshUrl: string; readonly returnUrl: string }): Promise<string>;
  /** The account as Stripe sees it now. */
  account(accountId: string): Promise<PayoutAccountState>;
  /** A one-time link into the writer's Express dashboard: payouts, bank, tax forms. */
  dashboardUrl(accountId: string): Promise<string>;
}

/** What Stripe says of an account that matters to enrollment. */
export const payoutAccountState = (
  account: Pick<Stripe.Account, 'details_submitted' | 'payouts_enabled' | 'requirements'>,
): PayoutAccountState => ({
  detailsSubmitted: account.details_submitted === true,
  payoutsEnabled: account.payouts_enabled === true,
  disabledReason: account.requirements?.disabled_reason ?? null,
});

const refused = (what: string) => () => Promise.reject(new Error(`The payment provider refused ${what}`));

/**
 * Payouts through Stripe Connect Express: Stripe collects the writer's identity, bank and tax
 * forms on its own pages and pays out; Quire only keeps the account's id and status. Writers
 * outside the United States receive transfers under the recipient agreement. Null without Stripe.
 */
export function stripePayouts(stripe: (() => Promise<Stripe>) | null): Payouts | null {
  if (!stripe) return null;
  return {
    async createAccount({ userId, country, email }) {
      const account = await (await stripe()).accounts
        .create({
          type: 'express',
          country,
          ...(email ? { email } : {}),
          capabilities: { transfers: { requested: true } },
          ...(country === 'US' ? {} : { tos_acceptance: { service_agreement: 'recipient' } }),
          metadata: { user_id: userId },
        })
        .catch(refused('the payout account'));
      return account.id;
    },
    async onboardingUrl(accountId, { refreshUrl, returnUrl }) {
      const link = await (await stripe()).accountLinks
        .create({ account: accountId, type: 'account_onboarding', refresh_url: refreshUrl, return_url: returnUrl })
        .catch(refused('the onboarding link'));
      return link.url;
    },
    async account(accountId) {
      return payoutAccountState(
        await (await stripe()).accounts.retrieve(accountId).catch(refused('the payout account')),
      );
    },
    async dashboardUrl(accountId) {
      return (await (await stripe()).accounts.createLoginLink(accountId).catch(refused('the dashboard link'))).url;
    },
  };
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Partner Program payouts (Stripe Connect); null when the deployment has no Stripe. */
    readonly payouts: Payouts | null;
  }
}
