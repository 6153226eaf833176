/** The tax document status (docs/spec-checklist.md 1 §4, 0 to 4) in words, for the enrollment and taxes pages. */
export const TAX_STATUS_WORDS: readonly string[] = [
  'not submitted',
  'in review',
  'on hold',
  'not valid: please resubmit them',
  'approved',
];
