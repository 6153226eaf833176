import { parse } from 'hono/utils/cookie';

/**
 * The one reading of a Cookie header in the worker. The edge cache's front and the app must
 * agree on whether a request is signed in: when they parsed `sid =…`, `sid\t=…` or a second
 * `sid` differently, the front took a viewer's page for a visitor's and stored it. Hono's
 * `getCookie` (used by the app) reads with this same parser.
 */
export const cookieOf = (header: string | null | undefined, name: string): string | undefined => (header ? parse(header, name)[name] : undefined);
