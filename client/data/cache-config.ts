import type { Cache, CacheExchangeOpts, Data, Variables } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import { clapsAccepted } from '../../shared/claps/claps.ts';
import { followed } from '../../shared/social/follow-counts.ts';
import { blockedEdge, reportedEdge, type AuthorEdge } from '../../shared/social/user-actions.ts';
import { schemaIntrospection } from '../graphql/schema-introspection.ts';

const UNREAD_COUNT = gql`
  {
    notificationStatus {
      unreadNotificationCount
    }
  }
`;

/** Types that live inside their parent and have no identity of their own. */
const EMBEDDED = [
  'SessionList',
  'CustomDomainState',
  // a writer's domain as they set it up, and a design: parts of their owner, keyed by it
  'CustomDomainSetting',
  'Design',
  'AccountDeletion',
  'DomainVerification',
  'NavigationItem',
  'DraftStatus',
  'ImportedPost',
  // an archive import's report: a file each, read with its import
  'ImportReportItem',
  'ImportPictureLeftOut',
  'CreatedOAuthApplication',
  'CreatedIntegrationToken',
  'LiveDomain',
  'Markup',
  'PageCursor',
  'PagingInfo',
  'Paragraph',
  'Passage',
  // a sequence's table of contents: a story's id and title, read with the sequence
  'SequencePart',
  'ParagraphImage',
  'PostConnection',
  'PostContent',
  'RichText',
  'SocialStats',
  'UserPostCounts',
  // a reader's reports, and the moderators' queue and log: read as a whole, never edited in place
  'ReportConnection',
  'QueuedReports',
  'ModerationQueue',
  'ModerationLog',
  'ModerationAppeals',
  // the operators' view: search results and the blocked domains, read whole each time
  'AdminAccounts',
  'BlockedLinkDomain',
  'BlockedLinkDomains',
  // typed failures are values, not entities
  'NotFound',
  'RemovedByUser',
  'AccountSuspended',
  'AccountDeleted',
  'PostSuspended',
  'Blocked',
  'Unauthorized',
  'WithheldInCountry',
  'UnavailableForLegalReasons',
  'BadRequest',
  'Forbidden',
  'AlreadyExists',
  'Conflict',
  'UserCreationRateLimited',
  'InvalidPassword',
  'PasswordSoftLockout',
  'PasswordPermanentLockout',
  'IpAuthLockout',
  'LockoutInfo',
  'AuthInfo',
  'PrefersMagicLink',
  'ReadingList',
  'ReadingListCounts',
  'NotificationStatus',
  'NotificationConnection',
  'SearchResults',
  'UserTaxDocuments',
  'TooManyRequests',
  'FailedChallenge',
  'SusiMethod',
  'Token',
  'AuthToken',
  'InvalidTwoFactorAuthCode',
  'TwoFactorAuthSoftLockout',
  'TwoFactorAuthPermanentLockout',
  'AuthyRegistration',
  'TwoFactorSettings',
  'BackupCodes',
  'VerificationEmailSent',
  'ReauthenticationRequired',
  'IdentityConfirmed',
  'ConfirmationCodeSent',
  'PasskeyOptions',
  'ThreadedResponses',
  'CatalogItemsConnection',
  'SearchClickRecorded',
  'AccountToken',
  'NotificationRollupItem',
  'QuoteParagraph',
  'MeterCounts',
  'MeteringInfo',
  'PostView',
  'PostReadingState',
  'ReadingHistory',
  'UserPage',
  'MembershipCheckout',
  'GiftCheckout',
  'GiftCode',
  'GiftRedemption',
  'GiftOffer',
  'PortalSession',
  'StripeLink',
  'PayoutCountry',
  // a partner's earnings are read whole each time, like stats
  'PartnerDashboard',
  'EarningsMonth',
  'StoryEarnings',
  // a ranking is read whole, as the job left it
  'Trending',
  'TrendingModeOption',
  // the sequence library is read a page at a time
  'SequenceLibraryPage',
  'SequenceLibraryItem',
  // an award's holders are worked out whole each time
  'Award',
  'AwardTag',
  // an import's outcome belongs to the import
  'SubscriberImport',
  // stats are a range's figures, read whole each time
  'WriterStats',
  'PublicationStats',
  'ReaderActivity',
  'Clapper',
  'AudienceStats',
  'AudiencePeriod',
  'InternalStatus',
  'EventCount',
  'ClientError',
  'WebVital',
  'ServerLog',
  'ServerLogEntry',
  'NextAuthors',
  'NextAuthor',
  'StoryStats',
  'StatsTotals',
  'StatsDay',
  'PostStatsRow',
  'ReferrerCount',
] as const;

