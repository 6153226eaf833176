import { describe, expect, it } from 'vitest';
import { canonicalAddress } from './canonical-address.ts';

describe('canonicalAddress', () => {
  it.each([
    ['https://blog.example/first', 'https://blog.example/first'],
    ['  http://blog.example/a b ', 'http://blog.example/a%20b'],
    ['javascript:alert(1)', null],
    ['mailto:me@example.com', null],
    ['/relative/path', null],
    ['not an address', null],
    [`https://blog.example/${'a'.repeat(2000)}`, null],
  ])('%j → %j', (value, address) => {
    expect(canonicalAddress(value)).toBe(address);
  });
});
