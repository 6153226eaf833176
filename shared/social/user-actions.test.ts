import { describe, expect, it } from 'vitest';
import { SOCIAL_TOASTS } from './social-toasts.ts';
import { authorMenuItems, blockedEdge, publicationMenuItems, reportedEdge, type AuthorEdge } from './user-actions.ts';

const edge = (isFollowing: boolean, isBlocking: boolean, followerCount: number): AuthorEdge => ({
  isFollowing,
  isBlocking,
  followerCount,
});

describe('block (docs/spec-checklist.md 1 §4: "applied optimistically, counts adjust by 1")', () => {
  it.each<[string, AuthorEdge, boolean, AuthorEdge]>([
    [
      'blocking a followed writer ends the follow and takes one follower away',
      edge(true, false, 5),
      true,
      edge(false, true, 4),
    ],
    ['blocking a writer one does not follow leaves the count', edge(false, false, 5), true, edge(false, true, 5)],
    ['never below zero', edge(true, false, 0), true, edge(false, true, 0)],
    ['unblocking restores only the block', edge(false, true, 4), false, edge(false, false, 4)],
  ])('%s', (_case, before, block, after) => {
    expect(blockedEdge(before, block)).toEqual(after);
  });
});

describe('report (docs/spec-checklist.md 1 §4: "the blocking state becomes true if the viewer already blocks or chose to also block")', () => {
  it.each<[string, AuthorEdge, boolean, boolean]>([
    ['report only', edge(false, false, 3), false, false],
    ['report and block', edge(false, false, 3), true, true],
    ['already blocking, report only', edge(false, true, 3), false, true],
    ['already blocking, report and block', edge(false, true, 3), true, true],
  ])('%s', (_case, before, alsoBlock, isBlocking) => {
    expect(reportedEdge(before, alsoBlock).isBlocking).toBe(isBlocking);
  });
});

describe('author menu items (docs/spec-checklist.md 1 §5: "Mute items appear only when the author is not the viewer"; §6 "block, unblock, report" for other viewers)', () => {
  it.each([
    ['a visitor', { signedIn: false, isViewer: false, isMuting: false, isBlocking: false }, []],
    ['the author', { signedIn: true, isViewer: true, isMuting: false, isBlocking: false }, []],
    [
      'another reader',
      { signedIn: true, isViewer: false, isMuting: false, isBlocking: false },
      ['mute', 'block', 'report'],
    ],
    [
      'a reader who mutes',
      { signedIn: true, isViewer: false, isMuting: true, isBlocking: false },
      ['unmute', 'block', 'report'],
    ],
    [
      'a reader who blocks',
      { signedIn: true, isViewer: false, isMuting: false, isBlocking: true },
      ['mute', 'unblock', 'report'],
    ],
  ])('%s', (_case, facts, items) => {
    expect(authorMenuItems(facts)).toEqual(items);
  });
});

describe('publication menu items (docs/spec-checklist.md 1 §5: "The publication mute item is hidden for editors of that publication")', () => {
  it.each([
    ['a visitor', { signedIn: false, isEditor: false, isMuting: false }, []],
    ['an editor', { signedIn: true, isEditor: true, isMuting: false }, []],
    ['a reader, who can also report it', { signedIn: true, isEditor: false, isMuting: false }, ['mute', 'report']],
    ['a reader who mutes it', { signedIn: true, isEditor: false, isMuting: true }, ['unmute', 'report']],
  ])('%s', (_case, facts, items) => {
    expect(publicationMenuItems(facts)).toEqual(items);
  });
});

describe('toast texts (docs/spec-checklist.md 1 §8)', () => {
  it.each([
    [SOCIAL_TOASTS.blocked, 'Successfully blocked user.'],
    [SOCIAL_TOASTS.unblocked, 'Successfully unblocked user.'],
    [SOCIAL_TOASTS.reported, 'Successfully reported user.'],
    [SOCIAL_TOASTS.followingUser('Ada'), "You're now following Ada"],
    [SOCIAL_TOASTS.followingPublication('The Mag'), 'You are now following The Mag'],
    [SOCIAL_TOASTS.alreadyFollowing('Ada'), "You're already following Ada"],
    [SOCIAL_TOASTS.unmuted('Ada'), 'Ada has been unmuted.'],
    [SOCIAL_TOASTS.cannotFollowSelf, 'You cannot follow yourself'],
    [SOCIAL_TOASTS.followAgain, "Sorry, that didn't work. Click Follow on the page below to try again"],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});
