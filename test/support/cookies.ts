/**
 * The session cookie a response sets, if any. A response that wrote to D1 also sets the replica
 * bookmark (worker/db/d1-session.ts), so tests about signing in look at the session's own cookie.
 */
export const sessionCookieSet = (response: Response): string | null =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid=')) ?? null;
