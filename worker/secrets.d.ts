// Secrets are set with `wrangler secret put` and never written in wrangler.toml.
interface Env {
  /** Mixed into every password hash; required outside development and tests. */
  PASSWORD_PEPPER?: string;
}
interface Env {
  /** Google sign-in: the OAuth client; the button shows only when both are set. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  /** The OpenID issuer to use instead of https://accounts.google.com (tests point it at a local provider). */
  GOOGLE_ISSUER?: string;
  /** Where one-tap ID tokens' keys are published (default Google's); tests point it at a local provider. */
  GOOGLE_JWKS_URL?: string;
}
interface Env {
  /** Text and call codes go through Twilio's REST API; without these, only authenticator apps are offered. */
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  /** The number codes come from (E.164). */
  TWILIO_FROM_NUMBER?: string;
  /** Tests point the provider at a local server. */
  TWILIO_API_ORIGIN?: string;
}
interface Env {
  /** reCAPTCHA keys for the sign-in e-mail captcha; outside production Google's test keys stand in. */
  RECAPTCHA_SITE_KEY?: string;
  RECAPTCHA_SECRET_KEY?: string;
  /** Where tokens are checked (default Google's siteverify); tests point it at a local server. */
  RECAPTCHA_VERIFY_URL?: string;
}
interface Env {
  /** Facebook Login: the app, and (for tests) where its dialog and Graph API live. */
  FACEBOOK_APP_ID?: string;
  FACEBOOK_APP_SECRET?: string;
  FACEBOOK_DIALOG_ORIGIN?: string;
  FACEBOOK_GRAPH_ORIGIN?: string;
  /** Twitter (X) OAuth 2: the client, and (for tests) where it authorizes and answers. */
  TWITTER_CLIENT_ID?: string;
  TWITTER_CLIENT_SECRET?: string;
  TWITTER_AUTHORIZE_ORIGIN?: string;
  TWITTER_API_ORIGIN?: string;
}
interface Env {
  /** The DNS-over-HTTPS resolver custom domains are checked with (default Cloudflare's); tests point it at a local one. */
  DNS_RESOLVER_URL?: string;
}
interface Env {
  /** Sign in with Apple: the Services ID, the team, and the key (PKCS #8 PEM) that signs the client secret. */
  APPLE_CLIENT_ID?: string;
  APPLE_TEAM_ID?: string;
  APPLE_KEY_ID?: string;
  APPLE_PRIVATE_KEY?: string;
  /** Tests point Apple's issuer at a local OpenID provider. */
  APPLE_ISSUER?: string;
}
interface Env {
  /** Purge by tag through Cloudflare's API: the zone the site is served from and a token allowed Cache Purge. */
  CLOUDFLARE_ZONE_ID?: string;
  CLOUDFLARE_PURGE_TOKEN?: string;
  /** Where Cloudflare's API lives (default https://api.cloudflare.com/client/v4); tests point it at a local server. */
  CLOUDFLARE_API_URL?: string;
}
interface Env {
  /** Memberships are paid through Stripe Checkout; without the key and both prices, memberships are not open. */
  STRIPE_SECRET_KEY?: string;
  /** The monthly and yearly plans' Stripe price ids (docs/spec-checklist.md 3 §8's plan ids monthly and yearly). */
  STRIPE_PRICE_MONTHLY?: string;
  STRIPE_PRICE_YEARLY?: string;
  /** Signs the events Stripe posts to /_/payments/stripe. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Where Stripe's API lives (default https://api.stripe.com); tests point it at a local server. */
  STRIPE_API_ORIGIN?: string;
}
interface Env {
  /** Signs the addresses Quire hands out to be followed later: /r click redirects and upload addresses. */
  LINK_SIGNING_SECRET?: string;
}
interface Env {
  /** The key IFTTT sends as IFTTT-Service-Key with its own calls (/ifttt/v1/status); unset, IFTTT is refused. */
  IFTTT_SERVICE_KEY?: string;
}
interface Env {
  /** Development only: one network's requests spread over this many rate-limit keys (`npm run bench` sets it). */
  RATE_LIMIT_SCALE?: string;
}
interface Env {
  /** Resend carries the mail (bulk newsletters included) when set; without it, the send_email binding does. */
  RESEND_API_KEY?: string;
  /** Signs Resend's event webhook (Svix, `whsec_…`): bounces and complaints stop mail to an address. */
  RESEND_WEBHOOK_SECRET?: string;
  /** Tests point the provider at a local server. */
  RESEND_API_ORIGIN?: string;
}
interface Env {
  /** Encrypts the fediverse actors' private keys in D1; federation is off in production without it (docs/federation.md). */
  FEDERATION_KEY_SECRET?: string;
}
interface Env {
  /** The log provider's client token (docs/spec-checklist.md 3 §7): with it, log records go to the provider's intake for LOG_DATACENTER. */
  LOG_CLIENT_TOKEN?: string;
  /** Where the intake lives instead of the region's address; tests point it at a local server. */
  LOG_INTAKE_ORIGIN?: string;
}
