import { describe, expect, it } from 'vitest';
import { TIME } from '../constants.ts';
import { taxReminder, type TaxReminderDocuments } from './tax-reminder.ts';

const NOW = Date.UTC(2026, 10, 22, 9);
const days = (n: number) => NOW + n * TIME.day;
const FORMS_DUE: TaxReminderDocuments = {
  status: 0,
  firstWithheldAt: days(-30),
  limitedAt: days(20),
  forfeitedAt: days(60),
};

describe('tax reminders (docs/spec-checklist.md 1 §2.11: tax_not_submitted_ and tax_failed_tin_, by stage)', () => {
  it.each<[string, TaxReminderDocuments, string | null]>([
    [
      'day_one: the first day earnings are withheld',
      { ...FORMS_DUE, firstWithheldAt: days(-0.5) },
      'tax_not_submitted_day_one',
    ],
    ['nothing in the quiet weeks between', FORMS_DUE, null],
    [
      'pre_earning_limit: the week before the earning limit',
      { ...FORMS_DUE, limitedAt: days(6) },
      'tax_not_submitted_pre_earning_limit',
    ],
    [
      'pre_earning_limit: exactly 7 days before',
      { ...FORMS_DUE, limitedAt: days(7) },
      'tax_not_submitted_pre_earning_limit',
    ],
    ['not 8 days before', { ...FORMS_DUE, limitedAt: days(8) }, null],
    [
      'post_earning_limit: the day after the limit passed',
      { ...FORMS_DUE, limitedAt: days(-0.5) },
      'tax_not_submitted_post_earning_limit',
    ],
    ['not two days after', { ...FORMS_DUE, limitedAt: days(-2) }, null],
    [
      'final: the week before earnings are forfeited',
      { ...FORMS_DUE, limitedAt: days(-30), forfeitedAt: days(5) },
      'tax_not_submitted_final',
    ],
    [
      'last_day: the last day before they are forfeited',
      { ...FORMS_DUE, limitedAt: days(-30), forfeitedAt: days(0.5) },
      'tax_not_submitted_last_day',
    ],
    ['nothing once forfeited', { ...FORMS_DUE, limitedAt: days(-40), forfeitedAt: days(-1) }, null],
    [
      'the later stage wins when two apply',
      { ...FORMS_DUE, limitedAt: days(3), forfeitedAt: days(5) },
      'tax_not_submitted_final',
    ],
    [
      'invalid forms remind as a failed TIN',
      { ...FORMS_DUE, status: 3, limitedAt: days(2) },
      'tax_failed_tin_pre_earning_limit',
    ],
    ['forms in review need nothing', { ...FORMS_DUE, status: 1, limitedAt: days(2) }, null],
    ['forms on hold need nothing', { ...FORMS_DUE, status: 2, limitedAt: days(2) }, null],
    ['approved forms need nothing', { ...FORMS_DUE, status: 4, limitedAt: days(2) }, null],
    ['no tax status, no reminder', { ...FORMS_DUE, status: null, limitedAt: days(2) }, null],
  ])('%s', (_case, documents, type) => {
    expect(taxReminder(documents, NOW)?.type ?? null).toBe(type);
  });
});
