/** A newsletter's name is a heading on its landing page and the sender's name in mail. */
export const MAX_NEWSLETTER_NAME = 60;
/** The landing page's promise to readers, a sentence or two. */
export const MAX_NEWSLETTER_DESCRIPTION = 280;
/** Mail clients cut subjects long before this. */
export const MAX_ISSUE_SUBJECT = 150;
/** An e-mail-only issue is a letter, not a book. */
export const MAX_ISSUE_BODY = 20_000;

/** Why a newsletter's name and description cannot be saved, or null. */
export function newsletterFieldsError(fields: { readonly name: string; readonly description: string }): string | null {
  const name = fields.name.trim();
  if (!name) return 'Give your newsletter a name.';
  if (name.length > MAX_NEWSLETTER_NAME) return `A newsletter’s name can be up to ${MAX_NEWSLETTER_NAME} characters.`;
  if (fields.description.trim().length > MAX_NEWSLETTER_DESCRIPTION)
    return `A newsletter’s description can be up to ${MAX_NEWSLETTER_DESCRIPTION} characters.`;
  return null;
}

/** Why an e-mail-only issue cannot be sent, or null. */
export function emailIssueError(issue: { readonly subject: string; readonly body: string }): string | null {
  const subject = issue.subject.trim();
  if (!subject) return 'Give your e-mail a subject.';
  if (subject.length > MAX_ISSUE_SUBJECT) return `A subject can be up to ${MAX_ISSUE_SUBJECT} characters.`;
  const body = issue.body.trim();
  if (!body) return 'Write your e-mail first.';
  if (body.length > MAX_ISSUE_BODY)
    return `An e-mail can be up to ${MAX_ISSUE_BODY.toLocaleString('en-US')} characters.`;
  return null;
}
