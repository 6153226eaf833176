import { describe, expect, it } from 'vitest';
import { requestEligibility, type PageRequest } from './request-eligibility.ts';

const request = (address: string, overrides: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  url: new URL(address),
  sessionCookie: undefined,
  authorization: undefined,
  ...overrides,
});

const reason = (page: PageRequest): string | null => {
  const eligibility = requestEligibility(page, 'v1');
  return eligibility.eligible ? null : eligibility.reason;
};

describe('only anonymous GET and HEAD requests are eligible', () => {
  it.each<[string, Partial<PageRequest>, string | null]>([
    ['a visitor’s GET', {}, null],
    ['a visitor’s HEAD', { method: 'HEAD' }, null],
    ['POST', { method: 'POST' }, 'method'],
    ['PUT', { method: 'PUT' }, 'method'],
    ['OPTIONS', { method: 'OPTIONS' }, 'method'],
    ['a session cookie', { sessionCookie: 'abc123' }, 'signed in'],
    [
      'a logged-out session id (lo_…) counts as a visitor (docs/spec-checklist.md 2 §3)',
      { sessionCookie: 'lo_abc' },
      null,
    ],
    ['an empty session cookie is no session', { sessionCookie: '' }, null],
    ['an Authorization header', { authorization: 'Basic eDp5' }, 'signed in'],
    ['a browser’s Accept', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }, null],
    ['a fediverse server asking for the actor', { accept: 'application/activity+json' }, 'activitystreams'],
    [
      'JSON-LD with the ActivityStreams profile',
      { accept: 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"' },
      'activitystreams',
    ],
  ])('%s', (_case, overrides, expected) =>
    expect(reason(request('http://localhost/@alice', overrides))).toBe(expected),
  );
});

describe('only plain paths are eligible (path-confusion variants never reach the cache)', () => {
  it.each<[string, string | null]>([
    ['/', null],
    ['/@alice', null],
    ['/@alice/a-story-0123456789ab', null],
    ['/tag/data-science/top/year', null],
    ['/@alice;x', 'path'],
    ['/@alice/;jsessionid=1', 'path'],
    ['/@alice%2Fsecret', 'path'],
    ['/%40alice', 'path'],
    ['/@alice/', 'path'],
    ['//@alice', 'path'],
    ['/@alice//x', 'path'],
    // the URL parser resolves dot segments (encoded ones too) first: /@alice/x, /p/ and /x
    ['/@alice/./x', null],
    ['/p/0123456789ab/..', 'path'],
    ['/@alice/%2e%2e/x', null],
    ['/@alice/x%00', 'path'],
  ])('%s', (path, expected) => expect(reason(request(`http://localhost${path}`))).toBe(expected));
});

describe('the query may carry only allow-listed parameters', () => {
  it.each<[string, string | null]>([
    ['?utm_source=news&utm_medium=mail', null],
    ['?source=home', null],
    ['?sk=0123456789', 'query'],
    ['?page=2', 'query'],
    ['?utm_source=a&utm_source=b', 'query'],
  ])('%s', (query, expected) => expect(reason(request(`http://localhost/@alice${query}`))).toBe(expected));
});

describe('the key: normalized host, path, allowed parameters, build', () => {
  const key = (address: string) => {
    const eligibility = requestEligibility(request(address), 'v1');
    return eligibility.eligible ? eligibility.key : null;
  };

  it.each<[string, string]>([
    ['http://localhost/@alice', 'http://localhost/@alice?build=v1'],
    ['http://LocalHost/@alice', 'http://localhost/@alice?build=v1'],
    ['http://daily.example./p/0123456789ab', 'http://daily.example/p/0123456789ab?build=v1'],
    ['http://localhost:8787/', 'http://localhost:8787/?build=v1'],
    ['http://localhost/@alice?utm_medium=b&utm_source=a', 'http://localhost/@alice?utm_medium=b&utm_source=a&build=v1'],
    ['http://localhost/@alice?utm_source=a&utm_medium=b', 'http://localhost/@alice?utm_medium=b&utm_source=a&build=v1'],
  ])('%s → %s', (address, expected) => expect(key(address)).toBe(expected));

  it('a new build never reads an old build’s pages', () => {
    const a = requestEligibility(request('http://localhost/'), 'release.main-AAA.js');
    const b = requestEligibility(request('http://localhost/'), 'release.main-BBB.js');
    expect(a.eligible && b.eligible && a.key !== b.key).toBe(true);
  });
});
