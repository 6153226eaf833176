import type { Paragraph } from '../../shared/content/paragraphs.ts';
import {
  blockedDomainOf,
  blockedLinkMessage,
  domainsOf,
  linksIn,
  mentionsIn,
  NEW_ACCOUNT_LIMIT_MESSAGES,
  trustLevel,
  type TrustLevel,
} from '../../shared/social/trust.ts';
import { countOperation, LIMITS, type Limit } from '../auth/operation-limits.ts';
import { blockedAmong } from './account-admin-writes.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { failure, type Failure } from '../graphql/types/failure.ts';

/** The viewer's trust level now (shared/social/trust.ts); nobody signed in is new. */
export function viewerTrust(context: GraphQLContext): TrustLevel {
  const user = context.viewer?.user;
  return user ? trustLevel({ ...user, createdAt: user.createdAt.getTime() }, context.now().getTime()) : 'NEW';
}

/**
 * What keeps spam from readers when something is published (docs/trust-and-safety.md, "Spam
 * limits"): a link to a blocked domain is refused for everyone; a new account's stories,
 * responses, links and mentions are counted against its hourly allowance, one operation at a time
 * so that aliases and batches cannot multiply it. `counts` says whether this publishing is a new
 * story or response (an edit of a published story counts only its links and mentions). Null when
 * it may go out.
 */
export async function spamProblem(
  context: GraphQLContext,
  piece: { readonly kind: 'story' | 'response'; readonly paragraphs: readonly Paragraph[]; readonly counts: boolean },
): Promise<Failure | null> {
  const links = linksIn(piece.paragraphs);
  if (links.length > 0) {
    const blocked = await blockedAmong(context.db, [...new Set(links.flatMap(domainsOf))]);
    const hit = links.map((link) => blockedDomainOf(link, blocked)).find((domain) => domain !== null);
    if (hit) return failure('BadRequest', blockedLinkMessage(hit));
  }
  const viewer = context.viewer?.user;
  if (!viewer || viewerTrust(context) !== 'NEW') return null;
  const mentions = mentionsIn(piece.paragraphs);
  const counted: [Limit, number, string][] = [
    [
      piece.kind === 'story' ? LIMITS.newAccountStories : LIMITS.newAccountResponses,
      piece.counts ? 1 : 0,
      NEW_ACCOUNT_LIMIT_MESSAGES[piece.kind === 'story' ? 'stories' : 'responses'],
    ],
    [LIMITS.newAccountLinks, links.length, NEW_ACCOUNT_LIMIT_MESSAGES.links],
    [LIMITS.newAccountMentions, mentions, NEW_ACCOUNT_LIMIT_MESSAGES.mentions],
  ];
  const now = context.now().getTime();
  for (const [limit, amount, message] of counted) {
    if (amount > 0 && !(await countOperation(context.db, limit, viewer.id, now, amount)).allowed)
      return failure('TooManyRequests', message);
  }
  return null;
}
