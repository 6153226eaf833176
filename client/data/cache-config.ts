import type { Cache, CacheExchangeOpts } from '@urql/exchange-graphcache';
import { clapsAccepted } from '../../shared/content/claps.ts';
import { followed } from '../../shared/social/follow-counts.ts';
import { schemaIntrospection } from '../graphql/schema-introspection.ts';

/** Types that live inside their parent and have no identity of their own. */
const EMBEDDED = [
  'CustomDomainState',
  'DomainVerification',
  'NavigationItem',
  'DraftStatus',
  'ImportedPost',
  'LiveDomain',
  'Markup',
  'PageCursor',
  'PagingInfo',
  'Paragraph',
  'ParagraphImage',
  'PostConnection',
  'PostContent',
  'RichText',
  'SocialStats',
  'UserPostCounts',
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
  'ThreadedResponses',
  'CatalogItemsConnection',
  'SearchClickRecorded',
  'AccountToken',
  'NotificationRollupItem',
  'QuoteParagraph',
  'MeterCounts',
  'MeteringInfo',
  'ReadingHistory',
  'UserPage',
] as const;

/** A follow shows at once (spec 1 §4): the button's state and the follower count, never below zero. */
function followOptimistically(cache: Cache, userId: string, follow: boolean) {
  const user = { __typename: 'User', id: userId };
  const stats = cache.resolve(user, 'socialStats');
  const edge = cache.resolve(user, 'viewerEdge');
  const next = followed(
    { isFollowing: Boolean(typeof edge === 'string' && cache.resolve(edge, 'isFollowing')), followerCount: Number((typeof stats === 'string' && cache.resolve(stats, 'followerCount')) || 0) },
    follow,
  );
  return {
    __typename: 'User',
    id: userId,
    socialStats: { __typename: 'SocialStats', followerCount: next.followerCount, followingCount: Number((typeof stats === 'string' && cache.resolve(stats, 'followingCount')) || 0) },
    viewerEdge: { __typename: 'UserViewerEdge', id: typeof edge === 'string' ? cache.resolve(edge, 'id') : null, isFollowing: next.isFollowing },
  };
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
      return { __typename: 'Post', id, clapCount: Number(cache.resolve(post, 'clapCount') ?? 0) + added, viewerClapCount: given + added };
    },
  },
} satisfies CacheExchangeOpts;
