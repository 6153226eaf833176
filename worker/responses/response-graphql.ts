import { linksIn } from '../../shared/social/trust.ts';
import { CLOSED_DISCUSSION } from '../../shared/content/closed-discussion.ts';
import { RESPONSE_DEPTH, responseParagraphs, responseTextError } from '../../shared/content/response-text.ts';
import { hexOf, randomHex } from '../../shared/hex.ts';
import type { ResponseParentKind, ResponseSort } from './response-queries.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { offsetOf, pagedComplexity, pageSize, PagingInfoRef, PagingOptions } from '../graphql/types/paging.ts';
import { purgeEntityPages } from '../cache/purge-pages.ts';
import { CatalogRef, PostRef } from '../graphql/types/refs.ts';
import type { PostRow } from '../db/schema/index.ts';
import { canEditPost, insertResponse, markMentions, setResponsesLocked } from '../stories/index.ts';
import { spamProblem, viewerTrust } from '../moderation/index.ts';
import { resolveCatalog } from '../lists/graphql.ts';
import { resolvePost } from '../stories/graphql.ts';
import { refuseAcrossBlock, SOCIAL_MESSAGES } from '../social/index.ts';
import { canEditCollection } from '../publications/index.ts';
import { failure, type Failure, SIGN_IN } from '../graphql/types/failure.ts';

export const ResponseSortTypeEnum = builder.enumType('ResponseSortType', {
  values: ['MOST_RELEVANT', 'NEWEST'] as const,
});

interface ThreadedResponses {
  readonly posts: readonly PostRow[];
  readonly next: { limit: number; to: string } | null;
  readonly total: number;
  readonly parentOwnerId: string;
  /** The publication a story is in, whose editors may hide responses on it too; null for a list. */
  readonly parentCollectionId: string | null;
}

const ThreadedResponsesRef = builder.objectRef<ThreadedResponses>('ThreadedResponses').implement({
  description:
    'Responses to a story or a list (docs/spec-checklist.md 1 §3), a page at a time; each response has its own thread.',
  fields: (t) => ({
    posts: t.field({ type: [PostRef], complexity: { field: 0, multiplier: 1 }, resolve: (thread) => thread.posts }),
    pagingInfo: t.field({ type: PagingInfoRef, resolve: (thread) => ({ next: thread.next }) }),
    responsesCount: t.int({ resolve: (thread) => thread.total }),
    /** Whether the viewer may hide responses here: the writer of the story or list, or an editor of the story's publication. */
    viewerCanHideResponses: t.boolean({
      resolve: async (thread, _args, context) => {
        const viewerId = context.viewer?.user.id;
        if (!viewerId) return false;
        if (viewerId === thread.parentOwnerId) return true;
        const publication = thread.parentCollectionId
          ? await context.loaders.collectionById.load(thread.parentCollectionId)
          : null;
        return publication !== null && (await canEditCollection(publication, context));
      },
    }),
    /** Responses the parent's writer has answered: readers expect those threads open. */
    autoExpandedPostIds: t.idList({
      resolve: async (thread, _args, context) => {
        const repliers = await context.loaders.repliers.loadMany(thread.posts.map((post) => post.id));
        return thread.posts
          .filter((_post, index) => {
            const replied = repliers[index];
            return replied instanceof Set && replied.has(thread.parentOwnerId);
          })
          .map((post) => post.id);
      },
    }),
  }),
});

async function threadedResponses(
  context: GraphQLContext,
  parent: { kind: ResponseParentKind; id: string; ownerId: string; collectionId: string | null },
  args: { paging?: { limit?: number | null; to?: string | null } | null; sortType?: ResponseSort | null },
): Promise<ThreadedResponses> {
  const limit = pageSize(args.paging?.limit);
  const offset = offsetOf(args.paging?.to);
  const page = await context.loaders.responsePage.load({
    id: parent.id,
    kind: parent.kind,
    sort: args.sortType ?? 'MOST_RELEVANT',
    offset,
    limit,
  });
  const loaded = await context.loaders.postById.loadMany(page.ids);
  const posts = loaded.filter((post): post is PostRow => post !== null && !(post instanceof Error));
  return {
    posts,
    total: page.total,
    parentOwnerId: parent.ownerId,
    parentCollectionId: parent.collectionId,
    next: page.hasMore ? { limit, to: String(offset + limit) } : null,
  };
}

