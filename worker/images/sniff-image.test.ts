import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './sniff-image.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  );

describe('sniffImageFormat', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'png'],
    ['GIF89a', bytes('GIF89a'), 'gif'],
    ['GIF87a', bytes('GIF87a'), 'gif'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['HTML named .png', bytes('<!doctype html><script>'), null],
    ['a RIFF that is not WebP', bytes('RIFF', [1, 2, 3, 4], 'WAVE'), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_, input, format) => {
    expect(sniffImageFormat(input)).toBe(format);
  });
});
