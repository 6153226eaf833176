import {
  Accept,
  Article,
  Block,
  Create,
  Delete,
  Follow,
  Like,
  Note,
  Reject,
  Undo,
  type Actor,
} from '@fedify/fedify/vocab';
import { cacheTags } from '../cache/cache-tags.ts';
import { fediverseBlocked, findLocalActor } from './federation-queries.ts';
import {
  addFediverseFollower,
  addFediverseLike,
  addFediverseReply,
  deleteFediverseReply,
  forgetFediverseActors,
  removeFediverseFollower,
  removeFediverseLike,
} from './federation-writes.ts';
import { parseActorIdentifier } from './actor-identifier.ts';
import { findArticlePost } from './article-queries.ts';
import { ACTOR_PATH, SHARED_INBOX_PATH, type QuireFederation, type QuireInboxContext } from './federation-data.ts';
import { noteParagraphs } from './note-paragraphs.ts';

/** `@name@host`, as the fediverse writes a handle. */
export const fediverseHandle = (actor: Actor, id: URL): string =>
  `@${actor.preferredUsername?.toString() ?? 'unknown'}@${id.host}`;

const hrefOf = (value: unknown): string | null => (value instanceof URL ? value.href : null);

/** The local actor an activity names as its object (a Follow's, a Block's). */
async function localActorNamed(ctx: QuireInboxContext, uri: URL | null) {
  const parsed = ctx.parseUri(uri);
  if (parsed?.type !== 'actor') return null;
  const ref = parseActorIdentifier(parsed.identifier);
  const actor = ref && (await findLocalActor(ctx.data.db, ref));
  return actor && !actor.off ? { identifier: parsed.identifier, actor } : null;
}

/** The story an Article address names, if it federates. */
async function storyNamed(ctx: QuireInboxContext, uri: URL | null) {
  const parsed = ctx.parseUri(uri);
  if (parsed?.type !== 'object' || parsed.class !== Article || !parsed.values['postId']) return null;
  return findArticlePost(ctx.data.db, parsed.values['postId']);
}

// the edge cache is the app Worker's: its consumer purges (worker/cache/edge-purge-job.ts)
const purgeStory = (ctx: QuireInboxContext, postId: string) =>
  ctx.data.env.JOBS.send({ kind: 'edge_purge', tags: cacheTags([{ postId }]) });

const countClaps = (ctx: QuireInboxContext, postId: string) => ctx.data.env.JOBS.send({ kind: 'clap_count', postId });

/** Follow: accepted at once, unless the writer blocks the account or its server (then Reject). */
async function onFollow(ctx: QuireInboxContext, follow: Follow): Promise<void> {
  if (!follow.id || !follow.actorId) return;
  const local = await localActorNamed(ctx, follow.objectId);
  if (!local) return;
  const follower = await follow.getActor(ctx);
  if (!follower?.id || !follower.inboxId || follower.id.href !== follow.actorId.href) return;
  const me = ctx.getActorUri(local.identifier);
  const answer = { id: new URL(`#answers/${crypto.randomUUID()}`, me), actor: me, object: follow };
  if (await fediverseBlocked(ctx.data.db, local.actor.ownerId, follower.id, false)) {
    await ctx.sendActivity({ identifier: local.identifier }, follower, new Reject(answer));
    return;
  }
  await addFediverseFollower(ctx.data.db, {
    localKind: local.actor.kind,
    localId: local.actor.id,
    actorUri: follower.id.href,
    followId: follow.id.href,
    handle: fediverseHandle(follower, follower.id),
    name: follower.name?.toString() ?? '',
    url: hrefOf(follower.url) ?? follower.id.href,
    inbox: follower.inboxId.href,
    sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
  });
  await ctx.sendActivity({ identifier: local.identifier }, follower, new Accept(answer));
}

