import { describe, expect, it } from 'vitest';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { dictionariesOf, estimatorOf, strengthMessage, WEAK_PASSWORD, weakPasswordError } from './password-strength.ts';

/** The estimator over the dictionaries the build writes to the static files. */
const loadPasswordEstimator = () => estimatorOf(dictionariesOf(common, english));

// Common and breached-style passwords are refused offline, with the estimator's reasons.
describe('weakPasswordError', () => {
  it.each([
    [
      'a most common password',
      'password',
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    ],
    [
      'digits in a row',
      '12345678',
      'This password is too easy to guess. This is a heavily used password. Add more words that are less common.',
    ],
    [
      'a keyboard row',
      'qwertyuiop',
      'This password is too easy to guess. This is a frequently used password. Add more words that are less common.',
    ],
    [
      'a common password with the usual decorations',
      'Password123!',
      'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.',
    ],
    [
      'a word and a year',
      'sunshine99',
      'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.',
    ],
  ])('refuses %s (%s)', async (_case, password, message) => {
    expect(await weakPasswordError(password, [], loadPasswordEstimator)).toBe(message);
  });

  it.each([
    ['a phrase of one’s own', 'a password of my own'],
    ['four random words', 'correct horse battery staple'],
    ['a mangled word with symbols', 'Tr0ub4dour&3'],
    ['one longer than the estimator reads', 'password'.repeat(9)],
  ])('accepts %s', async (_case, password) => {
    expect(await weakPasswordError(password, [], loadPasswordEstimator)).toBeNull();
  });

  it('leaves a short password to the length rule ("8 characters or more")', async () => {
    expect(await weakPasswordError('abc', [], loadPasswordEstimator)).toBeNull();
  });

  it('refuses the person’s own address or name as the password', async () => {
    expect(
      await weakPasswordError('chen.wu@example.com', ['chen.wu@example.com', 'Chen Wu'], loadPasswordEstimator),
    ).toMatch(/^This password is too easy to guess\./);
    expect(await weakPasswordError('chenwu2024', ['chen.wu@example.com', 'Chen Wu'], loadPasswordEstimator)).toMatch(
      /^This password is too easy to guess\./,
    );
  });
});

describe('strengthMessage', () => {
  it.each([
    [
      0,
      'This is a heavily used password.',
      ['Add more words that are less common.', 'Avoid years.'],
      `${WEAK_PASSWORD} This is a heavily used password. Add more words that are less common.`,
    ],
    [2, null, ['Add more words that are less common.'], `${WEAK_PASSWORD} Add more words that are less common.`],
    [2, null, [], WEAK_PASSWORD],
    [3, 'ignored', ['ignored'], null],
    [4, null, [], null],
  ] as const)('score %i, warning %s → %s', (score, warning, suggestions, message) => {
    expect(strengthMessage({ score, feedback: { warning, suggestions: [...suggestions] } })).toBe(message);
  });
});
