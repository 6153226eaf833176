import { link } from '../../shared/routes/index.ts';
import { linkSignature } from '../auth/link-signature.ts';
import type { Database } from '../db/client.ts';
import {
  claimDelivery,
  pendingRecipients,
  recordMessageId,
  releaseDelivery,
  type SubscriberRow,
} from './newsletter-writes.ts';
import type { Mailer, OutgoingMail } from '../mail/outgoing-mail.ts';

/** What signs the links in newsletter mail that open a subscriber's e-mail settings. */
export const EMAIL_SETTINGS_PURPOSE = 'email-settings';

/** What signs a newsletter link that counts its click on the way through /r. */
export const NEWSLETTER_CLICK_PURPOSE = 'newsletter-click';

/** Mails go out this many at a time; a failed one sends the rest back to the queue with it. */
const BATCH = 50;

type SigningEnv = Parameters<typeof linkSignature>[0];

export interface NewsletterSite {
  readonly origin: string;
  readonly productName: string;
  readonly env: SigningEnv;
}

/** The signed address of a subscriber's e-mail settings, which unsubscribes from one newsletter in one click. */
export async function emailSettingsUrl(
  site: NewsletterSite,
  subscriberId: string,
  newsletterId?: string,
): Promise<string> {
  const path = link('ShowEmailSettings', {
    userId: subscriberId,
    hash: await linkSignature(site.env, EMAIL_SETTINGS_PURPOSE, subscriberId),
  });
  return `${site.origin}${path}${newsletterId ? `?newsletter=${encodeURIComponent(newsletterId)}` : ''}`;
}

/** The value a click link signs: which issue, which subscriber, which address. */
export const clickValue = (issueId: string, subscriberId: string, url: string) => `${issueId}\n${subscriberId}\n${url}`;

/** A link in an issue that counts its subscriber's click on the way through /r (signed, so nobody counts clicks for others). */
export async function trackedUrl(
  site: NewsletterSite,
  url: string,
  issueId: string,
  subscriberId: string,
): Promise<string> {
  const query = new URLSearchParams({
    url,
    issue: issueId,
    subscriber: subscriberId,
    sig: await linkSignature(site.env, NEWSLETTER_CLICK_PURPOSE, clickValue(issueId, subscriberId, url)),
  });
  return `${site.origin}${link('OutboundRedirect', {})}?${query.toString()}`;
}

export interface Recipient {
  readonly subscriber: SubscriberRow;
  readonly unsubscribeUrl: string;
}

/**
 * Mails an issue to every ACTIVE subscriber of these newsletters, each once (a delivery is
 * claimed before its mail goes; a failed send gives the claim back and fails the job, so the
 * queue's retry sends what is left and nothing twice). Returns how many mails went.
 */
export async function mailIssue(
  db: Database,
  mailer: Mailer,
  site: NewsletterSite,
  issueId: string,
  newsletterIds: readonly string[],
  compose: (recipient: Recipient) => Promise<OutgoingMail>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const recipients = await pendingRecipients(db, newsletterIds, issueId, BATCH);
    if (recipients.length === 0) return sent;
    for (const { subscriber, newsletterId } of recipients) {
      if (!(await claimDelivery(db, issueId, subscriber.id, newsletterId))) continue;
      let messageId: string | null;
      try {
        messageId = (
          await mailer.send(
            await compose({ subscriber, unsubscribeUrl: await emailSettingsUrl(site, subscriber.id, newsletterId) }),
          )
        ).id;
      } catch (error) {
        await releaseDelivery(db, issueId, subscriber.id);
        throw error;
      }
      if (messageId) await recordMessageId(db, issueId, subscriber.id, messageId);
      sent += 1;
    }
  }
}
