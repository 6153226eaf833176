import { TIME } from '../constants.ts';
import { TAX_STATUS, type TaxDocuments } from './tax-banner.ts';

/** docs/spec-checklist.md 1 §2.11: the tax reminders' stages, in the order a partner meets them. */
export type TaxReminderStage = 'day_one' | 'pre_earning_limit' | 'post_earning_limit' | 'final' | 'last_day';

/** How long before a deadline its warning comes. */
const WARNING = 7 * TIME.day;

export interface TaxReminderDocuments extends TaxDocuments {
  /** When earnings first started to be withheld for want of forms: day one. */
  readonly firstWithheldAt: number | null;
}

/**
 * The tax reminder a partner is due at `now` (docs/spec-checklist.md 1 §2.11: tax_not_submitted_ and
 * tax_failed_tin_, each with day_one, pre_earning_limit, post_earning_limit, final, last_day),
 * or null. Forms never sent remind as not submitted; forms found invalid as a failed TIN. The
 * stages (our reading; the spec names them only): the first day of withholding; the week before
 * the earning limit; the day after it passed; the week before earnings are forfeited; its last
 * day. The latest stage that applies wins; the daily run meets each stage at least once.
 */
export function taxReminder(
  documents: TaxReminderDocuments,
  now: number,
): { readonly type: string; readonly stage: TaxReminderStage } | null {
  const prefix =
    documents.status === TAX_STATUS.notSubmitted
      ? 'tax_not_submitted_'
      : documents.status === TAX_STATUS.invalid
        ? 'tax_failed_tin_'
        : null;
  if (prefix === null) return null;
  const stage = stageAt(documents, now);
  return stage ? { type: `${prefix}${stage}`, stage } : null;
}

function stageAt(
  { limitedAt, forfeitedAt, firstWithheldAt }: TaxReminderDocuments,
  now: number,
): TaxReminderStage | null {
  if (forfeitedAt !== null && now < forfeitedAt) {
    if (forfeitedAt - now <= TIME.day) return 'last_day';
    if (forfeitedAt - now <= WARNING) return 'final';
  }
  if (
    limitedAt !== null &&
    now >= limitedAt &&
    now - limitedAt < TIME.day &&
    (forfeitedAt === null || now < forfeitedAt)
  )
    return 'post_earning_limit';
  if (limitedAt !== null && now < limitedAt && limitedAt - now <= WARNING) return 'pre_earning_limit';
  if (firstWithheldAt !== null && now >= firstWithheldAt && now - firstWithheldAt < TIME.day) return 'day_one';
  return null;
}
