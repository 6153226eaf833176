import { describe, expect, it } from 'vitest';
import { predictiveRequests } from './predictive-requests.ts';

const visitor = { loggedIn: false, isBot: false, ownerId: null };

describe('the popover’s multi-query (docs/spec-checklist.md 1 §2.10, §9; docs/spec-checklist.md 3 §6, §7)', () => {
  it('asks for people, publications and tags, 3 hits each, on the general scope', () => {
    const requests = predictiveRequests({ kind: 'general' }, 'slo', visitor);
    expect(requests.map((request) => [request.indexName, request.params.hitsPerPage])).toEqual([
      ['quire_users', 3],
      ['quire_collections', 3],
      ['quire_tags', 3],
    ]);
  });

  it.each<[string, { kind: 'publication'; collectionSlug: string } | { kind: 'profile'; username: string }, string]>([
    ['“From this Publication”: its stories', { kind: 'publication', collectionSlug: 'the-mag' }, 'collectionId:"c-1"'],
    ['“From this Profile”: the writer’s stories', { kind: 'profile', username: 'ann' }, 'creatorId:"c-1"'],
  ])('%s, 8 hits', (_case, scope, filters) => {
    expect(predictiveRequests(scope, 'slo', { ...visitor, ownerId: 'c-1' })).toEqual([
      {
        indexName: 'quire_posts',
        params: {
          query: 'slo',
          hitsPerPage: 8,
          filters,
          clickAnalytics: true,
          analyticsTags: ['logged-out'],
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
        },
      },
    ]);
  });

  it('searches generally until the scope’s owner is known', () => {
    expect(predictiveRequests({ kind: 'profile', username: 'ann' }, 'slo', visitor)).toHaveLength(3);
  });

  it.each<[string, { loggedIn: boolean; isBot: boolean }, boolean, string]>([
    ['a visitor is tagged logged-out', { loggedIn: false, isBot: false }, true, 'logged-out'],
    ['a reader is tagged logged-in', { loggedIn: true, isBot: false }, true, 'logged-in'],
    ['“Bots: search click analytics are off”', { loggedIn: false, isBot: true }, false, 'logged-out'],
  ])('%s', (_case, who, clickAnalytics, tag) => {
    const [first] = predictiveRequests({ kind: 'general' }, 'slo', { ...who, ownerId: null });
    expect(first?.params.clickAnalytics).toBe(clickAnalytics);
    expect(first?.params.analyticsTags).toEqual([tag]);
  });
});
