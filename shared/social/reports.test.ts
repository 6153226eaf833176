import { describe, expect, it } from 'vitest';
import {
  gravestReason,
  moderationActionsFor,
  queueOrder,
  reportProblem,
  type QueuedSubject,
  type ReportReason,
} from './reports.ts';

describe('what a report needs (docs/trust-and-safety.md)', () => {
  it.each<[string, ReportReason, string, string | null]>([
    ['a reason alone', 'SPAM', '', null],
    ['a reason and a note', 'HATE', 'Slurs in the second paragraph.', null],
    ['“Something else” with a note', 'OTHER', 'It copies my story.', null],
    ['“Something else” without one', 'OTHER', '', 'Tell us what is wrong with it.'],
    ['“Something else” with only spaces', 'OTHER', '   ', 'Tell us what is wrong with it.'],
    ['a note of 1,000 characters', 'SPAM', 'x'.repeat(1000), null],
    ['a note of 1,001', 'SPAM', 'x'.repeat(1001), 'Keep the note to 1,000 characters.'],
  ])('%s', (_case, reason, note, problem) => {
    expect(reportProblem({ reason, note })).toBe(problem);
  });
});

describe('what a moderator can do about each subject', () => {
  it.each([
    ['STORY', ['DISMISS', 'HIDE']],
    ['RESPONSE', ['DISMISS', 'HIDE']],
    ['PROFILE', ['DISMISS', 'LIMIT', 'SUSPEND']],
    ['LIST', ['DISMISS', 'HIDE']],
    ['PUBLICATION', ['DISMISS', 'HIDE']],
  ] as const)('%s', (subject, actions) => {
    expect(moderationActionsFor(subject)).toEqual(actions);
  });
});

describe('the queue’s order: gravest, then most reported, then newest', () => {
  const queued = (gravest: ReportReason, reportCount: number, latestAt: number): QueuedSubject => ({
    gravest,
    reportCount,
    latestAt,
  });

  it('ranks a graver reason above more reports, and more reports above a newer one', () => {
    const threat = queued('VIOLENCE', 1, 1);
    const spamWave = queued('SPAM', 9, 1);
    const spamNew = queued('SPAM', 2, 5);
    const spamOld = queued('SPAM', 2, 3);
    expect([spamOld, spamNew, spamWave, threat].sort(queueOrder)).toEqual([threat, spamWave, spamNew, spamOld]);
  });

  it.each<[readonly ReportReason[], ReportReason]>([
    [['SPAM', 'HATE'], 'HATE'],
    [['OTHER', 'INTELLECTUAL_PROPERTY'], 'INTELLECTUAL_PROPERTY'],
    [['OTHER'], 'OTHER'],
  ])('the gravest of %j is %s', (reasons, gravest) => {
    expect(gravestReason(reasons)).toBe(gravest);
  });
});
