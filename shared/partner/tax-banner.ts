/** docs/spec-checklist.md 1 §4: the tax document status, a number. */
export const TAX_STATUS = { notSubmitted: 0, pending: 1, onHold: 2, invalid: 3, approved: 4 } as const;

export interface TaxDocuments {
  readonly status: number | null;
  readonly limitedAt: number | null;
  readonly forfeitedAt: number | null;
}

export interface TaxBanner {
  /** 'error' is the error colour; 'notice' the calm one. */
  readonly tone: 'error' | 'notice';
  readonly text: string;
}

// Dates in a sentence read best written out, and a deadline is the same day for everyone.
const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const day = (ms: number): string => DAY.format(new Date(ms));

function textFor({ status, limitedAt, forfeitedAt }: TaxDocuments, now: number): string | null {
  switch (status) {
    case TAX_STATUS.notSubmitted:
      if (limitedAt !== null && limitedAt > now)
        return `Your tax forms must be approved by ${day(limitedAt)} for you to be paid.`;
      if (forfeitedAt !== null && forfeitedAt > now)
        return `Your stories have stopped earning. Get your tax forms approved by ${day(forfeitedAt)} to avoid forfeiting your earnings.`;
      if (forfeitedAt !== null)
        return 'Your earnings have been forfeited because your tax forms were not approved in time.';
      return null;
    case TAX_STATUS.pending:
    case TAX_STATUS.onHold:
      return 'Your tax forms are being reviewed. Please wait 3 to 5 business days.';
    case TAX_STATUS.invalid:
      return 'There is an issue with your tax forms. Please resubmit them.';
    default:
      return null;
  }
}

/**
 * The tax and earnings banner of docs/spec-checklist.md 1 §4 at the time `now`, or null when there is nothing to
 * say (forms approved, or none due). Its colour is the error one while earnings can still be
 * saved, and when the forms are invalid.
 */
export function taxBanner(documents: TaxDocuments, now: number): TaxBanner | null {
  const text = textFor(documents, now);
  if (text === null) return null;
  const { status, limitedAt, forfeitedAt } = documents;
  const urgent =
    (status === TAX_STATUS.notSubmitted &&
      ((limitedAt !== null && now <= limitedAt) || (forfeitedAt !== null && now < forfeitedAt))) ||
    status === TAX_STATUS.invalid;
  return { tone: urgent ? 'error' : 'notice', text };
}
