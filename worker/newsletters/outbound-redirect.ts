import { safeUrl } from '../../shared/content/safe-url.ts';
import { isLinkSignature } from '../auth/link-signature.ts';
import { database } from '../db/client.ts';
import { markClicked } from './newsletter-writes.ts';
import { clickValue, NEWSLETTER_CLICK_PURPOSE } from './mail-issue.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

/**
 * /r?url&sig: the click redirect. It follows only web addresses Quire signed (linkSignature with
 * the purpose "r"), so nobody can borrow Quire's name to send people elsewhere: any other
 * address, or a changed one, gets the not-found page. A newsletter's link also names its issue
 * and subscriber, signed with them, and counts that subscriber's click for the issue's stats.
 */
export const outboundRedirect: RouteHandler = async (c) => {
  const url = c.req.query('url') ?? '';
  const target = safeUrl(url);
  const web = target !== null && target === url && /^https?:/.test(target);
  const issueId = c.req.query('issue');
  const subscriberId = c.req.query('subscriber');
  const signed =
    issueId !== undefined && subscriberId !== undefined
      ? await isLinkSignature(
          c.env,
          NEWSLETTER_CLICK_PURPOSE,
          clickValue(issueId, subscriberId, url),
          c.req.query('sig'),
        )
      : await isLinkSignature(c.env, 'r', url, c.req.query('sig'));
  if (!web || !signed) return c.get('app').notFound();
  if (issueId !== undefined && subscriberId !== undefined)
    await markClicked(database(c.get('d1')), issueId, subscriberId, new Date());
  return new Response(null, {
    status: 302,
    headers: { Location: target, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
};
