import { link } from '../../shared/routes/index.ts';
import { partnerAccountOf, updatePayoutAccount } from './partner-writes.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

/**
 * /me/settings/payout/stripe/finish: where Stripe's onboarding returns the writer. Stripe's
 * event may not have arrived yet, so the account is read from Stripe here (reading changes
 * nothing the writer asked for: it brings Quire's copy up to date), then the writer goes on to
 * the tax forms step, or their taxes page once enrolled.
 */
export const payoutStripeFinish: RouteHandler = async (c) => {
  const context = await c.get('app').graphqlContext();
  const origin = c.get('authOrigin');
  const headers = { 'Cache-Control': 'private, no-store' };
  const viewer = context.viewer?.user;
  if (!viewer)
    return c.redirect(
      `${origin}${link('ShowSignIn')}?redirect=${encodeURIComponent(origin + link('ShowPayoutStripeFinish'))}`,
      302,
    );
  const account = await partnerAccountOf(context.db, viewer.id);
  if (account?.stripeAccountId && context.payouts) {
    try {
      await updatePayoutAccount(
        context.db,
        account.stripeAccountId,
        await context.payouts.account(account.stripeAccountId),
        context.now(),
      );
    } catch (error) {
      // Stripe's event brings the same news later
      context.logger.error('A payout account could not be read', { error: String(error) });
    }
  }
  const next =
    viewer.partnerProgramEnrollment === 'ENROLLED'
      ? link('ShowPartnerTaxes')
      : link('ShowPartnerEnrollStep', { step: 'taxes' });
  return new Response(null, { status: 302, headers: { ...headers, Location: origin + next } });
};