/** A follow shows at once (docs/spec-checklist.md 1 §4): the button's state and the follower count, never below zero. */
function followOptimistically(cache: Cache, userId: string, follow: boolean) {
  const user = { __typename: 'User', id: userId };
  const stats = cache.resolve(user, 'socialStats');
  const edge = cache.resolve(user, 'viewerEdge');
  const next = followed(
    {
      isFollowing: Boolean(typeof edge === 'string' && cache.resolve(edge, 'isFollowing')),
      followerCount: Number((typeof stats === 'string' && cache.resolve(stats, 'followerCount')) || 0),
    },
    follow,
  );
  return {
    __typename: 'User',
    id: userId,
    socialStats: {
      __typename: 'SocialStats',
      followerCount: next.followerCount,
      followingCount: Number((typeof stats === 'string' && cache.resolve(stats, 'followingCount')) || 0),
    },
    viewerEdge: {
      __typename: 'UserViewerEdge',
      id: typeof edge === 'string' ? cache.resolve(edge, 'id') : null,
      isFollowing: next.isFollowing,
    },
  };
}

/** A field of an entity the cache holds, or a fallback when it holds none. */
function read<T>(cache: Cache, entity: { __typename: string; id: string }, field: string, fallback: T): T {
  const value = cache.resolve(entity, field);
  return value === null || value === undefined ? fallback : (value as T);
}

/** The viewer edge of an entity, its cache key and a field of it. */
function edge(cache: Cache, entity: { __typename: string; id: string }) {
  const key = cache.resolve(entity, 'viewerEdge');
  const field = <T>(name: string, fallback: T): T =>
    typeof key === 'string' ? ((cache.resolve(key, name) as T | null) ?? fallback) : fallback;
  return { id: typeof key === 'string' ? cache.resolve(key, 'id') : null, field };
}

function authorEdge(cache: Cache, userId: string): AuthorEdge & { followingCount: number } {
  const user = { __typename: 'User', id: userId };
  const stats = cache.resolve(user, 'socialStats');
  const stat = (name: string) => Number((typeof stats === 'string' && cache.resolve(stats, name)) || 0);
  const viewerEdge = edge(cache, user);
  return {
    isFollowing: viewerEdge.field('isFollowing', false),
    isBlocking: viewerEdge.field('isBlocking', false),
    followerCount: stat('followerCount'),
    followingCount: stat('followingCount'),
  };
}

/** What a block or a report shows at once: the edge, and the follower count when a follow ends. */
function authorOptimistically(cache: Cache, userId: string, next: (edge: AuthorEdge) => AuthorEdge) {
  const before = authorEdge(cache, userId);
  const after = next(before);
  return {
    __typename: 'User',
    id: userId,
    socialStats: {
      __typename: 'SocialStats',
      followerCount: after.followerCount,
      followingCount: before.followingCount,
    },
    viewerEdge: {
      __typename: 'UserViewerEdge',
      id: edge(cache, { __typename: 'User', id: userId }).id,
      isFollowing: after.isFollowing,
      isBlocking: after.isBlocking,
    },
  };
}

/**
 * A follow also changes the viewer's own following count and list, which the answer (the person
 * followed) does not carry: they are marked stale, and a page that shows them fetches them again.
 */
function viewerFollowingChanged(answer: unknown, cache: Cache) {
  const viewer = cache.resolve('Query', 'viewer');
  if ((answer as { __typename?: string } | null)?.__typename !== 'User' || typeof viewer !== 'string') return;
  cache.invalidate(viewer, 'socialStats');
  for (const field of cache.inspectFields(viewer))
    if (field.fieldName === 'following') cache.invalidate(viewer, field.fieldName, field.arguments ?? undefined);
}

const userMuted = (cache: Cache, userId: string, isMuting: boolean) => ({
  __typename: 'User',
  id: userId,
  viewerEdge: { __typename: 'UserViewerEdge', id: edge(cache, { __typename: 'User', id: userId }).id, isMuting },
});

