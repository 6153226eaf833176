import { describe, expect, it } from 'vitest';
import { avatarMenuItems, memberSince, type AvatarMenuItem } from './avatar-menu-items.ts';
import type { NavigationViewer, ScreenSize } from './viewer-kind.ts';
import { TEST_READER } from './test-reader.ts';

/** A menu as the labels a reader sees, in order. */
const labels = (items: AvatarMenuItem[]): string[] =>
  items.map((item) => {
    switch (item.kind) {
      case 'link':
        return item.label;
      case 'member-since':
        return memberSince(item.since);
      case 'get-started':
        return 'Get started';
      case 'design-profile':
        return item.popover ? 'Design your profile (popover)' : 'Design your profile';
      case 'sign-out':
        return `Sign out ${item.email ?? ''}`.trim();
      case 'footer':
        return 'Footer links';
      case 'separator':
        return '—';
      default:
        return item satisfies never;
    }
  });

const READER = TEST_READER;
const MEMBER: NavigationViewer = { ...READER, mediumMemberAt: Date.UTC(2025, 4, 12) };
const PUBLICATIONS = ['One', 'Two', 'Three', 'Four'].map((name) => ({
  id: `c-${name}`,
  name,
  slug: name.toLowerCase(),
}));

describe('docs/spec-checklist.md 1 §2.5: the visitor’s avatar menu', () => {
  it.each<[ScreenSize, string[]]>([
    ['xs', ['Get started', 'Write', 'Become a member', 'Apply to the Partner Program', 'Gift a membership']],
    ['lg', ['Get started', 'Become a member', 'Apply to the Partner Program', 'Gift a membership']],
  ])('on %s', (screen, expected) => expect(labels(avatarMenuItems(null, screen, ''))).toEqual(expected));
});

describe('docs/spec-checklist.md 1 §2.4: the signed-in avatar menu by viewer and screen', () => {
  it.each<[string, NavigationViewer, ScreenSize, string, string[]]>([
    [
      'a reader on a wide screen',
      READER,
      'lg',
      'x',
      [
        'Profile',
        'Series',
        'Lists',
        'Stories',
        'Stats',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Become a member',
        'Apply to the Partner Program',
        'Gift a membership',
        '—',
        'Sign out rex@example.com',
      ],
    ],
    [
      'a reader on a small screen gets Write, and the footer links at the end',
      READER,
      'xs',
      'x',
      [
        'Write',
        'Profile',
        'Series',
        'Lists',
        'Stories',
        'Stats',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Become a member',
        'Apply to the Partner Program',
        'Gift a membership',
        '—',
        'Sign out rex@example.com',
        'Footer links',
      ],
    ],
    [
      'a member: the member-since banner, no Become a member, their Member link',
      MEMBER,
      'md',
      'x',
      [
        'Member since May 2025',
        'Profile',
        'Series',
        'Lists',
        'Stories',
        'Stats',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Apply to the Partner Program',
        'Gift a membership',
        'Member link',
        '—',
        'Sign out rex@example.com',
      ],
    ],
    [
      'a lapsed member resumes',
      { ...READER, hasPastMemberships: true },
      'md',
      'x',
      [
        'Profile',
        'Series',
        'Lists',
        'Stories',
        'Stats',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Resume membership',
        'Apply to the Partner Program',
        'Gift a membership',
        '—',
        'Sign out rex@example.com',
      ],
    ],
    [
      'a partner: Partner Program, no Apply',
      { ...MEMBER, isPartnerProgramEnrolled: true },
      'xl',
      'x',
      [
        'Member since May 2025',
        'Profile',
        'Series',
        'Lists',
        'Stories',
        'Stats',
        'Partner Program',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Gift a membership',
        'Member link',
        '—',
        'Sign out rex@example.com',
      ],
    ],
    [
      'an editor of four publications: three, then See all publications',
      { ...READER, adminCollections: PUBLICATIONS },
      'lg',
      'x',
      [
        'Profile',
        'Series',
        'Lists',
        'Stories',
        'Stats',
        '—',
        'One',
        'Two',
        'Three',
        'See all publications',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Become a member',
        'Apply to the Partner Program',
        'Gift a membership',
        '—',
        'Sign out rex@example.com',
      ],
    ],
    [
      'profile design on: Design your profile instead of Profile and Series',
      { ...READER, isAuroraVisible: true },
      'lg',
      'x',
      [
        'Design your profile',
        'Lists',
        'Stories',
        'Stats',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Become a member',
        'Apply to the Partner Program',
        'Gift a membership',
        '—',
        'Sign out rex@example.com',
      ],
    ],
    [
      'profile design on a small screen opens the popover',
      { ...READER, isAuroraVisible: true },
      'sm',
      'x',
      [
        'Write',
        'Design your profile (popover)',
        'Lists',
        'Stories',
        'Stats',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Become a member',
        'Apply to the Partner Program',
        'Gift a membership',
        '—',
        'Sign out rex@example.com',
        'Footer links',
      ],
    ],
    [
      'no anti-forgery value: no Sign out',
      READER,
      'lg',
      '',
      [
        'Profile',
        'Series',
        'Lists',
        'Stories',
        'Stats',
        '—',
        'Settings',
        'Refine recommendations',
        'Manage publications',
        '—',
        'Become a member',
        'Apply to the Partner Program',
        'Gift a membership',
      ],
    ],
  ])('%s', (_case, viewer, screen, xsrf, expected) =>
    expect(labels(avatarMenuItems(viewer, screen, xsrf))).toEqual(expected),
  );

  it('links each item where the specification sends it', () => {
    const links = avatarMenuItems({ ...READER, adminCollections: PUBLICATIONS.slice(0, 1) }, 'lg', 'x').filter(
      (item) => item.kind === 'link',
    );
    expect(links.map((item) => [item.label, item.route, item.params ?? {}])).toEqual([
      ['Profile', 'ShowUser', { username: 'rex' }],
      ['Series', 'ShowUserSeries', { username: 'rex' }],
      ['Lists', 'ShowYourLists', {}],
      ['Stories', 'ShowYourStories', { filterBy: 'drafts' }],
      ['Stats', 'ShowStats', {}],
      ['One', 'ShowCollectionHome', { collectionSlug: 'one' }],
      ['Settings', 'ShowSettings', {}],
      ['Refine recommendations', 'ShowFollowsIndex', {}],
      ['Manage publications', 'ShowYourCollections', {}],
      ['Become a member', 'ShowPay', {}],
      ['Apply to the Partner Program', 'ShowPartnerEnroll', {}],
      ['Gift a membership', 'ShowGiftPlans', {}],
    ]);
  });

  it('sends Write on a small screen through the mobile web editor’s redirect (docs/spec-checklist.md 1 §2.9); a visitor signs up first (docs/spec-checklist.md 1 §6)', () => {
    const write = (viewer: NavigationViewer | null) =>
      avatarMenuItems(viewer, 'xs', 'x').find((item) => item.kind === 'link' && item.label === 'Write');
    expect(write(READER)).toEqual({ kind: 'link', label: 'Write', route: 'ShowMobileWebEditorRedirectNewStory' });
    expect(write(null)).toEqual({
      kind: 'link',
      label: 'Write',
      route: 'ShowSignIn',
      query: { operation: 'register', entry: 'global_nav', redirect: '/m-write' },
    });
  });
});
