import { describe, expect, it } from 'vitest';
import { rateLimitKey } from './within-rate-limit.ts';

describe('rateLimitKey (benches run the real limiter with a limit they set)', () => {
  const at = (value: number) => () => value;
  it.each([
    ['one key per network and endpoint by default', 'development', undefined, 0.5, 'search:203.0.113.7'],
    ['the same with a scale of 1', 'development', '1', 0.5, 'search:203.0.113.7'],
    ['a share of the scale, outside production', 'development', '20', 0.5, 'search:203.0.113.7:10'],
    ['the last share', 'test', '20', 0.999, 'search:203.0.113.7:19'],
    ['no scale in production, whatever is set', 'production', '20', 0.5, 'search:203.0.113.7'],
    ['no scale from a setting that is not a number', 'development', 'lots', 0.5, 'search:203.0.113.7'],
  ])('%s', (_, environment, scale, random, key) => {
    expect(rateLimitKey('search', '203.0.113.7', { environment, scale }, at(random))).toBe(key);
  });
});
