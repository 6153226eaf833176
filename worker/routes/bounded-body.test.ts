import { describe, expect, it } from 'vitest';
import { boundedBody, jsonDepth, TOO_DEEP, TOO_LARGE } from './bounded-body.ts';

describe('jsonDepth', () => {
  it.each([
    ['1', 0],
    ['"text"', 0],
    ['{}', 1],
    ['[[], {}]', 2],
    ['{"a": {"b": [1, 2, {"c": null}]}}', 4],
    ['{"brackets in a string": "[[[{{{"}', 1],
    ['{"an escaped quote": "\\"[[[", "x": [1]}', 2],
    ['['.repeat(100_000) + ']'.repeat(100_000), 100_000],
  ])('%s is %i deep', (text, depth) => {
    expect(jsonDepth(text)).toBe(depth);
  });
});

/** A request whose body comes as a stream without Content-Length, as a sender may send it. */
const streamed = (text: string) =>
  new Request('http://localhost/ap/inbox', {
    method: 'POST',
    body: new Blob([text]).stream(),
    duplex: 'half',
  } as RequestInit);

describe('boundedBody', () => {
  it('reads a body within its limits', async () => {
    expect(await boundedBody(streamed('{"a": [1]}'), { maxBytes: 100, maxDepth: 2 })).toEqual({ text: '{"a": [1]}' });
  });

  it('refuses a stated length over the limit before reading', async () => {
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Length': '5000000' },
    });
    expect(await boundedBody(request, { maxBytes: 1000 })).toEqual({ refused: TOO_LARGE });
  });

  it('stops reading a stream once it passes the limit, whatever it said of its length', async () => {
    expect(await boundedBody(streamed('x'.repeat(5000)), { maxBytes: 1000 })).toEqual({ refused: TOO_LARGE });
  });

  it('refuses JSON nested deeper than its limit', async () => {
    expect(await boundedBody(streamed('['.repeat(65) + ']'.repeat(65)), { maxBytes: 1000, maxDepth: 64 })).toEqual({
      refused: TOO_DEEP,
    });
  });
});
