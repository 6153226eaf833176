import { describe, expect, it } from 'vitest';
import type { Viewer } from '../auth/viewer.ts';
import { passesAntiForgery } from './anti-forgery.ts';

const viewer = { xsrf: 'session-value' } as Viewer;

describe('passesAntiForgery', () => {
  it.each([
    ['a visitor without the header', null, null, false],
    ['a visitor with the (empty) header', null, '', true],
    ['a viewer without the header', viewer, null, false],
    ['a viewer with a wrong value', viewer, 'other', false],
    ['a viewer with an empty value', viewer, '', false],
    ['a viewer with their session value', viewer, 'session-value', true],
  ])('%s → %s', (_, who, xsrfToken, expected) => {
    expect(passesAntiForgery({ viewer: who, xsrfToken })).toBe(expected);
  });
});
