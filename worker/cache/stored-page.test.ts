import { describe, expect, it } from 'vitest';
import { EDGE_FRESH_SECONDS, endsAsDocument, freshness, mayStore, type RenderedPage } from './stored-page.ts';

const page: RenderedPage = {
  decision: 'Enabled',
  method: 'GET',
  status: 200,
  headers: new Headers({ 'Content-Type': 'text/html; charset=utf-8' }),
};

describe('what may be stored (safety rules on top of docs/spec-checklist.md 2 §4)', () => {
  it.each<[string, Partial<RenderedPage>, boolean]>([
    ['an Enabled page answered 200 with HTML', {}, true],
    ['a page whose decision is Control', { decision: 'Control' }, false],
    ['a page whose decision is Disabled', { decision: 'Disabled' }, false],
    ['a HEAD request (it has no body to keep)', { method: 'HEAD' }, false],
    ['a 404', { status: 404 }, false],
    ['a 500', { status: 500 }, false],
    ['a redirect', { status: 301 }, false],
    [
      'a response that sets a cookie',
      { headers: new Headers({ 'Content-Type': 'text/html', 'Set-Cookie': 'sid=1' }) },
      false,
    ],
    [
      'a page the renderer marked private (a viewer’s)',
      { headers: new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' }) },
      false,
    ],
    [
      'a page the renderer marked no-store',
      { headers: new Headers({ 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }) },
      false,
    ],
    ['something other than HTML', { headers: new Headers({ 'Content-Type': 'application/json' }) }, false],
  ])('%s: %s', (_case, overrides, expected) => expect(mayStore({ ...page, ...overrides })).toBe(expected));
});

describe('a stream that failed part-way is never stored', () => {
  it.each<[string, string, boolean]>([
    ['a whole document', '<!DOCTYPE html><html><body>…</body></html>', true],
    ['a whole document and a line break', '<!DOCTYPE html><html><body>…</body></html>\r\n \t', true],
    ['a document cut short', '<!DOCTYPE html><html><body><p>Half', false],
    ['a document cut inside its last tag', '<!DOCTYPE html><html><body>…</body></htm', false],
    ['something after the document', '<!DOCTYPE html><html><body>…</body></html><p>', false],
    ['the end tag alone', '</html>', true],
    ['shorter than the end tag', 'html>', false],
    ['nothing', '', false],
  ])('%s', (_case, html, expected) => expect(endsAsDocument(new TextEncoder().encode(html))).toBe(expected));
});

describe('fresh for an hour, then EXPIRED', () => {
  const storedAt = Date.UTC(2026, 10, 22, 12);
  it.each<[string, number, string]>([
    ['just stored', storedAt, 'fresh'],
    ['a second before the hour', storedAt + EDGE_FRESH_SECONDS * 1000 - 1000, 'fresh'],
    ['at the hour', storedAt + EDGE_FRESH_SECONDS * 1000, 'expired'],
    ['a day later', storedAt + 86_400_000, 'expired'],
  ])('%s', (_case, now, expected) => expect(freshness(storedAt, now)).toBe(expected));

  it('a copy without a readable store time counts as expired', () =>
    expect(freshness(Number.NaN, storedAt)).toBe('expired'));
});
