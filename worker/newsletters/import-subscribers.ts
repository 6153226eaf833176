import { randomHex } from '../../shared/hex.ts';
import { link } from '../../shared/routes/index.ts';
import { normalizeEmail } from '../../shared/validation/account-fields.ts';
import { randomToken } from '../auth/random-token.ts';
import { hashToken } from '../auth/hash-token.ts';
import type { Database } from '../db/client.ts';
import { authorNewsletter, isSuppressed, subscribe, subscriberFor, subscriptionState } from './newsletter-writes.ts';
import type { ImportNewsletter } from '../db/schema/index.ts';
import { newsletterById } from './newsletter-queries.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import { confirmationMail, movedSubscriptionMail } from './subscription-mails.ts';
import type { ExportedSubscriber } from './subscriber-list.ts';
import { findUserById } from '../accounts/index.ts';

/** Subscribers one part takes in: each costs a few statements and perhaps a mail. */
export const SUBSCRIBERS_PER_PART = 50;

export interface SubscriberSite {
  readonly db: Database;
  readonly mailer: Mailer;
  readonly productName: string;
  /** The site the mails' links lead to. */
  readonly origin: string;
  /** The signed one-click address that takes a subscriber off one newsletter. */
  readonly unsubscribeUrl: (subscriberId: string, newsletterId: string) => Promise<string>;
  readonly now: () => Date;
}

/** What a part of the list came to: now subscribed here, and asked to confirm. */
export interface SubscriberOutcome {
  readonly subscribed: number;
  readonly invited: number;
}

/**
 * Brings a writer's subscribers from their old platform onto their newsletter here, with the
 * consent they gave there: an address that had opted in (and is not unsubscribed or refused
 * here) is subscribed at once and told where its newsletter now comes from, with a one-click way
 * out; any other gets one confirmation mail and nothing more unless it confirms. An address's
 * state here decides what it gets, so a part run twice mails nobody twice, and someone who had
 * unsubscribed here stays so.
 */
export async function importSubscribers(
  site: SubscriberSite,
  userId: string,
  people: readonly ExportedSubscriber[],
  target: ImportNewsletter | null,
): Promise<SubscriberOutcome> {
  const { db } = site;
  const writer = await findUserById(db, userId);
  if (!writer || people.length === 0) return { subscribed: 0, invited: 0 };
  const newsletter = target ? await newsletterById(db, target.id) : await authorNewsletter(db, writer);
  if (!newsletter) return { subscribed: 0, invited: 0 };
  const owner = { ownerName: target?.name ?? writer.name, productName: site.productName };
  const confirmPath = target?.confirmPath ?? link('ShowSubscribeToUser', { username: writer.username ?? '' });
  const own = writer.email ? normalizeEmail(writer.email) : null;
  let subscribed = 0;
  let invited = 0;
  for (const person of people) {
    if (person.email === own || (await isSuppressed(db, person.email))) continue;
    const subscriber = await subscriberFor(db, person.email, null, () => randomHex(12));
    const before = await subscriptionState(db, newsletter.id, subscriber.id);
    if (before === 'ACTIVE' || before === 'UNSUBSCRIBED') continue;
    if (person.consented) {
      await subscribe(db, newsletter.id, subscriber.id, 'ACTIVE', null, site.now());
      await site.mailer.send(
        movedSubscriptionMail(subscriber.email, owner, await site.unsubscribeUrl(subscriber.id, newsletter.id)),
      );
      subscribed += 1;
    } else if (!before) {
      const token = randomToken(24);
      await subscribe(db, newsletter.id, subscriber.id, 'PENDING', await hashToken(token), site.now());
      const confirmUrl = `${site.origin}${confirmPath}?confirm=${token}`;
      await site.mailer.send(confirmationMail(subscriber.email, owner, confirmUrl, true));
      invited += 1;
    }
  }
  return { subscribed, invited };
}
