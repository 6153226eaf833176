import { describe, expect, it } from 'vitest';
import { ONE_TAP_QUIET_MS, shouldShowOneTap, type OneTapSituation } from './one-tap-rule.ts';

const NOW = Date.UTC(2026, 10, 22);
const shown: OneTapSituation = {
  loggedIn: false,
  googleConfigured: true,
  routeName: 'ShowPost',
  onOtherHost: false,
  flags: { enable_google_one_tap: true, enable_google_one_tap_on_subdomains: false, disable_login_google: false },
  hiddenAt: null,
  now: NOW,
  viewportWidth: 1280,
  referrer: '',
};

describe('shouldShowOneTap (docs/spec-checklist.md 2 §4: only when every condition holds)', () => {
  it('shows for a logged-out reader on a story, with the flag on', () => {
    expect(shouldShowOneTap(shown)).toBe(true);
  });

  it.each<[string, Partial<OneTapSituation>]>([
    ['a logged-in viewer', { loggedIn: true }],
    ['no Google sign-in configured', { googleConfigured: false }],
    ['the flag off', { flags: { ...shown.flags, enable_google_one_tap: false } }],
    ['Google sign-in turned off', { flags: { ...shown.flags, disable_login_google: true } }],
    ['a writer’s domain without the subdomain flag', { onOtherHost: true }],
    ['a page outside the list', { routeName: 'ShowSettings' }],
    ['the sign-in page itself', { routeName: 'ShowSignIn' }],
    ['a dismissal a day ago', { hiddenAt: NOW - 86_400_000 }],
    ['a small screen arriving from a search engine', { viewportWidth: 390, referrer: 'https://www.google.com/' }],
  ])('hides for %s', (_, change) => {
    expect(shouldShowOneTap({ ...shown, ...change })).toBe(false);
  });

  it.each<[string, Partial<OneTapSituation>]>([
    [
      'a writer’s domain with the subdomain flag',
      { onOtherHost: true, flags: { ...shown.flags, enable_google_one_tap_on_subdomains: true } },
    ],
    ['a dismissal a week ago', { hiddenAt: NOW - ONE_TAP_QUIET_MS }],
    ['a small screen arriving from elsewhere', { viewportWidth: 390, referrer: 'https://news.example/' }],
    ['a large screen arriving from a search engine', { referrer: 'https://www.bing.com/search?q=x' }],
    ['the home page', { routeName: 'ShowHome' }],
  ])('still shows for %s', (_, change) => {
    expect(shouldShowOneTap({ ...shown, ...change })).toBe(true);
  });
});
