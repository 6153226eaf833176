import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, CONTENT_WIDTH } from './constants.ts';

const css = readFileSync(new URL('../client/styles/main.css', import.meta.url), 'utf8');

describe('the stylesheet follows the shared constants (docs/spec-checklist.md 3 §9)', () => {
  it('uses only the spec breakpoints in its media queries', () => {
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(widths.length).toBeGreaterThan(0);
    const allowed: number[] = Object.values(BREAKPOINTS);
    for (const width of widths) expect(allowed).toContain(width);
  });

  it('sets the reading column to 680 px and the wide one to 1192 px', () => {
    expect(css).toContain(`--column-inset: ${CONTENT_WIDTH.inset}px;`);
    expect(css).toContain(`--column-outset: ${CONTENT_WIDTH.outset}px;`);
  });
});
