import { parse } from 'hono/utils/cookie';

/**
 * The one reading of a Cookie header in the worker. The edge cache's front and the app must
 * agree on whether a request is signed in: when they parsed `sid =…`, `sid\t=…` or a second
 * `sid` differently, the front took a viewer's page for a visitor's and stored it. Hono's
 * `getCookie` (used by the app) reads with this same parser.
 */
export const cookieOf = (header: string | null | undefined, name: string): string | undefined =>
  header ? parse(header, name)[name] : undefined;

/**
 * A short-lived HttpOnly cookie of a sign-in in progress (`pending_login`, `second_factor`):
 * Lax, for the whole site, Secure over https. A max age of 0 clears it.
 */
export const flowCookie = (url: URL, name: string, value: string, maxAgeSeconds: number): string =>
  `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${url.protocol === 'https:' ? '; Secure' : ''}`;
