import { describe, expect, it } from 'vitest';
import { refuseCollectionAction, refuseUserAction } from './social-rules.ts';

describe('refuseUserAction (spec 1 §5: "cannot mute oneself ... and cannot follow oneself")', () => {
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

describe('refuseCollectionAction (spec 1 §5: "cannot mute ... an own publication"; the mute item is hidden for editors)', () => {
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
