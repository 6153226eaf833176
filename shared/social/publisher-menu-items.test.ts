import { describe, expect, it } from 'vitest';
import type { ScreenSize } from '../navigation/viewer-kind.ts';
import { publisherMenuItems, type PublisherMenuPage } from './publisher-menu-items.ts';

const labels = (place: PublisherMenuPage, screen: ScreenSize = 'lg') =>
  publisherMenuItems(place, screen).map((item) =>
    item.kind === 'design-profile' ? `Design your profile${item.dialog ? ' (dialog)' : ''}` : item.label,
  );
const publication = { page: 'publication', isEditor: false, isCreator: false, hideAboutLink: false } as const;
const EDITOR_TOOLS = ['Stories', 'View Stats', 'Design your publication', 'Newsletter', 'Settings'];

describe('publisherMenuItems (docs/spec-checklist.md 1 §2.7)', () => {
  it.each<[string, PublisherMenuPage, string[]]>([
    [
      'a reader of a publication: copy link and "an About link for the publication"',
      publication,
      ['Copy link to publication', 'About'],
    ],
    [
      'a reader, when the publication sets hideAboutLink (it hides About only for its creator and editors)',
      { ...publication, hideAboutLink: true },
      ['Copy link to publication', 'About'],
    ],
    [
      'an editor: "hidden for editors"; "Stories, View Stats, Design your publication, Newsletter, Settings"',
      { ...publication, isEditor: true },
      ['Copy link to publication', ...EDITOR_TOOLS],
    ],
    [
      'the creator, who keeps About',
      { ...publication, isCreator: true },
      ['Copy link to publication', 'About', ...EDITOR_TOOLS],
    ],
    [
      'the creator "when hideAboutLink is set"',
      { ...publication, isCreator: true, hideAboutLink: true },
      ['Copy link to publication', ...EDITOR_TOOLS],
    ],
    ['someone else’s profile', { page: 'profile', isOwnProfile: false }, ['Copy link to profile']],
    [
      'one’s own profile: "Design your profile, desktop only"',
      { page: 'profile', isOwnProfile: true },
      ['Copy link to profile', 'Design your profile'],
    ],
  ])('%s', (_, place, expected) => expect(labels(place)).toEqual(expected));

  it.each<[ScreenSize, string]>([
    ['xs', 'Design your profile (dialog)'],
    ['sm', 'Design your profile (dialog)'],
    ['md', 'Design your profile'],
    ['xl', 'Design your profile'],
  ])('own profile on %s: "on small screens a dialog titled \'Only available on desktop\'"', (screen, item) => {
    expect(labels({ page: 'profile', isOwnProfile: true }, screen)[1]).toBe(item);
  });
});
