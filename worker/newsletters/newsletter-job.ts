import type { Logger } from '../../shared/logger.ts';

/** A published story to mail to its writer's (and publication's) subscribers. */
export interface NewsletterStoryJob {
  readonly kind: 'newsletter_story';
  readonly postId: string;
  /** The site's own origin as the publishing request saw it: links in the mail lead there. */
  readonly origin: string;
}

/** An e-mail-only issue a newsletter's owner wrote, to mail to its subscribers. */
export interface NewsletterIssueJob {
  readonly kind: 'newsletter_issue';
  readonly issueId: string;
  readonly origin: string;
}

export type NewsletterJob = NewsletterStoryJob | NewsletterIssueJob;

/** What to mail: the job without the origin, which the request supplies. */
export type NewsletterWork = Omit<NewsletterStoryJob, 'origin'> | Omit<NewsletterIssueJob, 'origin'>;

export type QueueNewsletter = (work: NewsletterWork) => Promise<void>;

/** Puts newsletter mail on the jobs queue; publishing stands even when the queue refuses (logged). */
export function createNewsletterQueue(queue: Queue<NewsletterJob>, origin: string, logger: Logger): QueueNewsletter {
  return async (work) => {
    try {
      await queue.send({ ...work, origin });
    } catch (error) {
      logger.error('A newsletter could not be queued', { ...work, error: String(error) });
    }
  };
}

declare module '../graphql/context.ts' {
  interface FeatureServices {
    /** Queues a published story's newsletter mail (worker/newsletters/). */
    readonly queueNewsletter: QueueNewsletter;
  }
}
