import { describe, expect, it } from 'vitest';
import { suggestsGoogle } from './social-buttons.tsx';

describe('suggestsGoogle (docs/spec-checklist.md 2 §4: "Email addresses starting with gm or goo")', () => {
  it.each([
    ['gmail.user@example.com', true],
    ['Google.fan@example.com', true],
    ['  goo@example.com', true],
    ['ada@gmail.com', false],
    ['g@example.com', false],
  ])('%s → %s', (email, expected) => {
    expect(suggestsGoogle(email)).toBe(expected);
  });
});
