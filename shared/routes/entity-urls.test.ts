import { describe, expect, it } from 'vitest';
import { collectionUrl, postUrl, userUrl } from './entity-urls.ts';

const MAIN = { table: 'default', authOrigin: 'https://quire.example' } as const;
const LOCAL = { table: 'default', authOrigin: 'http://localhost:8787' } as const;

describe('docs/spec-checklist.md 1 §2.2: where a writer, a publication and a story live', () => {
  it.each([
    [
      'a custom live domain',
      { id: 'u1', username: 'ada', customDomainState: { live: { domain: 'ada.blog' } } },
      MAIN,
      'https://ada.blog',
    ],
    ['a username subdomain', { id: 'u1', username: 'ada', hasSubdomain: true }, MAIN, 'https://ada.quire.example'],
    [
      'a subdomain keeps the auth origin’s port',
      { id: 'u1', username: 'ada', hasSubdomain: true },
      LOCAL,
      'http://ada.localhost:8787',
    ],
    ['/@{username}', { id: 'u1', username: 'ada' }, MAIN, 'https://quire.example/@ada'],
    ['/u/{id} without a username', { id: 'u1' }, MAIN, 'https://quire.example/u/u1'],
  ])('a writer: %s', (_case, user, context, url) => expect(userUrl(user, context)).toBe(url));

  it('reads each page’s own auth origin, however the calls alternate', () => {
    const user = { id: 'u1', username: 'ada', hasSubdomain: true };
    expect([MAIN, LOCAL, MAIN].map((context) => userUrl(user, context))).toEqual([
      'https://ada.quire.example',
      'http://ada.localhost:8787',
      'https://ada.quire.example',
    ]);
  });

  it.each([
    ['its own domain', { id: 'c1', slug: 'mag', domain: 'mag.example' }, 'https://mag.example'],
    ['/{slug}', { id: 'c1', slug: 'mag' }, 'https://quire.example/mag'],
    ['/c/{id} without a slug', { id: 'c1' }, 'https://quire.example/c/c1'],
  ])('a publication: %s', (_case, collection, url) => expect(collectionUrl(collection, MAIN)).toBe(url));

  it.each([
    ['a series goes to ShowSeries', { id: 'a1', isSeries: true }, 'https://quire.example/series/a1'],
    [
      'a sequence post to its sequence',
      { id: 'a1', uniqueSlug: 'slow-a1', sequence: { slug: 'streets' } },
      'https://quire.example/s/streets/slow-a1',
    ],
    [
      'a post in a publication to the publication plus its slug',
      { id: 'a1', uniqueSlug: 'slow-a1', collection: { id: 'c1', slug: 'mag' } },
      'https://quire.example/mag/slow-a1',
    ],
    [
      'otherwise the writer plus its slug',
      { id: 'a1', uniqueSlug: 'slow-a1', creator: { id: 'u1', username: 'ada', hasSubdomain: true } },
      'https://ada.quire.example/slow-a1',
    ],
  ])('a story: %s', (_case, post, url) => expect(postUrl(post, MAIN)).toBe(url));
});
