import { describe, expect, it } from 'vitest';
import { errorStatus } from './error-status.ts';

describe('errorStatus (docs/spec-checklist.md 3 §5)', () => {
  it.each([
    [new Error('409: Conflict'), 409],
    [new Error('Save failed: 409: Conflict (base revision 3)'), 409],
    [new Error('409 Conflict'), 500],
    [new Error('D1_ERROR: no such table'), 500],
    ['409: Conflict', 500],
    [undefined, 500],
  ])('%s → %i', (error, status) => {
    expect(errorStatus(error)).toBe(status);
  });
});
