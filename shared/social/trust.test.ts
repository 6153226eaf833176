import { describe, expect, it } from 'vitest';
import { blockedDomainOf, domainsOf, linksIn, mentionsIn, normalizeLinkDomain, trustLevel } from './trust.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 1);

describe('an account’s trust level (docs/trust-and-safety.md, "Spam limits")', () => {
  const account = { createdAt: NOW, followerCount: 0, isStaff: false, isModerator: false };
  it.each([
    ['an account made today is new', {}, 'NEW'],
    ['two days on, still new', { createdAt: NOW - 2 * DAY }, 'NEW'],
    ['three days on, a member', { createdAt: NOW - 3 * DAY }, 'MEMBER'],
    ['three followers lift the limits at once', { followerCount: 3 }, 'MEMBER'],
    ['two do not', { followerCount: 2 }, 'NEW'],
    ['staff are trusted from the start', { isStaff: true }, 'MEMBER'],
    ['moderators too', { isModerator: true }, 'MEMBER'],
  ] as const)('%s', (_case, facts, level) => {
    expect(trustLevel({ ...account, ...facts }, NOW)).toBe(level);
  });
});

const paragraph = (text: string, markups: object[] = [], href?: string) => ({
  name: 'p',
  type: 'P' as const,
  text,
  markups: markups as never,
  ...(href ? { href } : {}),
});

describe('the links and mentions a piece of writing carries', () => {
  it.each([
    [
      'a link markup',
      [paragraph('Read this.', [{ type: 'A', start: 5, end: 9, href: 'https://a.example/' }])],
      ['https://a.example/'],
    ],
    [
      'an address written out, as in a response',
      [paragraph('See https://b.example/x and www.c.example.')],
      ['https://b.example/x', 'https://www.c.example'],
    ],
    ['an embed', [paragraph('', [], 'https://video.example/1')], ['https://video.example/1']],
    [
      'a linked address counts once',
      [paragraph('https://d.example/', [{ type: 'A', start: 0, end: 18, href: 'https://d.example/' }])],
      ['https://d.example/'],
    ],
    ['plain words, none', [paragraph('No links here, e.g. none.')], []],
  ])('%s', (_case, paragraphs, links) => {
    expect(linksIn(paragraphs)).toEqual(links);
  });

  it('counts each person mentioned once', () => {
    expect(
      mentionsIn([
        paragraph('Hi @ann and @ann and @rex', [
          { type: 'USER', start: 3, end: 7, userId: 'u-ann' },
          { type: 'USER', start: 12, end: 16, userId: 'u-ann' },
          { type: 'USER', start: 21, end: 25, userId: 'u-rex' },
        ]),
      ]),
    ).toBe(2);
  });
});

describe('blocked link domains', () => {
  it.each([
    ['https://Spam.example/x', 'spam.example'],
    ['www.spam.example', 'spam.example'],
    ['spam.example.', 'spam.example'],
    ['not a domain', null],
    ['localhost', null],
  ])('%s is typed as %s', (input, domain) => {
    expect(normalizeLinkDomain(input)).toBe(domain);
  });

  it('lists the domains a link falls under, most specific first', () => {
    expect(domainsOf('https://a.b.spam.example/x')).toEqual(['a.b.spam.example', 'b.spam.example', 'spam.example']);
    expect(domainsOf('not an address')).toEqual([]);
  });

  it.each([
    ['the domain itself', 'https://spam.example/', 'spam.example'],
    ['a host under it', 'http://shop.spam.example/deal', 'spam.example'],
    ['a name that only ends alike', 'https://notspam.example/', null],
    ['another domain', 'https://good.example/', null],
  ])('%s', (_case, href, blocked) => {
    expect(blockedDomainOf(href, new Set(['spam.example']))).toBe(blocked);
  });
});
