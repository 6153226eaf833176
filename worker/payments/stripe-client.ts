import Stripe from 'stripe';

type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_ORIGIN'>;

/**
 * The official Stripe library on Workers: its fetch HTTP client, and Stripe's API unless the
 * deployment names another origin (the tests' local stand-in). Null without a secret key: then
 * nothing that needs Stripe is open.
 */
export function stripeClient(env: StripeEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const origin = env.STRIPE_API_ORIGIN ? new URL(env.STRIPE_API_ORIGIN) : null;
  const protocol = origin?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    // a retried request carries the same idempotency key, so Stripe does it once
    maxNetworkRetries: 2,
    ...(origin ? { host: origin.hostname, port: origin.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
  });
}

/** Stripe's default: an event signed more than five minutes ago may be a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The event a webhook body holds, if its `Stripe-Signature` is the endpoint secret's and recent
 * (the library's own check, on Web Crypto); null for anything else.
 */
export async function verifiedStripeEvent(
  secret: string,
  header: string | null,
  body: string,
): Promise<Stripe.Event | null> {
  if (!header) return null;
  try {
    return await Stripe.webhooks.constructEventAsync(
      body,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    return null;
  }
}
