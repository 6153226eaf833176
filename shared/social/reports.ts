/**
 * Reports (docs/trust-and-safety.md): what a reader can report, why, and what they are told
 * about it afterwards. The server checks a report with `reportProblem`; the dialog shows the same
 * words before it sends.
 */

/** Everything a person can post, and the people and publications behind it. */
export const REPORT_SUBJECTS = ['STORY', 'RESPONSE', 'LIST', 'PROFILE', 'PUBLICATION'] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/** The reasons a reader picks from, in the order the dialog lists them. */
export const REPORT_REASON_KEYS = [
  'SPAM',
  'HARASSMENT',
  'HATE',
  'VIOLENCE',
  'SEXUAL_CONTENT',
  'MISINFORMATION',
  'INTELLECTUAL_PROPERTY',
  'OTHER',
] as const;
export type ReportReason = (typeof REPORT_REASON_KEYS)[number];

/** Each reason in the dialog's words. */
export const REPORT_REASONS: Record<ReportReason, string> = {
  SPAM: 'Spam',
  HARASSMENT: 'Harassment or bullying',
  HATE: 'Hateful content',
  VIOLENCE: 'Violence or threats',
  SEXUAL_CONTENT: 'Sexual content',
  MISINFORMATION: 'Misinformation',
  INTELLECTUAL_PROPERTY: 'Someone else’s work, used without permission',
  OTHER: 'Something else',
};

/** Open until a moderator decides: dismissed (no rule broken) or actioned. */
export const REPORT_STATE_KEYS = ['OPEN', 'DISMISSED', 'ACTIONED'] as const;
export type ReportState = (typeof REPORT_STATE_KEYS)[number];

/** A report's state as its reporter sees it on their reports page. */
export const REPORT_STATES: Record<ReportState, string> = {
  OPEN: 'Waiting for review',
  DISMISSED: 'Reviewed: no rule was broken',
  ACTIONED: 'Reviewed: action was taken',
};

/** How the dialog and the reports page name a subject. */
export const REPORT_SUBJECT_NAMES: Record<ReportSubject, string> = {
  STORY: 'story',
  RESPONSE: 'response',
  LIST: 'list',
  PROFILE: 'profile',
  PUBLICATION: 'publication',
};

export const REPORT_NOTE_LIMIT = 1000;

/**
 * Why a report cannot be sent as it is, or null. "Something else" says nothing by itself, so it
 * needs a note; a note has a bound, as a moderator has to read it.
 */
export function reportProblem(report: { readonly reason: ReportReason; readonly note: string }): string | null {
  if (report.note.length > REPORT_NOTE_LIMIT)
    return `Keep the note to ${REPORT_NOTE_LIMIT.toLocaleString('en-US')} characters.`;
  if (report.reason === 'OTHER' && report.note.trim() === '') return 'Tell us what is wrong with it.';
  return null;
}

/** The reasons from gravest to least grave: the moderators' queue shows the gravest first. */
export const REPORT_SEVERITY: readonly ReportReason[] = [
  'VIOLENCE',
  'HATE',
  'SEXUAL_CONTENT',
  'HARASSMENT',
  'MISINFORMATION',
  'INTELLECTUAL_PROPERTY',
  'SPAM',
  'OTHER',
];

/**
 * What a moderator does: about the reports on one subject, dismiss them, hide the story or
 * response, limit the account (its writing reaches its followers only) or suspend it; and, on an
 * appeal or on second thoughts, restore what was hidden, limited or suspended.
 */
export const MODERATION_ACTIONS = ['DISMISS', 'HIDE', 'LIMIT', 'SUSPEND', 'RESTORE'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** Each action as a moderator chooses it. */
export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  DISMISS: 'Dismiss: no rule was broken',
  HIDE: 'Hide it from readers',
  LIMIT: 'Limit the account to its followers',
  SUSPEND: 'Suspend the account',
  RESTORE: 'Restore it',
};

