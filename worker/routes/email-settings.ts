import { isLinkSignature } from '../auth/link-signature.ts';
import { database } from '../db/client.ts';
import { unsubscribe } from '../db/newsletter-writes.ts';
import { EMAIL_SETTINGS_PURPOSE } from '../newsletters/mail-issue.ts';
import { renderAppPage } from '../render/render-pages.tsx';
import type { RouteHandler } from './route-handler.ts';

/**
 * /me/email-settings/{userId}/{hash}: the page of a subscriber's newsletters for GET, and the
 * one-click unsubscribe of RFC 8058 for POST (List-Unsubscribe=One-Click), which mail providers
 * send without cookies: the link's signature is what proves it, in place of a session's
 * anti-forgery value. `?newsletter=` names the newsletter the mail came from; without it, all.
 */
export const emailSettings: RouteHandler = async (c, match) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    return renderAppPage(c, { routeName: match.route.name, params: match.params, table: match.table, status: 200 });
  }
  if (c.req.method !== 'POST') return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' });
  const subscriberId = match.params['userId'] ?? '';
  if (!(await isLinkSignature(c.env, EMAIL_SETTINGS_PURPOSE, subscriberId, match.params['hash']))) return c.text('Not found', 404);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  if (form['List-Unsubscribe'] !== 'One-Click') return c.text('A one-click unsubscribe sends List-Unsubscribe=One-Click.', 400);
  const newsletterId = c.req.query('newsletter');
  await unsubscribe(database(c.get('d1')), subscriberId, newsletterId ? [newsletterId] : null);
  return c.text('You are unsubscribed.', 200);
};
