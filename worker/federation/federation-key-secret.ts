/** The secret actors' private keys are encrypted under: set in production, fixed where no real account lives. */
export function federationKeySecret(env: Pick<Env, 'FEDERATION_KEY_SECRET' | 'ENVIRONMENT'>): string | null {
  if (env.FEDERATION_KEY_SECRET) return env.FEDERATION_KEY_SECRET;
  return env.ENVIRONMENT === 'development' || env.ENVIRONMENT === 'test' ? 'quire-development-federation-key' : null;
}
