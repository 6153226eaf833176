import { pageFor } from '../../client/pages/page-registry.ts';
import type { Params } from '../../shared/routes/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import {
  mergeCacheDecisions,
  pageCacheDecision,
  requestCacheDecision,
  type EdgeCacheLookup,
  type PageCacheFacts,
  type PageCacheOutcome,
} from './cache-decision.ts';
import { postCacheFacts, tagExists } from './cache-controllers.ts';
import { entityAttributions, pageTags, type Attribution } from './cache-tags.ts';

export interface RenderedPageData {
  readonly routeName: string;
  /** The page name the route renders with. */
  readonly page: string;
  readonly params: Params;
  readonly status: number;
  /** The page query's result, whose entities the page is tagged with. */
  readonly data: unknown;
  readonly host: string;
  /** A session cookie came with the request. */
  readonly sessionCookieSent: boolean;
}

async function pageFacts(
  page: RenderedPageData,
  context: GraphQLContext,
): Promise<{ facts: PageCacheFacts; attribution: Attribution }> {
  if (page.status !== 200) return { facts: { kind: 'other' }, attribution: {} };
  // each page module declares its page's policy (client/pages/define-page.ts)
  switch (pageFor(page.page).cache) {
    case 'home':
      return { facts: { kind: 'home' }, attribution: {} };
    case 'post': {
      const { post, attribution } = await postCacheFacts(context, page.params['postId'] ?? '');
      return {
        facts: { kind: 'post', post, canViewSuspendedContent: context.flags.can_view_suspended_content },
        attribution,
      };
    }
    case 'tag':
      return {
        facts: { kind: 'topic', tagExists: await tagExists(context, page.params['tagSlug'] ?? '') },
        attribution: {},
      };
    case 'topic':
      // A /topic/ page answers 200 only when its topic exists.
      return { facts: { kind: 'topic', tagExists: true }, attribution: {} };
    case 'public':
      return { facts: { kind: 'public' }, attribution: {} };
    case undefined:
      return { facts: { kind: 'other' }, attribution: {} };
  }
}

/**
 * The page's part of docs/spec-checklist.md 2 §4: its own check merged with the request's, now that the viewer
 * (staff, who may see suspended content) and the session are known, and the tags of
 * everything the page shows. Pages the request already ruled out cost nothing more.
 */
export async function pageCacheOutcome(
  request: Pick<EdgeCacheLookup, 'decision'>,
  page: RenderedPageData,
  context: GraphQLContext,
): Promise<PageCacheOutcome> {
  // A page rendered for a viewer is theirs alone, however the request that asked for it looked.
  if (request.decision === 'Disabled' || context.viewer) return { decision: 'Disabled', tags: [] };
  const viewerChecks = requestCacheDecision({
    flaggedByEdge: true,
    sessionSpoofed: page.sessionCookieSent && context.viewer === null,
    middlewareInUse: true,
    flags: context.flags,
  });
  const { facts, attribution } = await pageFacts(page, context);
  const decision = mergeCacheDecisions([request.decision, viewerChecks, pageCacheDecision(facts)]);
  if (decision !== 'Enabled') return { decision, tags: [] };
  const tags = pageTags([{ name: page.routeName, host: page.host }, attribution], entityAttributions(page.data));
  return tags ? { decision, tags } : { decision: 'Disabled', tags: [] };
}
