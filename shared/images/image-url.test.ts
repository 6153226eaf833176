import { describe, expect, it } from 'vitest';
import { imageUrl, parseImageTransform } from './image-url.ts';

const ID = '0123456789abcdef0123456789abcdef.png';

describe('imageUrl (docs/spec-checklist.md 3 §7)', () => {
  it.each([
    ['the original', {}, 'original'],
    ['resample to a width', { width: 700 }, 'w:700'],
    ['crop to a box', { width: 200, height: 200, strategy: 'crop' as const }, 'w:200,h:200,crop'],
    ['letterbox', { width: 400, height: 300, strategy: 'letterbox' as const }, 'w:400,h:300,letterbox'],
    ['blur', { width: 60, blur: 20 }, 'w:60,blur:20'],
    [
      'a gradient over a crop',
      { width: 1000, height: 400, strategy: 'crop' as const, gradient: true, webp: true },
      'w:1000,h:400,crop,gradient,webp',
    ],
    ['no gradient without a crop of both sides', { width: 1000, gradient: true }, 'w:1000'],
    ['webp', { width: 700, webp: true }, 'w:700,webp'],
    ['pixel ratio 2 doubles the size', { width: 700, pixelRatio: 2 }, 'w:1400'],
    ['pixel ratio 3 is capped at 2', { width: 700, height: 100, pixelRatio: 3 }, 'w:1400,h:200'],
    ['pixel ratio below 1 counts as 1', { width: 700, pixelRatio: 0.5 }, 'w:700'],
    ['sizes past 4000 are capped', { width: 3000, pixelRatio: 2 }, 'w:4000'],
    ['a blur past 250 is capped', { blur: 900 }, 'blur:250'],
  ])('%s', (_, options, transform) => {
    expect(imageUrl(ID, options)).toBe(`/_/image/${transform}/${ID}`);
  });
});

describe('parseImageTransform', () => {
  it.each([
    'original',
    'w:700',
    'w:200,h:200,crop',
    'w:400,h:300,letterbox',
    'w:60,blur:20',
    'w:1400,webp',
    'h:300',
    'w:200,h:100,crop,gradient',
  ])('reads back %s', (segment) => {
    const transform = parseImageTransform(segment);
    expect(transform).not.toBeNull();
    if (transform) {
      const options = {
        ...transform,
        width: transform.width ?? undefined,
        height: transform.height ?? undefined,
        blur: transform.blur ?? undefined,
      };
      expect(imageUrl(ID, options)).toBe(`/_/image/${segment}/${ID}`);
    }
  });

  it.each([
    ['another order', 'webp,w:700'],
    ['an unknown option', 'w:700,sepia'],
    ['a size past 4000', 'w:4001'],
    ['a zero', 'w:0'],
    ['a leading zero', 'w:0700'],
    ['a repeat', 'w:700,w:800'],
    ['resample named', 'w:700,resample'],
    ['an empty segment', ''],
    ['a blur past 250', 'blur:251'],
    ['a gradient on a resample', 'w:700,gradient'],
    ['a gradient on a letterbox', 'w:400,h:300,letterbox,gradient'],
  ])('refuses %s', (_, segment) => {
    expect(parseImageTransform(segment)).toBeNull();
  });
});
