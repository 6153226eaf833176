import type { Logger } from '../../shared/logger.ts';

/** A published story to mail to its writer's (and publication's) subscribers. */
export interface NewsletterJob {
  readonly kind: 'newsletter_story';
  readonly postId: string;
  /** The site's own origin as the publishing request saw it: links in the mail lead there. */
  readonly origin: string;
}

export type QueueNewsletter = (postId: string) => Promise<void>;

/** Puts a story's newsletter on the jobs queue; publishing stands even when the queue refuses (logged). */
export function createNewsletterQueue(queue: Queue<NewsletterJob>, origin: string, logger: Logger): QueueNewsletter {
  return async (postId) => {
    try {
      await queue.send({ kind: 'newsletter_story', postId, origin });
    } catch (error) {
      logger.error('A newsletter could not be queued', { postId, error: String(error) });
    }
  };
}