/** A follow of a publication or a tag: the button and the count, never below zero. */
function countedFollow(cache: Cache, typename: 'Collection' | 'Tag', id: string, follow: boolean) {
  const entity = { __typename: typename, id };
  const viewerEdge = edge(cache, entity);
  const next = followed(
    { isFollowing: viewerEdge.field('isFollowing', false), followerCount: read(cache, entity, 'followerCount', 0) },
    follow,
  );
  return {
    __typename: typename,
    id,
    followerCount: next.followerCount,
    viewerEdge: { __typename: `${typename}ViewerEdge`, id: viewerEdge.id, isFollowing: next.isFollowing },
  };
}

const collectionMuted = (cache: Cache, id: string, isMuting: boolean) => ({
  __typename: 'Collection',
  id,
  viewerEdge: { __typename: 'CollectionViewerEdge', id: edge(cache, { __typename: 'Collection', id }).id, isMuting },
});

const readingListState = (id: string, readingList: 'QUEUE' | 'READING_LIST_ARCHIVE' | 'NONE') => ({
  __typename: 'Post',
  id,
  readingList,
});

const ViewerCatalogIds = gql`
  fragment _ on Post {
    id
    viewerCatalogIds
  }
`;

const ViewerReadingState = gql`
  fragment _ on Post {
    id
    viewerReadingState {
      lastReadAt
      paragraphName
      isRead
    }
  }
`;

/** The reader's place in a story, as the server answered it (it has no key of its own to land under). */
function readingStateChanged(cache: Cache, args: Variables, answer: unknown) {
  if ((answer as { __typename?: string } | null)?.__typename !== 'PostReadingState') return;
  cache.writeFragment(ViewerReadingState, {
    __typename: 'Post',
    id: String(args['targetPostId']),
    viewerReadingState: answer as Data,
  });
}

/** Adds an entity the server answered with to a list field of a story the cache holds. */
function appendToPost(cache: Cache, postId: string, field: string, answer: unknown, typename: string) {
  const post = { __typename: 'Post', id: postId };
  const current = cache.resolve(post, field);
  const key =
    (answer as { __typename?: string } | null)?.__typename === typename ? cache.keyOfEntity(answer as Data) : null;
  if (key && Array.isArray(current)) cache.link(post, field, [...(current as string[]), key]);
}

const isCatalog = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { __typename?: string }).__typename === 'Catalog';

/** A list's story count as the save menu changes it. */
function catalogCount(cache: Cache, args: Variables, inList: boolean) {
  const id = String(args['catalogId']);
  const holds = read<string[]>(
    cache,
    { __typename: 'Post', id: String(args['targetPostId']) },
    'viewerCatalogIds',
    [],
  ).includes(id);
  const count = read(cache, { __typename: 'Catalog', id }, 'postCount', 0);
  return { __typename: 'Catalog', id, postCount: holds === inList ? count : Math.max(0, count + (inList ? 1 : -1)) };
}

/** The save menu's ticks: a story joins or leaves one of the viewer's lists. */
function listMembership(cache: Cache, args: Variables, inList: boolean) {
  const id = String(args['targetPostId']);
  const catalogId = String(args['catalogId']);
  const current = read<string[]>(cache, { __typename: 'Post', id }, 'viewerCatalogIds', []);
  const next = inList ? [...new Set([...current, catalogId])] : current.filter((candidate) => candidate !== catalogId);
  cache.writeFragment(ViewerCatalogIds, { __typename: 'Post', id, viewerCatalogIds: next });
}

/**
 * Graphcache's configuration in one place: keys by type; updates and optimistic updaters by
 * mutation name join it as mutations arrive. The schema makes a wrong key warn.
 */
