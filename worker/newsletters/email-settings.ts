import { isNotificationEmail, switchedOff } from '../../shared/notifications/notification-emails.ts';
import { isLinkSignature } from '../auth/link-signature.ts';
import { database } from '../db/client.ts';
import { unsubscribe } from './newsletter-writes.ts';
import { EMAIL_SETTINGS_PURPOSE } from './mail-issue.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { NOTIFICATION_EMAIL_PURPOSE } from '../notifications/index.ts';
import { findUserById, updateUser } from '../accounts/index.ts';

const ONE_CLICK_ONLY = 'A one-click unsubscribe sends List-Unsubscribe=One-Click.';

const isOneClick = async (c: Parameters<RouteHandler>[0]): Promise<boolean> => {
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return form['List-Unsubscribe'] === 'One-Click';
};

/** The one-click POST of a notification e-mail's link: its kind of e-mail is turned off for the account the link names. */
async function turnOffNotificationEmail(
  c: Parameters<RouteHandler>[0],
  userId: string,
  hash: string | undefined,
  mail: string,
): Promise<Response> {
  if (!(await isLinkSignature(c.env, NOTIFICATION_EMAIL_PURPOSE, userId, hash))) return c.text('Not found', 404);
  if (!isNotificationEmail(mail)) return c.text('No such e-mail.', 400);
  if (!(await isOneClick(c))) return c.text(ONE_CLICK_ONLY, 400);
  const db = database(c.get('d1'));
  const user = await findUserById(db, userId);
  if (!user) return c.text('Not found', 404);
  // the topic digest's switch is its frequency
  await updateUser(
    db,
    userId,
    mail === 'TOPIC_DIGEST'
      ? { digestFrequency: 'OFF' }
      : { notificationEmailsOff: switchedOff(user.notificationEmailsOff, mail, false) },
  );
  return c.text('These e-mails are turned off.', 200);
}

/**
 * /me/email-settings/{userId}/{hash}: the page of a subscriber's newsletters for GET, and the
 * one-click unsubscribe of RFC 8058 for POST (List-Unsubscribe=One-Click), which mail providers
 * send without cookies: the link's signature is what proves it, in place of a session's
 * anti-forgery value. `?newsletter=` names the newsletter the mail came from; without it, all.
 * `?mail=` makes it a notification e-mail's link, signed for an account rather than a subscriber.
 */
export const emailSettings: RouteHandler = async (c, match) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    return c.get('app').page({ routeName: match.route.name, params: match.params, table: match.table, status: 200 });
  }
  if (c.req.method !== 'POST') return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD, POST' });
  const subscriberId = match.params['userId'] ?? '';
  const mail = c.req.query('mail');
  if (mail !== undefined) return turnOffNotificationEmail(c, subscriberId, match.params['hash'], mail);
  if (!(await isLinkSignature(c.env, EMAIL_SETTINGS_PURPOSE, subscriberId, match.params['hash'])))
    return c.text('Not found', 404);
  if (!(await isOneClick(c))) return c.text(ONE_CLICK_ONLY, 400);
  const newsletterId = c.req.query('newsletter');
  await unsubscribe(database(c.get('d1')), subscriberId, newsletterId ? [newsletterId] : null);
  return c.text('You are unsubscribed.', 200);
};
