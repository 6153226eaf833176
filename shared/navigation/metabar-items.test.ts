import { describe, expect, it } from 'vitest';
import { isMetabarPage, metabarHiddenOn, metabarItems, type MetabarItem } from './metabar-items.ts';
import type { ScreenSize, ViewerKind } from './viewer-kind.ts';

describe('the metabar reading of the top bar (docs/spec-checklist.md 1 §2.3, §6)', () => {
  it.each<[string, ViewerKind, ScreenSize, boolean, MetabarItem[]]>([
    ['visitors see the sign-in and sign-up bar: nothing more', 'visitor', 'lg', false, []],
    ['a visitor is never an editor', 'visitor', 'lg', true, []],
    ['a reader: no Write (their membership button stays)', 'reader', 'lg', false, []],
    ['a lapsed member: no Write', 'lapsed-member', 'md', false, []],
    [
      '“a Write button shown only to signed-in members; a Gift a membership link for members”',
      'member',
      'xl',
      false,
      ['write', 'gift'],
    ],
    ['“publication editors get publication tools”', 'member', 'lg', true, ['write', 'gift', 'publication-tools']],
    ['an editor who is not a member gets the tools alone', 'reader', 'md', true, ['publication-tools']],
    ['small screens have no room: the avatar menu holds Write', 'member', 'sm', true, []],
    ['nor extra-small ones', 'member', 'xs', true, []],
  ])('%s', (_case, kind, screen, editsHere, items) => expect(metabarItems(kind, screen, editsHere)).toEqual(items));

  it('hides on small screens what wide ones show', () => {
    expect(metabarHiddenOn('member', 'gift', false)).toEqual(['xs', 'sm']);
    expect(metabarHiddenOn('reader', 'write', false)).toEqual(['xs', 'sm', 'md', 'lg', 'xl']);
  });

  it('is the reading of a publication’s pages only', () => {
    expect(isMetabarPage('publication-profile')).toBe(true);
    expect(isMetabarPage('post')).toBe(false);
    expect(isMetabarPage('home')).toBe(false);
  });
});