/** Each action once taken, as the log and the appeals read it. */
export const MODERATION_ACTIONS_TAKEN: Record<ModerationAction, string> = {
  DISMISS: 'Dismissed',
  HIDE: 'Hidden from readers',
  LIMIT: 'Account limited to its followers',
  SUSPEND: 'Account suspended',
  RESTORE: 'Restored',
};

/**
 * What can be done about each subject: a story, a response, a list or a publication is hidden
 * from everyone but its owner (a publication's editors), who cannot undo it; a profile's account
 * is limited (its writing reaches its followers only) or suspended (it reads, and changes nothing).
 */
export function moderationActionsFor(subject: ReportSubject): readonly ModerationAction[] {
  if (subject === 'PROFILE') return ['DISMISS', 'LIMIT', 'SUSPEND'];
  return ['DISMISS', 'HIDE'];
}

/** The actions that take something away, and so can be appealed and restored. */
export type RestrictingAction = 'HIDE' | 'LIMIT' | 'SUSPEND';

/** Which decisions can be appealed and restored: the ones that took something away. */
export const isRestricting = (action: ModerationAction): action is RestrictingAction =>
  action === 'HIDE' || action === 'LIMIT' || action === 'SUSPEND';

/** Every decision needs a reason: the form says so before it sends, and the server refuses one without. */
export const REASON_NEEDED = 'Give a reason for this decision: the log keeps it.';

/** Nobody judges their own work or account: the queue says so, and the server refuses it. */
export const OWN_REPORTS = 'Reports on your own work or account go to another moderator.';

/** A subject's open reports, as the queue ranks them. */
export interface QueuedSubject {
  readonly gravest: ReportReason;
  readonly reportCount: number;
  readonly latestAt: number;
}

/** The queue's order: the gravest reason first, then the most reported, then the newest. */
export function queueOrder(a: QueuedSubject, b: QueuedSubject): number {
  return (
    REPORT_SEVERITY.indexOf(a.gravest) - REPORT_SEVERITY.indexOf(b.gravest) ||
    b.reportCount - a.reportCount ||
    b.latestAt - a.latestAt
  );
}

/** The gravest of a subject's reasons. */
export const gravestReason = (reasons: readonly ReportReason[]): ReportReason =>
  REPORT_SEVERITY.find((reason) => reasons.includes(reason)) ?? 'OTHER';

/**
 * Appeals: the person a hiding, a limit or a suspension is about may ask, once per decision, for another
 * moderator to look again. An appeal is open until granted (what was done is undone) or denied.
 */
export const APPEAL_STATE_KEYS = ['OPEN', 'GRANTED', 'DENIED'] as const;
export type AppealState = (typeof APPEAL_STATE_KEYS)[number];

/** An appeal's state as its writer reads it. */
export const APPEAL_STATES: Record<AppealState, string> = {
  OPEN: 'Your appeal is waiting for another moderator.',
  GRANTED: 'Your appeal was granted: it is restored.',
  DENIED: 'Your appeal was denied: the decision stands.',
};

export const APPEAL_TEXT_LIMIT = 2000;

/** Why an appeal cannot be sent as it is, or null: it says why the decision was wrong, briefly enough to read. */
export function appealProblem(text: string): string | null {
  if (text.trim() === '') return 'Tell the moderators why the decision was wrong.';
  if (text.length > APPEAL_TEXT_LIMIT)
    return `Keep the appeal to ${APPEAL_TEXT_LIMIT.toLocaleString('en-US')} characters.`;
  return null;
}

/** An appeal goes to someone else: never the moderator who decided, nor the person appealing. */
export const OWN_DECISION = 'An appeal is decided by a moderator who did not make the decision.';

/** A moderator restoring on their own needs something restricted to restore. */
export const NOTHING_TO_RESTORE = 'That is not hidden, limited or suspended now: there is nothing to restore.';
