import { describe, expect, it } from 'vitest';
import {
  cacheGroup,
  mergeCacheDecisions,
  pageCacheDecision,
  requestCacheDecision,
  type CacheDecision,
  type PageCacheFacts,
  type RequestCacheFacts,
} from './cache-decision.ts';

const clear: RequestCacheFacts = {
  flaggedByEdge: true,
  sessionSpoofed: false,
  middlewareInUse: true,
  flags: { is_internal_ip: false, is_medium_staff: false, disable_edge_cache: false },
};

describe('docs/spec-checklist.md 2 §4: "several checks are merged and Disabled wins"', () => {
  it.each<[string, CacheDecision[], CacheDecision]>([
    ['no checks', [], 'Control'],
    ['Control alone', ['Control'], 'Control'],
    ['Enabled over Control', ['Control', 'Enabled'], 'Enabled'],
    ['Disabled over Enabled', ['Enabled', 'Disabled'], 'Disabled'],
    ['Disabled over everything', ['Enabled', 'Control', 'Disabled', 'Enabled'], 'Disabled'],
  ])('%s', (_case, decisions, merged) => expect(mergeCacheDecisions(decisions)).toBe(merged));
});

describe('docs/spec-checklist.md 2 §4: "Disabled when …"', () => {
  it.each<[string, Partial<RequestCacheFacts> & { flag?: keyof RequestCacheFacts['flags'] }, CacheDecision]>([
    ['nothing applies: no opinion', {}, 'Control'],
    ['"the request is not flagged by the edge"', { flaggedByEdge: false }, 'Disabled'],
    ['"the session is spoofed"', { sessionSpoofed: true }, 'Disabled'],
    ['"the IP is internal (is_internal_ip)"', { flag: 'is_internal_ip' }, 'Disabled'],
    ['"the viewer is staff (is_medium_staff)"', { flag: 'is_medium_staff' }, 'Disabled'],
    ['"disable_edge_cache is on"', { flag: 'disable_edge_cache' }, 'Disabled'],
    ['"the cache middleware worker is not in use"', { middlewareInUse: false }, 'Disabled'],
  ])('%s', (_case, { flag, ...facts }, decision) => {
    expect(
      requestCacheDecision({ ...clear, ...facts, flags: { ...clear.flags, ...(flag ? { [flag]: true } : {}) } }),
    ).toBe(decision);
  });
});

describe('docs/spec-checklist.md 2 §4: the page checks', () => {
  it.each<[string, PageCacheFacts, CacheDecision]>([
    ['"Home route: Enabled"', { kind: 'home' }, 'Enabled'],
    [
      '"Post: Disabled if the post is a draft (unpublished)"',
      { kind: 'post', post: { isPublished: false }, canViewSuspendedContent: false },
      'Disabled',
    ],
    [
      '"Disabled if published but the viewer may see suspended content"',
      { kind: 'post', post: { isPublished: true }, canViewSuspendedContent: true },
      'Disabled',
    ],
    [
      '"otherwise Enabled, with cache tags"',
      { kind: 'post', post: { isPublished: true }, canViewSuspendedContent: false },
      'Enabled',
    ],
    ['a post that does not exist', { kind: 'post', post: null, canViewSuspendedContent: false }, 'Disabled'],
    ['"Topic: Enabled when the tag exists"', { kind: 'topic', tagExists: true }, 'Enabled'],
    ['a topic whose tag does not exist: no opinion', { kind: 'topic', tagExists: false }, 'Control'],
    ['profiles and publications', { kind: 'public' }, 'Enabled'],
    ['any other page: no opinion, so never stored', { kind: 'other' }, 'Control'],
  ])('%s', (_case, page, decision) => expect(pageCacheDecision(page)).toBe(decision));

  it('a request check that says Disabled wins over an Enabled page', () => {
    expect(
      mergeCacheDecisions([
        requestCacheDecision({ ...clear, sessionSpoofed: true }),
        pageCacheDecision({ kind: 'home' }),
      ]),
    ).toBe('Disabled');
    expect(mergeCacheDecisions([requestCacheDecision(clear), pageCacheDecision({ kind: 'home' })])).toBe('Enabled');
  });
});

describe('docs/spec-checklist.md 2 §4: "Cache experiment groups: disabled, enabled, control"', () => {
  it.each<[string | undefined, string]>([
    ['enabled', 'enabled'],
    ['control', 'control'],
    ['disabled', 'disabled'],
    [' Enabled ', 'enabled'],
    ['', 'disabled'],
    [undefined, 'disabled'],
  ])('EDGE_CACHE=%j is the %s group', (setting, group) => expect(cacheGroup(setting)).toBe(group));

  it('refuses a setting that names no group', () => {
    expect(() => cacheGroup('on')).toThrow('EDGE_CACHE must be one of disabled, enabled, control');
  });
});
