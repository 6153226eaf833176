import { describe, expect, it } from 'vitest';
import { refuseAcrossBlock, refuseCollectionAction, refuseUserAction } from './social-rules.ts';

describe('refuseUserAction (docs/spec-checklist.md 1 §5: "cannot mute oneself ... and cannot follow oneself")', () => {
  it.each([
    ['follow', 'a', 'a', 'You cannot follow yourself'],
    ['mute', 'a', 'a', 'You cannot mute yourself'],
    ['block', 'a', 'a', 'You cannot block yourself'],
    ['report', 'a', 'a', 'You cannot report yourself'],
    ['follow', 'a', 'b', null],
    ['mute', 'a', 'b', null],
    ['block', 'a', 'b', null],
  ] as const)('%s by %s of %s → %s', (action, viewer, target, expected) => {
    expect(refuseUserAction(action, viewer, target)).toBe(expected);
  });
});

describe('refuseCollectionAction (docs/spec-checklist.md 1 §5: "cannot mute ... an own publication"; the mute item is hidden for editors)', () => {
  it.each([
    ['follow', { isCreator: true, isEditor: false }, 'You cannot follow your own publication'],
    ['follow', { isCreator: false, isEditor: true }, null],
    ['mute', { isCreator: true, isEditor: false }, 'You cannot mute a publication you edit'],
    ['mute', { isCreator: false, isEditor: true }, 'You cannot mute a publication you edit'],
    ['mute', { isCreator: false, isEditor: false }, null],
  ] as const)('%s with %o → %s', (action, facts, expected) => {
    expect(refuseCollectionAction(action, facts)).toBe(expected);
  });
});

describe('refuseAcrossBlock (the blocked profile: "They can’t follow you or respond to your stories")', () => {
  it.each([
    ['follow', { blocking: false, blockedBy: false }, null],
    ['follow', { blocking: true, blockedBy: false }, 'Unblock this author to follow them.'],
    ['follow', { blocking: false, blockedBy: true }, 'You can’t follow this author.'],
    ['follow', { blocking: true, blockedBy: true }, 'Unblock this author to follow them.'],
    ['respond', { blocking: false, blockedBy: false }, null],
    // the one who blocked may still respond to the blocked person's stories
    ['respond', { blocking: true, blockedBy: false }, null],
    ['respond', { blocking: false, blockedBy: true }, 'You can’t respond to this author.'],
  ] as const)('%s with %o → %s', (action, blocks, expected) => {
    expect(refuseAcrossBlock(action, blocks)).toBe(expected);
  });
});
