import { describe, expect, it } from 'vitest';
import { parseTippingLink } from './tipping-link.ts';

describe('parseTippingLink: PUBLISHING_TIPPING_LINK', () => {
  it.each([
    ['', { url: null }],
    ['  ', { url: null }],
    ['https://ko-fi.com/ann', { url: 'https://ko-fi.com/ann' }],
    ['paypal.me/ann', { url: 'https://paypal.me/ann' }],
    ['javascript:alert(1)', { error: 'Enter a web address, such as https://ko-fi.com/yourname.' }],
    ['mailto:ann@example.com', { error: 'Enter a web address, such as https://ko-fi.com/yourname.' }],
    [`https://example.com/${'a'.repeat(300)}`, { error: 'A tipping link can be at most 300 characters long.' }],
  ])('%j', (typed, parsed) => {
    expect(parseTippingLink(typed)).toEqual(parsed);
  });
});
