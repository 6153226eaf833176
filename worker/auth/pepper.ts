/** The password pepper: a secret in production, a fixed value where no real account lives. */
export function passwordPepper(env: Pick<Env, 'PASSWORD_PEPPER' | 'ENVIRONMENT'>): string {
  if (env.PASSWORD_PEPPER) return env.PASSWORD_PEPPER;
  if (env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test') return 'quire-development-pepper';
  throw new Error('PASSWORD_PEPPER is not set: run `wrangler secret put PASSWORD_PEPPER` before deploying');
}
