import type { Database } from '../db/client.ts';
import { issueWithNewsletterName } from './newsletter-queries.ts';
import type { Mailer } from '../mail/outgoing-mail.ts';
import { mailIssue, type NewsletterSite } from './mail-issue.ts';
import type { NewsletterIssueJob } from './newsletter-job.ts';
import { storyMail } from './story-mail.ts';

/**
 * Mails an e-mail-only issue (/newsletters/{id}/new-email) to its newsletter's ACTIVE
 * subscribers, each once, in the newsletter's name. It lives only in mail, so it has no link to
 * read it on the site.
 */
export async function sendEmailIssue(
  db: Database,
  mailer: Mailer,
  site: NewsletterSite,
  job: NewsletterIssueJob,
): Promise<number> {
  const row = await issueWithNewsletterName(db, job.issueId);
  const content = row?.issue.content;
  if (!row || !content) return 0;
  const { issue, newsletterName } = row;
  const mail = {
    title: issue.subject,
    subtitle: '',
    paragraphs: content.paragraphs,
    isPreviewOnly: false,
    url: null,
    writerName: newsletterName,
  };
  return mailIssue(db, mailer, site, issue.id, [issue.newsletterId ?? ''], async ({ subscriber, unsubscribeUrl }) =>
    storyMail(mail, subscriber.email, unsubscribeUrl, site),
  );
}