export const cacheConfig = {
  schema: schemaIntrospection,
  keys: {
    ...Object.fromEntries(EMBEDDED.map((type) => [type, () => null])),
    // A list item is named by its own id field.
    CatalogItem: (item) => (typeof item['catalogItemId'] === 'string' ? item['catalogItemId'] : null),
  },
  optimistic: {
    followUser: (args, cache) => followOptimistically(cache, String(args['targetUserId']), true),
    unfollowUser: (args, cache) => followOptimistically(cache, String(args['targetUserId']), false),
    /** A clap shows at once: the story's count and the reader's own, capped as the server caps them. */
    clap: (args, cache) => {
      const id = String(args['targetPostId']);
      const post = { __typename: 'Post', id };
      const given = Number(cache.resolve(post, 'viewerClapCount') ?? 0);
      const added = clapsAccepted(given, Number(args['numClaps']));
      return {
        __typename: 'Post',
        id,
        clapCount: Number(cache.resolve(post, 'clapCount') ?? 0) + added,
        viewerClapCount: given + added,
      };
    },
    muteUser: (args, cache) => userMuted(cache, String(args['targetUserId']), true),
    unmuteUser: (args, cache) => userMuted(cache, String(args['targetUserId']), false),
    blockUser: (args, cache) =>
      authorOptimistically(cache, String(args['targetUserId']), (before) => blockedEdge(before, true)),
    unblockUser: (args, cache) =>
      authorOptimistically(cache, String(args['targetUserId']), (before) => blockedEdge(before, false)),
    reportAndMaybeBlockUser: (args, cache) =>
      authorOptimistically(cache, String(args['targetUserId']), (before) =>
        reportedEdge(before, Boolean(args['alsoBlockUser'])),
      ),
    followCollection: (args, cache) => countedFollow(cache, 'Collection', String(args['targetCollectionId']), true),
    unfollowCollection: (args, cache) => countedFollow(cache, 'Collection', String(args['targetCollectionId']), false),
    muteCollection: (args, cache) => collectionMuted(cache, String(args['targetCollectionId']), true),
    unmuteCollection: (args, cache) => collectionMuted(cache, String(args['targetCollectionId']), false),
    followTag: (args, cache) => countedFollow(cache, 'Tag', String(args['tagSlug']).toLowerCase(), true),
    unfollowTag: (args, cache) => countedFollow(cache, 'Tag', String(args['tagSlug']).toLowerCase(), false),
    bookmarkPost: (args) => readingListState(String(args['targetPostId']), 'QUEUE'),
    archivePost: (args) => readingListState(String(args['targetPostId']), 'READING_LIST_ARCHIVE'),
    unbookmarkPost: (args) => readingListState(String(args['targetPostId']), 'NONE'),
    addToCatalog: (args, cache) => catalogCount(cache, args, true),
    removeFromCatalog: (args, cache) => catalogCount(cache, args, false),
  },
  updates: {
    Mutation: {
      followUser: (result: Data, _args, cache) => viewerFollowingChanged(result['followUser'], cache),
      unfollowUser: (result: Data, _args, cache) => viewerFollowingChanged(result['unfollowUser'], cache),
      // docs/spec-checklist.md 1 §4: opening the bell resets the badge to 0
      updateActivityLastViewed: (_result, _args, cache) =>
        cache.updateQuery<{ notificationStatus: { unreadNotificationCount: number } | null }>(
          { query: UNREAD_COUNT },
          (data) =>
            data?.notificationStatus
              ? { ...data, notificationStatus: { ...data.notificationStatus, unreadNotificationCount: 0 } }
              : data,
        ),
      // only a list the server (or the optimistic answer) names changes the ticks; a refusal changes nothing
      addToCatalog: (result: Data, args, cache) =>
        isCatalog(result['addToCatalog']) && listMembership(cache, args, true),
      removeFromCatalog: (result: Data, args, cache) =>
        isCatalog(result['removeFromCatalog']) && listMembership(cache, args, false),
      // a new highlight or private note joins the story's own at once
      createHighlight: (result: Data, args, cache) =>
        appendToPost(cache, String(args['targetPostId']), 'viewerHighlights', result['createHighlight'], 'Quote'),
      createNote: (result: Data, args, cache) =>
        appendToPost(cache, String(args['targetPostId']), 'privateNotes', result['createNote'], 'Note'),
      markPostRead: (result: Data, args, cache) => readingStateChanged(cache, args, result['markPostRead']),
      // "Save to a new list": the new list holds the story from the start
      createCatalog: (result: Data, args, cache) => {
        const created = result['createCatalog'];
        if (isCatalog(created) && args['targetPostId'])
          listMembership(
            cache,
            { targetPostId: args['targetPostId'], catalogId: (created as { id: string }).id },
            true,
          );
      },
    },
  },
} satisfies CacheExchangeOpts;
