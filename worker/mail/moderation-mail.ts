import { REPORT_SUBJECT_NAMES, type ReportSubject } from '../../shared/social/reports.ts';

export interface ModerationMailFacts {
  readonly productName: string;
  readonly subject: ReportSubject;
  /** The story's title, or empty for a response or an account. */
  readonly title: string;
  /** The moderator's reason, word for word. */
  readonly reason: string;
  /** Where the person reads more and can appeal: their moderation page. */
  readonly url: string;
}

/**
 * The e-mail that tells a writer what moderators did about their work or account, and why
 * (docs/trust-and-safety.md). Every hiding and suspension is told, whatever notification e-mails
 * the person turned off: it is about their account, not news.
 */
export function moderationMail(action: 'HIDE' | 'SUSPEND', facts: ModerationMailFacts): { subject: string; text: string } {
  const what = facts.title ? `your ${REPORT_SUBJECT_NAMES[facts.subject]} “${facts.title}”` : `your ${REPORT_SUBJECT_NAMES[facts.subject]}`;
  const lead =
    action === 'HIDE'
      ? `Moderators hid ${what} from readers: they found it breaks ${facts.productName}’s rules. You can still open and edit it.`
      : `Moderators suspended your ${facts.productName} account: they found it breaks the rules. You can still read, and take your data away, but not publish or change anything.`;
  return {
    subject: action === 'HIDE' ? `Moderators hid ${what}` : `Your ${facts.productName} account is suspended`,
    text: [lead, '', `Their reason: ${facts.reason}`, '', 'If you think they are wrong, you can appeal once, and another moderator will look again:', facts.url].join('\n'),
  };
}

/** The e-mail that tells the person what became of their appeal, and why. */
export function appealMail(granted: boolean, facts: ModerationMailFacts): { subject: string; text: string } {
  const what = facts.subject === 'PROFILE' ? 'your account' : facts.title ? `your ${REPORT_SUBJECT_NAMES[facts.subject]} “${facts.title}”` : `your ${REPORT_SUBJECT_NAMES[facts.subject]}`;
  return {
    subject: granted ? `Your appeal was granted: ${what} is restored` : 'Your appeal was denied',
    text: [
      granted ? `Another moderator looked again and restored ${what}.` : `Another moderator looked again, and the decision about ${what} stands.`,
      '',
      `Their reason: ${facts.reason}`,
      '',
      facts.url,
    ].join('\n'),
  };
}
