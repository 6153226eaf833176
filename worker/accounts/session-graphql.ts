import { deviceName, placeName } from '../auth/device-name.ts';
import { endOtherSessions, endSession } from '../auth/session-writes.ts';
import { sessionsOf } from './account-queries.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { UserRef } from '../graphql/types/refs.ts';
import { failure, isKind, SIGN_IN } from '../graphql/types/failure.ts';

export interface SessionRow {
  readonly id: string;
  readonly device: string;
  readonly place: string | null;
  readonly createdAt: number;
  readonly lastSeenAt: number;
  readonly current: boolean;
  readonly host: string | null;
}

/** One of the viewer's sessions, as the security settings list it. */
export const SessionRef = builder.objectRef<SessionRow>('Session').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    /** "Chrome on macOS", from the user agent it signed in with. */
    device: t.exposeString('device'),
    /** The country it signed in from, by name; null when unknown. */
    place: t.exposeString('place', { nullable: true }),
    createdAt: t.exposeFloat('createdAt'),
    lastSeenAt: t.exposeFloat('lastSeenAt'),
    /** The session this request came with ("This device"). */
    current: t.exposeBoolean('current'),
    /** The writer's or publication's own site a session made there works on; null for the main site. */
    host: t.exposeString('host', { nullable: true }),
  }),
});

const SessionList = builder.objectRef<{ kind: 'SessionList'; sessions: SessionRow[] }>('SessionList').implement({
  isTypeOf: isKind('SessionList'),
  fields: (t) => ({ sessions: t.field({ type: [SessionRef], resolve: (list) => list.sessions }) }),
});

const SessionsResult = resultUnion('SessionsResult', SessionList, ['NotFound', 'Unauthorized']);

/** The viewer's live sessions, newest use first. */
async function viewerSessions(context: GraphQLContext): Promise<SessionRow[]> {
  const viewer = context.viewer;
  return viewer ? ((await liveSessionsOf(context, [viewer.user.id], viewer.sessionId)).get(viewer.user.id) ?? []) : [];
}

/** The live sessions of each of these accounts, newest use first, in one query; `currentId` is the one this request came with. */
export async function liveSessionsOf(
  context: GraphQLContext,
  userIds: readonly string[],
  currentId: string | null,
): Promise<Map<string, SessionRow[]>> {
  const found = new Map<string, SessionRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return found;
  const now = context.now().getTime();
  const rows = await sessionsOf(context.db, userIds);
  for (const row of rows) {
    if (row.expiresAt.getTime() <= now || !row.publicId) continue;
    found.get(row.userId)?.push({
      id: row.publicId,
      device: deviceName(row.userAgent),
      place: placeName(row.country),
      createdAt: row.createdAt.getTime(),
      lastSeenAt: (row.lastSeenAt ?? row.createdAt).getTime(),
      current: row.publicId === currentId,
      host: row.host,
    });
  }
  return found;
}

builder.objectFields(UserRef, (t) => ({
  /** Only for the viewer themselves, on the main site: anyone else's sessions, or another site's look at them, are nobody's business. */
  sessions: t.field({
    type: [SessionRef],
    resolve: (user, _args, context) =>
      user.id === context.viewer?.user.id && !context.viewer.boundHost ? viewerSessions(context) : [],
  }),
}));

builder.mutationFields((t) => ({
  /** Signs one of the viewer's sessions out (another device, or this one). */
  signOutSession: t.field({
    type: SessionsResult,
    args: { sessionId: t.arg.id() },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer;
      if (!viewer) return SIGN_IN;
      if (!(await endSession(context.db, viewer.user.id, String(args.sessionId))))
        return failure('NotFound', 'That session has ended already.');
      return { kind: 'SessionList' as const, sessions: await viewerSessions(context) };
    },
  }),
  /** Signs out every session of the viewer's but this one. */
  signOutOtherSessions: t.field({
    type: SessionsResult,
    resolve: async (_root, _args, context) => {
      const viewer = context.viewer;
      if (!viewer) return SIGN_IN;
      await endOtherSessions(context.db, viewer.user.id, viewer.sessionId);
      return { kind: 'SessionList' as const, sessions: await viewerSessions(context) };
    },
  }),
}));
