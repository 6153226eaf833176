import {
  FREE_STORIES_PER_MONTH,
  freeStoriesLeft,
  meterDecision,
  METER_WALLS,
  type MeterReader,
  type MeterWall,
} from '../../shared/reading/meter-decision.ts';
import { sameSecret } from '../auth/same-secret.ts';
import { readMeterCounts, readingHistoryPage, recordPostView, type MeterCounts } from './reading-writes.ts';
import { normalizeHost } from '../hosts/resolve-host.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { PostContentRef } from '../graphql/types/content.ts';
import { resultUnion } from '../graphql/types/failures.ts';
import { pagedComplexity, pageSize, PagingInfoRef, PagingOptions } from '../graphql/types/paging.ts';
import { PostRef } from '../graphql/types/refs.ts';
import type { PostRow } from '../db/schema/index.ts';
import { newVisitorMeterId, spendFreeStory, visitorMeterCookie } from '../meter/index.ts';
import { canEditPost, readableContent } from '../stories/index.ts';
import { resolvePost } from '../stories/graphql.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

interface MeteringInfo {
  readonly postIds: readonly string[];
  readonly counts: MeterCounts | null;
  readonly freeStoriesLeft: number | null;
}

const MeterCountsRef = builder.objectRef<MeterCounts>('MeterCounts').implement({
  description:
    'Stories viewed this day, week and month, and this month not by the reader (docs/spec-checklist.md 3 §4).',
  fields: (t) => ({
    day: t.exposeInt('day'),
    week: t.exposeInt('week'),
    month: t.exposeInt('month'),
    monthNotOwned: t.exposeInt('month_not_owned'),
  }),
});

const MeteringInfoRef = builder.objectRef<MeteringInfo>('MeteringInfo').implement({
  fields: (t) => ({
    /** docs/spec-checklist.md 1 §3 "Metering info: postIds": the members-only stories the meter opened this month. */
    postIds: t.idList({ resolve: (info) => [...info.postIds] }),
    /** A signed-in reader's counters; a visitor's are kept in their browser. */
    counts: t.field({ type: MeterCountsRef, nullable: true, resolve: (info) => info.counts }),
    /** Free members-only stories left this month; null for those the meter does not count. */
    freeStoriesLeft: t.int({ nullable: true, resolve: (info) => info.freeStoriesLeft }),
  }),
});

const MeterWallEnum = builder.enumType('MeterWall', { values: METER_WALLS });

interface PostView {
  readonly kind: 'PostView';
  readonly post: PostRow;
  readonly shareKey: string | null;
  /** The whole story is open to this reader now. */
  readonly readable: boolean;
  readonly wall: MeterWall | null;
  readonly identityRedirect: string | null;
  readonly meteringInfo: MeteringInfo;
}

const PostViewRef = builder.objectRef<PostView>('PostView').implement({
  description: 'A story shown to a reader, and what the reading meter made of it.',
  fields: (t) => ({
    readable: t.exposeBoolean('readable'),
    wall: t.field({ type: MeterWallEnum, nullable: true, resolve: (view) => view.wall }),
    /** A visitor new to this host first joins the main site's meter, through this address. */
    identityRedirect: t.exposeString('identityRedirect', { nullable: true }),
    meteringInfo: t.field({ type: MeteringInfoRef, resolve: (view) => view.meteringInfo }),
    /**
     * The story as this reader may read it after the meter's decision: a page that showed the
     * preview gets the paragraphs the meter opened in the same answer, without asking for the page again.
     */
    content: t.field({
      type: PostContentRef,
      resolve: (view, _args, context) => readableContent(view.post, context, view.shareKey, view.readable),
    }),
  }),
});

const RecordPostViewResult = resultUnion('RecordPostViewResult', PostViewRef, ['NotFound']);

async function meterReader(context: GraphQLContext, post: PostRow | null): Promise<MeterReader> {
  const viewer = context.viewer?.user;
  if (!viewer) return context.isBot ? 'bot' : 'visitor';
  if (viewer.mediumMemberAt) return 'member';
  return post && (await canEditPost(post, context)) ? 'writer' : 'reader';
}

/** The meter as it stands; `justOpened` counts a story this request opened after reading the month. */
async function meteringInfo(
  context: GraphQLContext,
  reader: MeterReader,
  justOpened: string | null = null,
): Promise<MeteringInfo> {
  const now = context.now();
  const viewer = context.viewer?.user;
  const [unlocks, counts] = await Promise.all([
    context.meterUnlocks(),
    viewer ? readMeterCounts(context.db, viewer.id, now) : null,
  ]);
  const postIds = justOpened && !unlocks.has(justOpened) ? [justOpened, ...unlocks] : [...unlocks];
  return { postIds, counts, freeStoriesLeft: freeStoriesLeft(reader, postIds.length) };
}

/**
 * Where a visitor new to this host goes first: the main site's /m/global-identity, which hands
 * its meter on to this host and comes back to the page. Only for a page of this same host.
 */
function identityRedirect(context: GraphQLContext, pageUrl: string): string | null {
  let page: URL;
  try {
    page = new URL(pageUrl);
  } catch {
    return null;
  }
  if (page.origin !== context.requestUrl.origin) return null;
  const redirect = new URL('/m/global-identity', context.linkContext.authOrigin);
  redirect.searchParams.set('redirectUrl', page.href);
  redirect.searchParams.set('meter', '1');
  return redirect.href;
}

/**
 * The meter's part of a view: counts a members-only story against the month's free stories when
 * meterDecision says so. A visitor gets a meter id here (on the main site) or is sent to join the
 * main site's (on another host, when the page says where to come back to).
 */
