import { describe, expect, it } from 'vitest';
import {
  hiddenOn,
  membershipLabel,
  secondBarItems,
  topBarItems,
  unreadBadge,
  type SecondBarItem,
  type TopBarItem,
} from './top-bar-items.ts';
import type { ScreenSize, ViewerKind } from './viewer-kind.ts';

describe('docs/spec-checklist.md 1 §2.3: the top bar by viewer kind and screen size', () => {
  it.each<[ViewerKind, ScreenSize, TopBarItem[]]>([
    ['visitor', 'xs', ['logo', 'search-icon', 'avatar']],
    ['visitor', 'sm', ['logo', 'search', 'avatar']],
    ['visitor', 'md', ['logo', 'search', 'write', 'sign-up', 'sign-in', 'avatar']],
    ['visitor', 'xl', ['logo', 'search', 'write', 'sign-up', 'sign-in', 'avatar']],
    ['reader', 'xs', ['logo', 'search-icon', 'notifications', 'avatar']],
    ['reader', 'lg', ['logo', 'search', 'write', 'membership', 'notifications', 'avatar']],
    ['lapsed-member', 'md', ['logo', 'search', 'write', 'membership', 'notifications', 'avatar']],
    ['member', 'sm', ['logo', 'search', 'notifications', 'avatar']],
    ['member', 'xl', ['logo', 'search', 'write', 'notifications', 'avatar']],
  ])('%s on %s', (kind, screen, items) => expect(topBarItems(kind, screen)).toEqual(items));

  it('"non-members see Become a member …, or Resume membership when they have past memberships"', () => {
    expect(membershipLabel('reader')).toBe('Become a member');
    expect(membershipLabel('lapsed-member')).toBe('Resume membership');
  });
});

describe('docs/spec-checklist.md 1 §2.3: "on small screens a second bar … either Sign up / Sign in or an Upgrade button"', () => {
  it.each<[ViewerKind, ScreenSize, SecondBarItem[]]>([
    ['visitor', 'xs', ['sign-up', 'sign-in']],
    ['visitor', 'sm', ['sign-up', 'sign-in']],
    ['visitor', 'md', []],
    ['reader', 'xs', ['upgrade']],
    ['lapsed-member', 'sm', ['upgrade']],
    ['reader', 'lg', []],
    ['member', 'xs', []],
  ])('%s on %s', (kind, screen, items) => expect(secondBarItems(kind, screen)).toEqual(items));

  it.each<[ViewerKind, ScreenSize, SecondBarItem[]]>([
    ['visitor', 'xs', ['open-in-app', 'sign-up', 'sign-in']],
    ['reader', 'sm', ['open-in-app', 'upgrade']],
    ['member', 'xs', ['open-in-app']],
    ['member', 'md', []],
  ])('with an app to open: %s on %s', (kind, screen, items) =>
    expect(secondBarItems(kind, screen, true)).toEqual(items),
  );
});

describe('docs/spec-checklist.md 1 §5, §9: the unread badge', () => {
  it.each<[number, string | null]>([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('%i unread → %j', (count, badge) => expect(unreadBadge(count)).toBe(badge));
});

describe('what CSS hides where (the server cannot know the screen)', () => {
  it.each<[ViewerKind, TopBarItem, string[]]>([
    ['visitor', 'write', ['xs', 'sm']],
    ['visitor', 'search', ['xs']],
    ['visitor', 'search-icon', ['sm', 'md', 'lg', 'xl']],
    ['visitor', 'sign-up', ['xs', 'sm']],
    ['visitor', 'notifications', ['xs', 'sm', 'md', 'lg', 'xl']],
    ['reader', 'membership', ['xs', 'sm']],
    ['member', 'membership', ['xs', 'sm', 'md', 'lg', 'xl']],
    ['member', 'avatar', []],
  ])('%s: %s', (kind, item, screens) => expect(hiddenOn(kind, item)).toEqual(screens));
});
