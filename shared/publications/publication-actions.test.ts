import { describe, expect, it } from 'vitest';
import { publicationActions } from './publication-actions.ts';

describe('publicationActions (docs/spec-checklist.md 1 §2.8)', () => {
  it.each([
    [
      'the classic design, not eligible for the new one',
      { isAuroraVisible: false, isAuroraEligible: false },
      ['Write a story', 'Stories', 'Stats', 'Followers', 'Newsletter', 'Navigation', 'Feature pages', 'Settings'],
    ],
    [
      '"Navigation and Feature pages (when the new design is not visible)"; "Homepage and settings" with it',
      { isAuroraVisible: true, isAuroraEligible: true },
      [
        'Write a story',
        'Stories',
        'Stats',
        'Followers',
        'Newsletter',
        'Homepage and settings',
        'Design your publication',
      ],
    ],
    [
      '"Design your publication (if eligible)"',
      { isAuroraVisible: false, isAuroraEligible: true },
      [
        'Write a story',
        'Stories',
        'Stats',
        'Followers',
        'Newsletter',
        'Navigation',
        'Feature pages',
        'Settings',
        'Design your publication',
      ],
    ],
  ])('%s', (_, collection, labels) => {
    expect(publicationActions(collection).map((action) => action.label)).toEqual(labels);
  });
});
