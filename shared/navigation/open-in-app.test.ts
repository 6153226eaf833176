import { describe, expect, it } from 'vitest';
import { openInAppHref } from './open-in-app.ts';

const APP = 'https://quire.app.link/open';
const STORY = {
  canonicalUrl: 'https://quire.example/@ada/slow-a00000000001',
  routeName: 'ShowPostUnderUser',
  loggedIn: false,
};

describe('Open in app (docs/spec-checklist.md 1 §2.3)', () => {
  it('carries the canonical address, the feature tag, a channel and a stage', () => {
    const href = new URL(openInAppHref(APP, STORY) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(APP);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      $canonical_url: STORY.canonicalUrl,
      feature: 'logged_out',
      channel: 'quire_web',
      stage: 'second_bar',
    });
  });

  it.each<[string, string, typeof STORY, string | null]>([
    ['a signed-in reader is tagged logged in', APP, { ...STORY, loggedIn: true }, 'logged_in'],
    ['“hidden on the newsletter landing route”', APP, { ...STORY, routeName: 'ShowCollectionNewsletterLanding' }, null],
    ['no app configured, no link', '', STORY, null],
  ])('%s', (_case, deepLinkUrl, page, feature) => {
    const href = openInAppHref(deepLinkUrl, page);
    expect(href === null ? null : new URL(href).searchParams.get('feature')).toBe(feature);
  });
});