/** Undo of a Follow or a Like, only by whoever did it. */
async function onUndo(ctx: QuireInboxContext, undo: Undo): Promise<void> {
  if (!undo.actorId || !undo.objectId) return;
  const unliked = await removeFediverseLike(ctx.data.db, undo.objectId.href, undo.actorId.href);
  if (unliked) {
    await countClaps(ctx, unliked);
    return;
  }
  const object = await undo.getObject(ctx);
  if (!(object instanceof Follow) || object.actorId?.href !== undo.actorId.href) return;
  const parsed = ctx.parseUri(object.objectId);
  const ref = parsed?.type === 'actor' ? parseActorIdentifier(parsed.identifier) : null;
  if (ref) await removeFediverseFollower(ctx.data.db, ref, undo.actorId.href);
}

/** Like: one clap from that account, counted like every other clap (claps/clap-count-job.ts). */
async function onLike(ctx: QuireInboxContext, like: Like): Promise<void> {
  if (!like.id || !like.actorId) return;
  const story = await storyNamed(ctx, like.objectId);
  if (!story || (await fediverseBlocked(ctx.data.db, story.creator.id, like.actorId, false))) return;
  if (await addFediverseLike(ctx.data.db, story.post.id, like.actorId.href, like.id.href))
    await countClaps(ctx, story.post.id);
}

/** Create(Note) replying to a story: shown with its responses, unless the writer blocks or mutes the account or its server. */
async function onCreate(ctx: QuireInboxContext, create: Create): Promise<void> {
  if (!create.actorId) return;
  const note = await create.getObject(ctx);
  if (!(note instanceof Note) || !note.id || note.attributionId?.href !== create.actorId.href) return;
  const story = await storyNamed(ctx, note.replyTargetId);
  if (
    !story ||
    story.post.responsesLocked ||
    (await fediverseBlocked(ctx.data.db, story.creator.id, create.actorId, true))
  )
    return;
  const paragraphs = noteParagraphs(note.content?.toString() ?? '');
  const author = await create.getActor(ctx);
  if (paragraphs.length === 0 || !author) return;
  await addFediverseReply(ctx.data.db, {
    id: note.id.href,
    postId: story.post.id,
    actorUri: create.actorId.href,
    handle: fediverseHandle(author, create.actorId),
    name: author.name?.toString() ?? '',
    actorUrl: hrefOf(author.url) ?? create.actorId.href,
    url: hrefOf(note.url) ?? note.id.href,
    paragraphs,
    publishedAt: note.published ? new Date(note.published.epochMilliseconds) : new Date(),
  });
  await purgeStory(ctx, story.post.id);
}

/** Delete of a reply (by its author) or of the account itself. */
async function onDelete(ctx: QuireInboxContext, deletion: Delete): Promise<void> {
  if (!deletion.actorId || !deletion.objectId) return;
  if (deletion.objectId.href === deletion.actorId.href) {
    await forgetFediverseActors(ctx.data.db, [deletion.actorId.href]);
    return;
  }
  const postId = await deleteFediverseReply(ctx.data.db, deletion.objectId.href, deletion.actorId.href);
  if (postId) await purgeStory(ctx, postId);
}

/** Block: the account no longer wants the writer's stories, so it stops being a follower. */
async function onBlock(ctx: QuireInboxContext, block: Block): Promise<void> {
  if (!block.actorId) return;
  const local = await localActorNamed(ctx, block.objectId);
  if (local) await removeFediverseFollower(ctx.data.db, local.actor, block.actorId.href);
}

/**
 * What the inboxes accept. Fedify verifies every activity's signature before these run (an
 * unsigned or badly signed one gets 401 and changes nothing) and drops an activity it has
 * handled already; each listener checks that whoever signed it may do what it asks.
 */
export function listenToInbox(federation: QuireFederation): void {
  federation
    .setInboxListeners(`${ACTOR_PATH}/inbox`, SHARED_INBOX_PATH)
    .on(Follow, onFollow)
    .on(Undo, onUndo)
    .on(Like, onLike)
    .on(Create, onCreate)
    .on(Delete, onDelete)
    .on(Block, onBlock)
    .onError((ctx, error) =>
      ctx.data.logger.warn('A fediverse activity could not be handled', { message: String(error) }),
    );
}
