/**
 * Where mail the scheduled jobs send leads: a request's mail leads where the request came, but a
 * job the cron starts has no request. SITE_ORIGIN when set (`npm start` sets its own address),
 * else the auth domain over https.
 */
export const siteOrigin = (env: Pick<Env, 'SITE_ORIGIN' | 'AUTH_DOMAIN'>): string =>
  env.SITE_ORIGIN || `https://${env.AUTH_DOMAIN}`;
