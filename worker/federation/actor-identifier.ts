import type { FollowedRef } from '../social/index.ts';
/** A writer or a publication, as a fediverse actor. */
export type LocalActorRef = FollowedRef;

const PREFIX = { USER: 'user', PUBLICATION: 'publication' } as const;

/**
 * The actor's identifier in its addresses (`/ap/actors/user-{id}`): the record's id, never the
 * username, so a writer who changes their username keeps their followers.
 */
export const actorIdentifier = (ref: LocalActorRef): string => `${PREFIX[ref.kind]}-${ref.id}`;

export function parseActorIdentifier(identifier: string): LocalActorRef | null {
  const dash = identifier.indexOf('-');
  const id = identifier.slice(dash + 1);
  if (dash < 0 || id === '') return null;
  const prefix = identifier.slice(0, dash);
  if (prefix === PREFIX.USER) return { kind: 'USER', id };
  if (prefix === PREFIX.PUBLICATION) return { kind: 'PUBLICATION', id };
  return null;
}
