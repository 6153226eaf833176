// Secrets are set with `wrangler secret put` and never written in wrangler.toml.
interface Env {
  /** Mixed into every password hash; required outside development and tests. */
  PASSWORD_PEPPER?: string;
}
