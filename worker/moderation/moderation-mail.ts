import { REPORT_SUBJECT_NAMES, type ReportSubject, type RestrictingAction } from '../../shared/social/reports.ts';

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
export function moderationMail(
  action: RestrictingAction,
  facts: ModerationMailFacts,
): { subject: string; text: string } {
  const what = facts.title
    ? `your ${REPORT_SUBJECT_NAMES[facts.subject]} “${facts.title}”`
    : `your ${REPORT_SUBJECT_NAMES[facts.subject]}`;
  const told = {
    HIDE: {
      subject: `Moderators hid ${what}`,
      lead: `Moderators hid ${what} from readers: they found it breaks ${facts.productName}’s rules. You can still open and edit it.`,
    },
    LIMIT: {
      subject: `Your ${facts.productName} account is limited`,
      lead: `Moderators limited your ${facts.productName} account: they found it breaks the rules. Your stories and responses now reach only the people who follow you, and leave feeds, search and recommendations.`,
    },
    SUSPEND: {
      subject: `Your ${facts.productName} account is suspended`,
      lead: `Moderators suspended your ${facts.productName} account: they found it breaks the rules. You can still read, and take your data away, but not publish or change anything.`,
    },
  }[action];
  return {
    subject: told.subject,
    text: [
      told.lead,
      '',
      `Their reason: ${facts.reason}`,
      '',
      'If you think they are wrong, you can appeal once, and another moderator will look again:',
      facts.url,
    ].join('\n'),
  };
}

/** What a decision was about, as the person reads it: their account, or their story by its title. */
const restoredThing = (facts: ModerationMailFacts): string =>
  facts.subject === 'PROFILE'
    ? 'your account'
    : facts.title
      ? `your ${REPORT_SUBJECT_NAMES[facts.subject]} “${facts.title}”`
      : `your ${REPORT_SUBJECT_NAMES[facts.subject]}`;

/** The e-mail that tells the person what became of their appeal, and why. */
export function appealMail(granted: boolean, facts: ModerationMailFacts): { subject: string; text: string } {
  const what = restoredThing(facts);
  return {
    subject: granted ? `Your appeal was granted: ${what} is restored` : 'Your appeal was denied',
    text: [
      granted
        ? `Another moderator looked again and restored ${what}.`
        : `Another moderator looked again, and the decision about ${what} stands.`,
      '',
      `Their reason: ${facts.reason}`,
      '',
      facts.url,
    ].join('\n'),
  };
}

/** The e-mail that tells the person a moderator lifted a decision on their own, and why. */
export function restoredMail(facts: ModerationMailFacts): { subject: string; text: string } {
  const what = restoredThing(facts);
  return {
    subject: `Moderators restored ${what}`,
    text: [
      `A moderator looked again and restored ${what}: it is as it was before their decision.`,
      '',
      `Their reason: ${facts.reason}`,
      '',
      facts.url,
    ].join('\n'),
  };
}
