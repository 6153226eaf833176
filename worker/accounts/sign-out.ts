import { clearedSessionCookie } from '../auth/session-cookie.ts';
import { destroySession } from '../auth/session-writes.ts';
import { requestViewer, sessionToken } from '../auth/request-viewer.ts';
import { database } from '../db/client.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

/**
 * /m/signout/{xsrf} (AcctSignout): ends the session only when the path carries this session's
 * anti-forgery value, so another site cannot sign a reader out with a link or an image.
 */
export const signOut: RouteHandler = async (c, match) => {
  const url = new URL(c.req.url);
  const token = sessionToken(c);
  const db = database(c.get('d1'));
  const viewer = await requestViewer(c, db);
  if (!token || !viewer || match.params['xsrf'] !== viewer.xsrf) {
    return c.text('This sign-out link is not valid for your session.', 403, { 'Cache-Control': 'no-store' });
  }
  await destroySession(db, token);
  return new Response(null, {
    status: 302,
    headers: {
      Location: `${c.get('authOrigin')}/`,
      'Set-Cookie': clearedSessionCookie(url),
      'Cache-Control': 'no-store',
    },
  });
};
