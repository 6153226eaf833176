import { describe, expect, it } from 'vitest';
import { hexOf, randomHex, sha256Hex } from './hex.ts';

describe('hexOf', () => {
  it.each<[string, ArrayBuffer | Uint8Array, string]>([
    ['no bytes', new Uint8Array(0), ''],
    ['two characters a byte, leading zeros kept', new Uint8Array([0x00, 0x0f, 0xa0, 0xff]), '000fa0ff'],
    ['an ArrayBuffer', new Uint8Array([1, 2, 254]).buffer, '0102fe'],
    ['a view into a larger buffer, its own bytes only', new Uint8Array([9, 0xab, 0xcd, 9]).subarray(1, 3), 'abcd'],
  ])('%s', (_case, bytes, hex) => expect(hexOf(bytes)).toBe(hex));

  it('writes every byte value as its two hex digits', () => {
    const every = new Uint8Array(256).map((_, byte) => byte);
    expect(hexOf(every)).toBe([...every].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
  });
});

describe('randomHex and sha256Hex', () => {
  it('gives as many lowercase hex characters as asked, odd counts too', () => {
    for (const length of [1, 5, 12, 32]) expect(randomHex(length)).toMatch(new RegExp(`^[0-9a-f]{${length}}$`));
  });

  it('digests as SHA-256 does (FIPS 180-2 "abc")', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
