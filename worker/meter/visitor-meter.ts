import { randomToken } from '../auth/random-token.ts';
import { DAY_SECONDS } from '../../shared/constants.ts';

/**
 * A visitor's reading meter is kept under a random id in this cookie: HttpOnly, for
 * the whole host, 400 days (the longest browsers keep a cookie). /m/global-identity carries it
 * from the main site to a writer's subdomain or custom domain, so the month follows the visitor.
 */
export const VISITOR_METER_COOKIE = 'mv';

const MAX_AGE_SECONDS = 400 * DAY_SECONDS;

export const newVisitorMeterId = (): string => randomToken(18);

/** The cookie's id when it is one Quire could have made; anything else starts a new meter. */
export const visitorMeterId = (value: string | undefined): string | null =>
  value && /^[A-Za-z0-9_-]{24}$/.test(value) ? value : null;

export const visitorMeterCookie = (url: URL, id: string): string =>
  `${VISITOR_METER_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${url.protocol === 'https:' ? '; Secure' : ''}`;
