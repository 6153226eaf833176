import { describe, expect, it } from 'vitest';
import { expectConsoleOutput } from '../test/fail-on-console.ts';
import { findRootElement, isSafariLike, readStartupValues } from './startup.ts';

const complete = { __PRELOADED_STATE__: {}, __GRAPHQL_URI__: '/_/graphql', __APOLLO_STATE__: {} };

describe('readStartupValues (docs/spec-checklist.md 3 §8)', () => {
  it.each([
    ['__PRELOADED_STATE__', 'Expected window.__PRELOADED_STATE__ to exist.'],
    ['__GRAPHQL_URI__', 'Expected window.__GRAPHQL_URI__ to exist.'],
    ['__APOLLO_STATE__', 'Expected window.__APOLLO_STATE__ to exist.'],
  ])('refuses to start without %s', (key, message) => {
    const scope: Record<string, unknown> = { ...complete };
    delete scope[key];
    expect(() => readStartupValues(scope)).toThrow(message);
  });

  it('returns the values when all three exist', () => {
    expect(readStartupValues(complete)).toBe(complete);
  });
});

describe('isSafariLike', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15', true],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', false],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36', false],
  ])('%s → %s', (userAgent, expected) => {
    expect(isSafariLike(userAgent)).toBe(expected);
  });
});

describe('findRootElement', () => {
  it('warns "Expected root element to exist" when #root is missing', () => {
    const warn = expectConsoleOutput('warn');
    expect(findRootElement({ getElementById: () => null })).toBeNull();
    expect(warn).toHaveBeenCalledWith('Expected root element to exist');
  });

  it('returns the root without a warning when it exists', () => {
    const root = {} as HTMLElement;
    expect(findRootElement({ getElementById: (id) => (id === 'root' ? root : null) })).toBe(root);
  });
});
