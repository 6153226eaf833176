import { safeUrl } from '../../shared/content/safe-url.ts';
import { isLinkSignature } from '../auth/link-signature.ts';
import { renderNotFound } from '../render/render-pages.tsx';
import type { RouteHandler } from './route-handler.ts';

/**
 * /r?url&sig: the click redirect. It follows only web addresses Quire signed (linkSignature with
 * the purpose "r"), so nobody can borrow Quire's name to send people elsewhere: any other
 * address, or a changed one, gets the not-found page.
 */
export const outboundRedirect: RouteHandler = async (c) => {
  const url = c.req.query('url') ?? '';
  const target = safeUrl(url);
  const web = target !== null && target === url && /^https?:/.test(target);
  if (!web || !(await isLinkSignature(c.env, 'r', url, c.req.query('sig')))) return renderNotFound(c);
  return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
};
