import { describe, expect, it } from 'vitest';
import { contrastProblem, contrastRatio, parseColour, textColourOn } from './contrast.ts';

describe('contrastRatio (WCAG 2)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#1a8917', '#ffffff', 4.53],
  ])('%s on %s is %s:1', (first, second, ratio) => {
    expect(contrastRatio(first, second)).toBeCloseTo(ratio, 2);
  });
});

describe('contrastProblem: "text stays WCAG AA, the editor refuses a pair that fails and says why"', () => {
  it.each([
    ['#767676', '#ffffff', null],
    ['#1a8917', '#ffffff', null],
    ['#ffd700', '#000000', null],
  ])('accepts %s on %s', (accent, background, problem) => {
    expect(contrastProblem(accent, background)).toBe(problem);
  });

  it.each([
    [
      '#777777',
      '#ffffff',
      'The accent colour #777777 on the background #ffffff has a contrast of 4.4:1; text needs at least 4.5:1 (WCAG AA). Choose a darker accent or a lighter background.',
    ],
    [
      '#ffff00',
      '#ffffff',
      'The accent colour #ffff00 on the background #ffffff has a contrast of 1.0:1; text needs at least 4.5:1 (WCAG AA). Choose a darker accent or a lighter background.',
    ],
    [
      '#333333',
      '#000000',
      'The accent colour #333333 on the background #000000 has a contrast of 1.6:1; text needs at least 4.5:1 (WCAG AA). Choose a lighter accent or a darker background.',
    ],
  ])('refuses %s on %s', (accent, background, problem) => {
    expect(contrastProblem(accent, background)).toBe(problem);
  });
});

describe('textColourOn', () => {
  it.each([
    ['#ffffff', '#242424'],
    ['#fdf6e3', '#242424'],
    ['#000000', '#ffffff'],
    ['#1e3a5f', '#ffffff'],
  ])('on %s the body text is %s', (background, text) => {
    expect(textColourOn(background)).toBe(text);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('parseColour (docs/spec-checklist.md 3 §5: "Colour strings must be rgba or hex forms")', () => {
  it.each([
    ['#1A8917', '#1a8917'],
    [' #abc ', '#aabbcc'],
    ['rgb(26, 137, 23)', '#1a8917'],
    ['RGBA(255,255,255,1)', '#ffffff'],
    ['rgba(0 0 0 / 100%)', '#000000'],
    ['rgba(0, 0, 0, 0.5)', null],
    ['rgb(256, 0, 0)', null],
    ['rgb(1, 2)', null],
    ['red', null],
    ['#12345', null],
    ['#1a8917;background:url(x)', null],
  ])('%j is %j', (value, colour) => {
    expect(parseColour(value)).toBe(colour);
  });
});