builder.objectFields(PostRef, (t) => ({
  threadedPostResponses: t.field({
    type: ThreadedResponsesRef,
    args: {
      paging: t.arg({ type: PagingOptions, required: false }),
      sortType: t.arg({ type: ResponseSortTypeEnum, required: false }),
    },
    complexity: pagedComplexity,
    resolve: (post, args, context) =>
      threadedResponses(
        context,
        { kind: 'post', id: post.id, ownerId: post.creatorId, collectionId: post.collectionId },
        args,
      ),
  }),
}));

builder.objectFields(CatalogRef, (t) => ({
  threadedCatalogResponses: t.field({
    type: ThreadedResponsesRef,
    args: {
      paging: t.arg({ type: PagingOptions, required: false }),
      sortType: t.arg({ type: ResponseSortTypeEnum, required: false }),
    },
    complexity: pagedComplexity,
    resolve: (catalog, args, context) =>
      threadedResponses(
        context,
        { kind: 'catalog', id: catalog.id, ownerId: catalog.creatorId, collectionId: null },
        args,
      ),
  }),
}));

const ResponseResult = resultUnion('ResponseResult', PostRef, [
  'BadRequest',
  'Forbidden',
  'NotFound',
  'Unauthorized',
  'TooManyRequests',
]);

/** How deep a response sits (1 answers the story itself), and the story at the top of its thread. */
async function threadOf(
  context: GraphQLContext,
  post: PostRow,
): Promise<{ depth: number; root: PostRow | null; catalogId: string | null }> {
  let depth = 0;
  let current: PostRow | null = post;
  while (current?.inResponseToPostId && depth <= RESPONSE_DEPTH) {
    depth += 1;
    current = await context.loaders.postById.load(current.inResponseToPostId);
  }
  if (current?.inResponseToCatalogId) return { depth: depth + 1, root: null, catalogId: current.inResponseToCatalogId };
  return { depth, root: current, catalogId: null };
}

/** Nobody responds to a person who blocks them, in their thread or to their response (docs/spec-checklist.md 1 §5). */
async function refuseBlockedResponder(context: GraphQLContext, ownerIds: readonly string[]): Promise<Failure | null> {
  const blockedBy = (await Promise.all(ownerIds.map((id) => context.loaders.blocksViewer.load(id)))).some(Boolean);
  const refusal = refuseAcrossBlock('respond', { blocking: false, blockedBy });
  return refusal ? failure('Forbidden', refusal) : null;
}

/** Where a new response goes, or why it may not: closed discussion, too deep, blocked, or nothing there. */
async function responseParent(
  context: GraphQLContext,
  args: { parentPostId?: string | null; parentCatalogId?: string | null },
): Promise<{ kind: 'post' | 'catalog'; id: string; creatorId: string } | Failure> {
  if (args.parentCatalogId) {
    const catalog = await resolveCatalog(context, args.parentCatalogId);
    if ('kind' in catalog) return catalog;
    if (catalog.responsesLocked) return failure('Forbidden', CLOSED_DISCUSSION.catalog);
    return (
      (await refuseBlockedResponder(context, [catalog.creatorId])) ?? {
        kind: 'catalog',
        id: catalog.id,
        creatorId: catalog.creatorId,
      }
    );
  }
  if (!args.parentPostId) return failure('BadRequest', 'Say what you are responding to.');
  const parent = await resolvePost(context, args.parentPostId);
  // a story whose writer blocks the viewer answers Blocked to them; responding says why it cannot
  if ('kind' in parent && parent.kind === 'Blocked') return failure('Forbidden', SOCIAL_MESSAGES.respondBlockedBy);
  if ('kind' in parent || parent.firstPublishedAt === null) return failure('NotFound', 'Post not found');
  const thread = await threadOf(context, parent);
  if (thread.depth >= RESPONSE_DEPTH)
    return failure('BadRequest', `Replies go ${RESPONSE_DEPTH} levels deep; respond higher up the thread.`);
  const catalog = thread.catalogId ? await context.loaders.catalogById.load(thread.catalogId) : null;
  if (catalog?.responsesLocked) return failure('Forbidden', CLOSED_DISCUSSION.catalog);
  if (!catalog && thread.root?.responsesLocked) return failure('Forbidden', CLOSED_DISCUSSION.post);
  // the one answered, and the writer of the story (or list) the thread hangs from
  const threadOwner = catalog?.creatorId ?? thread.root?.creatorId;
  return (
    (await refuseBlockedResponder(context, threadOwner ? [parent.creatorId, threadOwner] : [parent.creatorId])) ?? {
      kind: 'post',
      id: parent.id,
      creatorId: parent.creatorId,
    }
  );
}

builder.objectFields(PostRef, (t) => ({
  /** The writer closed discussion: no new responses (docs/spec-checklist.md 1 §8). */
  responsesLocked: t.exposeBoolean('responsesLocked'),
}));

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

