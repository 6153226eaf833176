import type Stripe from 'stripe';

type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_ORIGIN'>;

/**
 * The library itself, loaded the first time a request needs it: it was the heaviest module a new
 * isolate evaluated before its first request (bench/worker-script.ts), for the few that pay.
 */
const library = async (): Promise<typeof Stripe> => (await import('stripe')).default;

/** A Stripe client, made when it is first asked for. */
export type LazyStripe = () => Promise<Stripe>;

/**
 * The official Stripe library on Workers: its fetch HTTP client, and Stripe's API unless the
 * deployment names another origin (the tests' local stand-in). Null without a secret key: then
 * nothing that needs Stripe is open.
 */
export function stripeClient(env: StripeEnv): LazyStripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) return null;
  const origin = env.STRIPE_API_ORIGIN ? new URL(env.STRIPE_API_ORIGIN) : null;
  const protocol = origin?.protocol === 'http:' ? 'http' : 'https';
  let client: Promise<Stripe> | undefined;
  return () =>
    (client ??= library().then(
      (Library) =>
        new Library(key, {
          httpClient: Library.createFetchHttpClient(),
          // a retried request carries the same idempotency key, so Stripe does it once
          maxNetworkRetries: 2,
          ...(origin ? { host: origin.hostname, port: origin.port || (protocol === 'http' ? 80 : 443), protocol } : {}),
        }),
    ));
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
  const Library = await library();
  try {
    return await Library.webhooks.constructEventAsync(
      body,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      Library.createSubtleCryptoProvider(),
    );
  } catch {
    return null;
  }
}
