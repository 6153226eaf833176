import { describe, expect, it } from 'vitest';
import { isMember } from './is-member.ts';

describe('isMember (the specification: "absent means non-member; a value above 0 shows a member star on the avatar")', () => {
  it.each([
    ['absent (null)', null, false],
    ['absent (not selected)', undefined, false],
    ['0', 0, false],
    ['a value above 0', Date.UTC(2025, 4, 1), true],
  ])('%s → %s', (_case, mediumMemberAt, expected) => {
    expect(isMember(mediumMemberAt)).toBe(expected);
  });
});
