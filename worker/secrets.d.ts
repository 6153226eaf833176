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
