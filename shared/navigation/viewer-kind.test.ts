import { describe, expect, it } from 'vitest';
import { screenSize, viewerKind, type NavigationViewer } from './viewer-kind.ts';
import { TEST_READER } from './test-reader.ts';

const READER = TEST_READER;

describe('docs/spec-checklist.md 1 §4 "Membership": the viewer kinds', () => {
  it.each<[string, NavigationViewer | null, string]>([
    ['nobody signed in', null, 'visitor'],
    ['"non-member"', READER, 'reader'],
    ['"member (mediumMemberAt set)"', { ...READER, mediumMemberAt: Date.UTC(2025, 4, 1) }, 'member'],
    ['"lapsed member (hasPastMemberships)"', { ...READER, hasPastMemberships: true }, 'lapsed-member'],
    [
      'a member who also had past memberships is a member',
      { ...READER, mediumMemberAt: 1, hasPastMemberships: true },
      'member',
    ],
    ['"a value above 0" makes a member; 0 does not', { ...READER, mediumMemberAt: 0 }, 'reader'],
  ])('%s', (_case, viewer, kind) => expect(viewerKind(viewer)).toBe(kind));
});

describe('docs/spec-checklist.md 1 §9: breakpoints xs 0, sm 552, md 728, lg 904, xl 1080', () => {
  it.each<[number, string]>([
    [320, 'xs'],
    [551, 'xs'],
    [552, 'sm'],
    [727, 'sm'],
    [728, 'md'],
    [903, 'md'],
    [904, 'lg'],
    [1079, 'lg'],
    [1080, 'xl'],
    [1920, 'xl'],
  ])('%i px is %s', (width, screen) => expect(screenSize(width)).toBe(screen));
});
