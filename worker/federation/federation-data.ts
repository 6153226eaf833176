import type { Context, Federation, InboxContext } from '@fedify/fedify';
import type { Logger } from '../../shared/logger.ts';
import type { Database } from '../db/client.ts';

/** What every federation callback is handed: the request's database, the bindings, the log. */
export interface FederationData {
  readonly db: Database;
  readonly env: Env;
  readonly logger: Logger;
}

export type QuireFederation = Federation<FederationData>;
export type QuireContext = Context<FederationData>;
export type QuireInboxContext = InboxContext<FederationData>;

/** Where actors live: `/ap/actors/user-{id}`, `/ap/actors/publication-{id}` (actor-identifier.ts). */
export const ACTOR_PATH = '/ap/actors/{identifier}';
/** The inbox every actor shares (Mastodon delivers there once per server). */
export const SHARED_INBOX_PATH = '/ap/inbox';
