import { postUrl } from '../../shared/routes/entity-urls.ts';
import type { Database } from '../db/client.ts';
import { storyIssue } from './newsletter-writes.ts';
import { newsletterIdsOf, storyForNewsletter } from './newsletter-queries.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import { liveCollection, liveUser } from '../routes/live-addresses.ts';
import { mailIssue, trackedUrl, type NewsletterSite } from './mail-issue.ts';
import type { NewsletterStoryJob } from './newsletter-job.ts';
import { storyMail } from './story-mail.ts';
import { lockedPreview } from '../stories/index.ts';

/**
 * Mails a published story to every ACTIVE subscriber of its writer's newsletter and its
 * publication's, each once, as one issue (mailIssue). Unlisted, unpublished and deleted stories
 * send nothing; members-only ones send their preview.
 */
export async function sendStoryNewsletter(
  db: Database,
  mailer: Mailer,
  site: NewsletterSite,
  job: NewsletterStoryJob,
): Promise<number> {
  const row = await storyForNewsletter(db, job.postId);
  if (
    !row?.post.firstPublishedAt ||
    row.post.deletedAt ||
    row.post.visibility === 'UNLISTED' ||
    row.post.inResponseToPostId
  )
    return 0;
  const { post, creator, collection } = row;
  const newsletterIds = await newsletterIdsOf(
    db,
    collection ? { collectionId: collection.id } : { userId: creator.id },
  );
  if (collection) newsletterIds.push(`author-${creator.id}`);
  const previewOnly = post.visibility === 'LOCKED';
  const story = {
    title: post.title || 'Untitled story',
    subtitle: post.subtitle,
    paragraphs: previewOnly ? lockedPreview(post.content.paragraphs) : post.content.paragraphs,
    isPreviewOnly: previewOnly,
    url: postUrl(
      { ...post, creator: liveUser(creator), collection: collection && liveCollection(collection) },
      { table: 'default', authOrigin: site.origin },
    ),
    writerName: creator.name,
  };
  const issueId = await storyIssue(db, { id: post.id, title: story.title });
  return mailIssue(db, mailer, site, issueId, newsletterIds, async ({ subscriber, unsubscribeUrl }) =>
    storyMail(
      { ...story, url: await trackedUrl(site, story.url, issueId, subscriber.id) },
      subscriber.email,
      unsubscribeUrl,
      site,
    ),
  );
}