async function meterView(
  context: GraphQLContext,
  post: PostRow,
  args: { shareKey: string | null; pageUrl: string | null },
): Promise<PostView> {
  const reader = await meterReader(context, post);
  let meterKey = context.meterKey;
  if (!meterKey && reader === 'visitor' && post.visibility === 'LOCKED') {
    const onMainSite =
      normalizeHost(context.requestUrl.host) === normalizeHost(new URL(context.linkContext.authOrigin).host);
    const redirect = !onMainSite && args.pageUrl ? identityRedirect(context, args.pageUrl) : null;
    if (redirect)
      return {
        kind: 'PostView',
        post,
        shareKey: args.shareKey,
        readable: false,
        wall: null,
        identityRedirect: redirect,
        meteringInfo: await meteringInfo(context, reader),
      };
    const visitorId = newVisitorMeterId();
    context.responseCookies.push(visitorMeterCookie(context.requestUrl, visitorId));
    meterKey = `v:${visitorId}`;
  }
  const unlocks = await context.meterUnlocks();
  const facts = {
    reader,
    isLocked: post.visibility === 'LOCKED',
    hasFriendLink: Boolean(args.shareKey && post.shareKey && sameSecret(args.shareKey, post.shareKey)),
    openedThisMonth: unlocks.has(post.id),
    freeStoriesUsed: unlocks.size,
  };
  let decision = meterDecision(facts);
  const spends = decision.access === 'full' && decision.spendsFreeStory;
  const limit = FREE_STORIES_PER_MONTH[reader === 'visitor' ? 'visitor' : 'reader'];
  // another read sent at the same moment may have spent the month's last free story first
  if (spends && !(meterKey && (await spendFreeStory(context.db, meterKey, post.id, limit, context.now()))))
    decision = meterDecision({ ...facts, freeStoriesUsed: limit });
  const opened = spends && decision.access === 'full';
  return {
    kind: 'PostView',
    post,
    shareKey: args.shareKey,
    readable: decision.access === 'full',
    wall: decision.access === 'preview' ? decision.wall : null,
    identityRedirect: null,
    meteringInfo: await meteringInfo(context, reader, opened ? post.id : null),
  };
}

/** A page of the reader's history as the schema gives it: only stories they may still read, and where the next page starts. */
async function readableHistory(
  context: GraphQLContext,
  userId: string,
  paging: { limit?: number | null; to?: string | null } | null | undefined,
  options: { unfinished?: boolean } = {},
) {
  const limit = pageSize(paging?.limit);
  const before = /^\d{1,15}$/.test(paging?.to ?? '') ? Number(paging?.to) : null;
  const page = await readingHistoryPage(context.db, userId, before, limit, options);
  const readable = await Promise.all(page.postIds.map((id) => resolvePost(context, id)));
  const lastReadAt = page.readAt.at(-1);
  return {
    posts: readable.filter((post): post is PostRow => !('kind' in post)),
    next: page.hasMore && lastReadAt !== undefined ? { limit, to: String(lastReadAt) } : null,
  };
}

const ReadingHistoryRef = builder
  .objectRef<{ posts: readonly PostRow[]; next: { limit: number; to: string } | null }>('ReadingHistory')
  .implement({
    fields: (t) => ({
      posts: t.field({ type: [PostRef], complexity: { field: 0, multiplier: 1 }, resolve: (history) => history.posts }),
      pagingInfo: t.field({ type: PagingInfoRef, resolve: (history) => ({ next: history.next }) }),
    }),
  });

builder.queryFields((t) => ({
  /** The reader's meter: a signed-in reader's, or on the data API a visitor's (the `mv` cookie). */
  meteringInfo: t.field({
    type: MeteringInfoRef,
    nullable: true,
    resolve: async (_root, _args, context) =>
      context.meterKey ? meteringInfo(context, await meterReader(context, null)) : null,
  }),
  /** /me/readinghistory: the stories the reader opened, latest first (only those still readable). */
  readingHistory: t.field({
    type: ReadingHistoryRef,
    nullable: true,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (_root, args, context) =>
      context.viewer ? readableHistory(context, context.viewer.user.id, args.paging) : null,
  }),
  /** "Resume reading" (docs/spec-checklist.md 3 §3's currently-reading list): the stories begun and not finished, latest first. */
  resumeReading: t.field({
    type: ReadingHistoryRef,
    nullable: true,
    args: { paging: t.arg({ type: PagingOptions, required: false }) },
    complexity: pagedComplexity,
    resolve: (_root, args, context) =>
      context.viewer ? readableHistory(context, context.viewer.user.id, args.paging, { unfinished: true }) : null,
  }),
}));

builder.mutationFields((t) => ({
  /**
   * A story was shown: it joins a signed-in reader's reading history and counters, and the
   * reading meter decides whether a members-only story opens.
   */
  recordPostView: t.field({
    type: RecordPostViewResult,
    args: {
      targetPostId: t.arg.id(),
      /** The Friend Link's share key the page was opened with. */
      shareKey: t.arg.string({ required: false }),
      /** The page, for a visitor new to this host to come back to after joining the main site's meter. */
      pageUrl: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, context): Promise<PostView | Failure> => {
      const post = await resolvePost(context, String(args.targetPostId));
      if ('kind' in post || post.firstPublishedAt === null) return failure('NotFound', 'Post not found');
      const viewer = context.viewer?.user;
      if (viewer) await recordPostView(context.db, viewer.id, post.id, post.creatorId === viewer.id, context.now());
      return meterView(context, post, { shareKey: args.shareKey ?? null, pageUrl: args.pageUrl ?? null });
    },
  }),
}));
