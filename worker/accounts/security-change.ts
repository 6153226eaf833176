import { createSession, destroySession, endOtherSessions, SESSION_LIFETIME_MS } from '../auth/session-writes.ts';
import { sessionCookie } from '../auth/session-cookie.ts';
import { sessionCookieName } from '../auth/viewer.ts';
import type { SecurityEvent } from './security-mail.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { tellOwner } from './tell-owner.ts';

/**
 * Gives this browser a new session token in place of the old one, keeping the anti-forgery value
 * so the open page goes on working. The new session counts as just proved.
 */
export async function rotateSession(context: GraphQLContext): Promise<void> {
  const viewer = context.viewer;
  if (!viewer) return;
  const current = context.readCookie(sessionCookieName(context.requestUrl));
  if (current) await destroySession(context.db, current);
  const session = await createSession(context.db, viewer.user.id, context.now().getTime(), context.client, {
    xsrf: viewer.xsrf,
    host: viewer.boundHost,
  });
  context.responseCookies.push(
    sessionCookie(context.requestUrl, session.token, Math.floor(SESSION_LIFETIME_MS / 1000)),
  );
}

/**
 * After a change to how the viewer's account is protected (password, second factor): every
 * other session ends, this one is rotated, and the owner is told at their address.
 */
export async function afterSecurityChange(context: GraphQLContext, event: SecurityEvent): Promise<void> {
  const viewer = context.viewer;
  if (!viewer) return;
  await endOtherSessions(context.db, viewer.user.id, viewer.sessionId);
  await rotateSession(context);
  await tellOwner(context, viewer.user, event);
}
