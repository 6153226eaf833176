import { describe, expect, it } from 'vitest';
import { TAX_STATUS, taxBanner, type TaxDocuments } from './tax-banner.ts';

const now = Date.UTC(2026, 10, 22, 12);
const later = Date.UTC(2026, 11, 31, 12);
const earlier = Date.UTC(2026, 9, 1, 12);
const none: TaxDocuments = { status: TAX_STATUS.notSubmitted, limitedAt: null, forfeitedAt: null };

const APPROVE_BY = 'Your tax forms must be approved by December 31, 2026 for you to be paid.';
const STOPPED =
  'Your stories have stopped earning. Get your tax forms approved by December 31, 2026 to avoid forfeiting your earnings.';
const FORFEITED = 'Your earnings have been forfeited because your tax forms were not approved in time.';
const WAIT = 'Your tax forms are being reviewed. Please wait 3 to 5 business days.';
const INVALID = 'There is an issue with your tax forms. Please resubmit them.';

describe('taxBanner (docs/spec-checklist.md 1 §4)', () => {
  it.each<[string, TaxDocuments, 'error' | 'notice' | null, string | null]>([
    [
      '"not submitted with limited-at in the future: forms must be approved by a date for payment"',
      { ...none, limitedAt: later, forfeitedAt: later + 1 },
      'error',
      APPROVE_BY,
    ],
    [
      '"forfeited-at in the future: stories have stopped earning, approve by a date"',
      { ...none, limitedAt: earlier, forfeitedAt: later },
      'error',
      STOPPED,
    ],
    [
      '"forfeited-at passed: earnings forfeited" (not the error colour: nothing can be saved)',
      { ...none, limitedAt: earlier, forfeitedAt: earlier },
      'notice',
      FORFEITED,
    ],
    [
      'error colour "when now is before or equal to the limited-at time": equal',
      { ...none, limitedAt: now, forfeitedAt: later },
      'error',
      STOPPED,
    ],
    ['forfeited-at exactly now has passed', { ...none, limitedAt: earlier, forfeitedAt: now }, 'notice', FORFEITED],
    [
      '"pending … wait 3 to 5 business days"',
      { ...none, status: TAX_STATUS.pending, limitedAt: later },
      'notice',
      WAIT,
    ],
    [
      '"on hold … wait 3 to 5 business days"',
      { ...none, status: TAX_STATUS.onHold, forfeitedAt: earlier },
      'notice',
      WAIT,
    ],
    [
      '"invalid: there is an issue with the forms, resubmit" (always the error colour)',
      { ...none, status: TAX_STATUS.invalid },
      'error',
      INVALID,
    ],
    ['approved: nothing to say', { ...none, status: TAX_STATUS.approved, limitedAt: later }, null, null],
    ['not submitted, with no deadline yet', none, null, null],
    ['no tax documents at all', { status: null, limitedAt: later, forfeitedAt: later }, null, null],
  ])('%s', (_, documents, tone, text) => {
    const banner = taxBanner(documents, now);
    expect(banner?.tone ?? null).toBe(tone);
    expect(banner?.text ?? null).toBe(text);
  });
});
