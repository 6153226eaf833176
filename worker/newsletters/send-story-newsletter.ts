import { eq } from 'drizzle-orm';
import { postUrl } from '../../shared/routes/entity-urls.ts';
import { link } from '../../shared/routes/index.ts';
import { linkSignature } from '../auth/link-signature.ts';
import type { Database } from '../db/client.ts';
import { claimDelivery, pendingRecipients, releaseDelivery } from '../db/newsletter-writes.ts';
import { collections, newsletters, posts, users } from '../db/schema/index.ts';
import { LOCKED_PREVIEW_PARAGRAPHS } from '../graphql/post-access.ts';
import type { Mailer } from '../mail/mailer.ts';
import { liveCollection, liveUser } from '../routes/live-addresses.ts';
import type { NewsletterJob } from './newsletter-job.ts';
import { storyMail } from './story-mail.ts';

/** What signs the links in newsletter mail that open a subscriber's e-mail settings. */
export const EMAIL_SETTINGS_PURPOSE = 'email-settings';

/** Mails go out this many at a time; a failed one sends the rest back to the queue with it. */
const BATCH = 50;

type SigningEnv = Parameters<typeof linkSignature>[0];

export interface NewsletterSite {
  readonly origin: string;
  readonly productName: string;
  readonly env: SigningEnv;
}

/** The signed address of a subscriber's e-mail settings, which unsubscribes from one newsletter in one click. */
export async function emailSettingsUrl(site: NewsletterSite, subscriberId: string, newsletterId?: string): Promise<string> {
  const path = link('ShowEmailSettings', { userId: subscriberId, hash: await linkSignature(site.env, EMAIL_SETTINGS_PURPOSE, subscriberId) });
  return `${site.origin}${path}${newsletterId ? `?newsletter=${encodeURIComponent(newsletterId)}` : ''}`;
}

/**
 * Mails a published story to every ACTIVE subscriber of its writer's newsletter and its
 * publication's, each once (a delivery is claimed before its mail goes; a failed send gives
 * the claim back and fails the job, so the queue's retry sends what is left and nothing twice).
 * Unlisted, unpublished and deleted stories send nothing; members-only ones send their preview.
 */
export async function sendStoryNewsletter(db: Database, mailer: Mailer, site: NewsletterSite, job: NewsletterJob): Promise<number> {
  // only the columns the mail needs: D1 answers at most 100 columns a query
  const row = await db
    .select({
      post: posts,
      creator: { id: users.id, username: users.username, name: users.name, hasSubdomain: users.hasSubdomain, customDomain: users.customDomain },
      collection: { id: collections.id, slug: collections.slug, domain: collections.domain, domainStatus: collections.domainStatus },
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.creatorId))
    .leftJoin(collections, eq(collections.id, posts.collectionId))
    .where(eq(posts.id, job.postId))
    .get();
  if (!row || !row.post.firstPublishedAt || row.post.deletedAt || row.post.visibility === 'UNLISTED' || row.post.inResponseToPostId) return 0;
  const { post, creator, collection } = row;
  const newsletterIds = (
    await db
      .select({ id: newsletters.id })
      .from(newsletters)
      .where(collection ? eq(newsletters.collectionId, collection.id) : eq(newsletters.userId, creator.id))
  ).map((newsletter) => newsletter.id);
  if (collection) newsletterIds.push(`author-${creator.id}`);
  const previewOnly = post.visibility === 'LOCKED';
  const story = {
    title: post.title || 'Untitled story',
    subtitle: post.subtitle,
    paragraphs: previewOnly ? post.content.paragraphs.slice(0, LOCKED_PREVIEW_PARAGRAPHS) : post.content.paragraphs,
    isPreviewOnly: previewOnly,
    url: postUrl({ ...post, creator: liveUser(creator), collection: collection && liveCollection(collection) }, { table: 'default', authOrigin: site.origin }),
    writerName: creator.name,
  };
  let sent = 0;
  for (;;) {
    const recipients = await pendingRecipients(db, newsletterIds, post.id, BATCH);
    if (recipients.length === 0) return sent;
    for (const { subscriber, newsletterId } of recipients) {
      if (!(await claimDelivery(db, post.id, subscriber.id, newsletterId))) continue;
      try {
        await mailer.send(storyMail(story, subscriber.email, await emailSettingsUrl(site, subscriber.id, newsletterId), site));
        sent += 1;
      } catch (error) {
        await releaseDelivery(db, post.id, subscriber.id);
        throw error;
      }
    }
  }
}