const idempotencyKeyError = (key: string | null | undefined): string | null =>
  key === null || key === undefined || IDEMPOTENCY_KEY.test(key)
    ? null
    : 'The idempotency key must be 8 to 64 letters, digits, - or _.';

/** A response's id from its writer and key: the same request twice names the same row. */
const idempotentId = async (viewerId: string, key: string): Promise<string> =>
  hexOf(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`response:${viewerId}:${key}`))).slice(0, 12);

builder.mutationFields((t) => ({
  /** A response to a story, to another response (to depth 3) or to a list; published at once. */
  createResponse: t.field({
    type: ResponseResult,
    args: {
      parentPostId: t.arg.id({ required: false }),
      parentCatalogId: t.arg.id({ required: false }),
      text: t.arg.string(),
      /** The client's key for this one response: sent again (a retry, a double click), it answers the response already stored. */
      idempotencyKey: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const viewer = context.viewer?.user;
      if (!viewer) return failure('Unauthorized', 'Sign in to respond.');
      const invalid = responseTextError(args.text) ?? idempotencyKeyError(args.idempotencyKey);
      if (invalid) return failure('BadRequest', invalid);
      const parent = await responseParent(context, {
        parentPostId: args.parentPostId ? String(args.parentPostId) : null,
        parentCatalogId: args.parentCatalogId ? String(args.parentCatalogId) : null,
      });
      if ('message' in parent) return parent;
      const id = args.idempotencyKey ? await idempotentId(viewer.id, args.idempotencyKey) : randomHex(12);
      // a new account's response sent again is answered before it counts against its limits (for
      // anyone else nothing counts, and the insert below keeps the first: no look-up needed)
      const already =
        args.idempotencyKey && viewerTrust(context) === 'NEW' ? await context.loaders.postById.load(id) : null;
      if (already) return already;
      const marked = await markMentions(context.db, responseParagraphs(args.text));
      const spam = await spamProblem(context, { kind: 'response', paragraphs: marked.paragraphs, counts: true });
      if (spam) return spam;
      // a new account's links wait for the writer of the story (a list's owner reads them as they come)
      const held = parent.kind === 'post' && viewerTrust(context) === 'NEW' && linksIn(marked.paragraphs).length > 0;
      const stored = await insertResponse(context.db, {
        id,
        creatorId: viewer.id,
        parent,
        content: { paragraphs: marked.paragraphs },
        shareKey: randomHex(10),
        now: context.now(),
        held,
      });
      // the look-up above remembered "none yet" for this id
      context.loaders.postById.clear(id);
      if (!stored) return (await context.loaders.postById.load(id)) ?? failure('NotFound', 'Post not found');
      context.loaders.postById.clear(parent.id);
      // the parent's count and thread, and the responder's own profile
      await purgeEntityPages(context, [
        parent.kind === 'post' ? { postId: parent.id } : { catalogId: parent.id },
        { userId: viewer.id },
      ]);
      await context.notify(
        parent.kind === 'post'
          ? {
              kind: 'response_created',
              actorId: viewer.id,
              responseId: id,
              parentPostId: parent.id,
              parentCreatorId: parent.creatorId,
            }
          : {
              kind: 'catalog_response_created',
              actorId: viewer.id,
              responseId: id,
              catalogId: parent.id,
              catalogCreatorId: parent.creatorId,
            },
      );
      // a held response is not public yet, so it mentions nobody
      if (!held && marked.mentionedUserIds.length > 0)
        await context.notify({
          kind: 'post_mentioned',
          actorId: viewer.id,
          postId: id,
          userIds: marked.mentionedUserIds,
        });
      return (await context.loaders.postById.load(id)) ?? failure('NotFound', 'Post not found');
    },
  }),
  /** The writer closes or reopens discussion of a story. */
  setResponsesLocked: t.field({
    type: ResponseResult,
    args: { targetPostId: t.arg.id(), locked: t.arg.boolean() },
    resolve: async (_root, args, context) => {
      if (!context.viewer) return SIGN_IN;
      const post = await resolvePost(context, String(args.targetPostId));
      if ('kind' in post) return failure('NotFound', 'Post not found');
      if (!(await canEditPost(post, context))) return failure('Forbidden', 'Only the writer can close discussion.');
      await setResponsesLocked(context.db, post.id, args.locked);
      await purgeEntityPages(context, [{ postId: post.id }]);
      context.loaders.postById.clear(post.id);
      return (await context.loaders.postById.load(post.id)) ?? failure('NotFound', 'Post not found');
    },
  }),
}));
