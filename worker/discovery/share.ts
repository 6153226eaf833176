import { isShareChannel, type ShareChannel } from '../../shared/social/share-channels.ts';
import { link, type PageName } from '../../shared/routes/index.ts';
import { shareCardFor } from './share-card.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

interface Shared {
  readonly url: string;
  readonly title: string;
}

const q = encodeURIComponent;

/**
 * Each network's own "share this" address. Facebook's feed dialog returns its window to
 * /m/share/success, so it needs the deployment's Facebook app; without one its plain sharer is used.
 */
const intent = (channel: ShareChannel, page: Shared, env: Env, success: string): string => {
  switch (channel) {
    case 'twitter':
      return `https://x.com/intent/post?text=${q(page.title)}&url=${q(page.url)}`;
    case 'facebook':
      return env.FACEBOOK_APP_ID
        ? `${env.FACEBOOK_DIALOG_ORIGIN ?? 'https://www.facebook.com'}/dialog/feed?app_id=${q(env.FACEBOOK_APP_ID)}&display=popup&link=${q(page.url)}&redirect_uri=${q(success)}`
        : `https://www.facebook.com/sharer/sharer.php?u=${q(page.url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(page.url)}`;
    case 'bluesky':
      return `https://bsky.app/intent/compose?text=${q(`${page.title} ${page.url}`)}`;
    case 'email':
      return `mailto:?subject=${q(page.title)}&body=${q(page.url)}`;
  }
};

/** What each share route shares: the share card of the page it sits under. */
const SHARED_PAGE: Readonly<
  Record<string, (params: Readonly<Record<string, string>>) => [PageName, Record<string, string>]>
> = {
  SharePost: (params) => ['post', { id: params['postId'] ?? '' }],
  ShareUserList: (params) => [
    'list',
    { catalogSlugId: params['catalogSlug'] ?? '', username: params['username'] ?? '' },
  ],
  ShareSequence: (params) => ['sequence', { slug: params['sequenceSlug'] ?? '' }],
};

/**
 * /p/{postId}/share/{channel}, /@{username}/list/{catalogSlug}/share/{channel} and
 * /s/{sequenceSlug}/share/{channel}: sends the reader on to the network with the
 * page's canonical address and title, the same card its Open Graph tags give, so a
 * members-only story shares its title and never its text. Drafts, private lists and unknown
 * channels are 404.
 */
export const share: RouteHandler = async (c, match) => {
  const channel = match.params['channel'] ?? '';
  const shared = SHARED_PAGE[match.route.name];
  if (!shared || !isShareChannel(channel)) return c.text('Not found', 404);
  const context = await c.get('app').graphqlContext();
  const origin = context.linkContext.authOrigin;
  const [page, variables] = shared(match.params);
  const card = await shareCardFor(context, page, variables, { origin, productName: c.env.PRODUCT_NAME });
  if (!card) return c.text('Not found', 404);
  const success = `${origin}${link('ShowShareSuccess')}?url=${q(card.url)}`;
  return c.redirect(intent(channel, card, c.env, success), 302);
};
