import { describe, expect, it } from 'vitest';
import { showsPrivacyBanner } from './privacy-banner.ts';
import { inPrivacyRegion } from './privacy-region.ts';

describe('the EU privacy banner (docs/spec-checklist.md 1 §4, §9)', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['an EU member state', 'DE', true],
    ['another, in lower case', 'fr', true],
    ['“plus GB”', 'GB', true],
    ['outside the EU', 'US', false],
    ['Switzerland is not a member state', 'CH', false],
    ['no country known', null, false],
    ['the edge reported none', undefined, false],
  ])('the region: %s', (_case, country, inRegion) => {
    expect(inPrivacyRegion(country)).toBe(inRegion);
  });

  it.each<[string, { signedIn: boolean; inRegion: boolean; cookies: string }, boolean]>([
    [
      'a logged-out visitor in the region who has not accepted',
      { signedIn: false, inRegion: true, cookies: 'uid=lo_1' },
      true,
    ],
    ['one with no cookies at all', { signedIn: false, inRegion: true, cookies: '' }, true],
    [
      '“who have not accepted”: the cookie 201805-policy says they have',
      { signedIn: false, inRegion: true, cookies: 'uid=lo_1; 201805-policy=1' },
      false,
    ],
    [
      'a cookie that only ends with the name does not count',
      { signedIn: false, inRegion: true, cookies: 'x201805-policy=1' },
      true,
    ],
    ['a signed-in reader', { signedIn: true, inRegion: true, cookies: '' }, false],
    ['a visitor outside the region', { signedIn: false, inRegion: false, cookies: '' }, false],
  ])('%s', (_case, reader, shows) => {
    expect(showsPrivacyBanner(reader)).toBe(shows);
  });
});
