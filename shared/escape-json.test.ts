import { describe, expect, it } from 'vitest';
import { escapeJsonForScript } from './escape-json.ts';

describe('escapeJsonForScript', () => {
  it.each([
    ['</script><script>alert(1)</script>', '"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"'],
    ['<!-- a comment', '"\\u003c!-- a comment"'],
    ['Tom & Jerry', '"Tom \\u0026 Jerry"'],
    ['line\u2028separator\u2029paragraph', '"line\\u2028separator\\u2029paragraph"'],
    ['plain', '"plain"'],
  ])('escapes %j', (input, expected) => {
    const escaped = escapeJsonForScript(input);
    expect(escaped).toBe(expected);
    expect(JSON.parse(escaped)).toBe(input);
  });

  it('keeps nested values intact', () => {
    const value = { a: ['<b>', { c: '&' }], d: 1, e: null };
    expect(JSON.parse(escapeJsonForScript(value))).toEqual(value);
  });
});
