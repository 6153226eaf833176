import type { OptionsType, ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_LENGTH } from './account-fields.ts';

/**
 * zxcvbn's score 3 is "safely unguessable: moderate protection from an offline slow-hash
 * scenario" (under 10^10 guesses), which is what PBKDF2 at 100,000 iterations is; 0 to 2 are
 * common passwords, their close variants and short patterns.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Past this many characters the estimate is not worth its time: such a password is long enough. */
const ESTIMATED_LENGTH = 64;

export const WEAK_PASSWORD = 'This password is too easy to guess.';

/** What the estimator knows besides its code: translations, keyboard graphs and dictionaries (about 1.5 MB). */
export type PasswordDictionaries = Required<Pick<OptionsType, 'translations' | 'graphs' | 'dictionary'>>;

/**
 * Where the build writes the dictionaries among the static files (scripts/build-client.ts), for
 * the Worker to read (worker/auth/password-estimator.ts).
 */
export const PASSWORD_DICTIONARIES_PATH = '/data/password-dictionaries.json';

/** Gives the estimator, loading what it needs the first time (client/auth and worker/auth each have theirs). */
export type EstimatorLoader = () => Promise<ZxcvbnFactory>;

/** The dictionaries from zxcvbn's common and English packages, as the estimator takes them. */
export const dictionariesOf = (
  common: typeof import('@zxcvbn-ts/language-common'),
  english: typeof import('@zxcvbn-ts/language-en'),
): PasswordDictionaries => ({
  translations: english.translations,
  graphs: common.adjacencyGraphs,
  dictionary: { ...common.dictionary, ...english.dictionary },
});

/** The estimator over `dictionaries`; its code (small) loads on first use. */
export const estimatorOf = async (dictionaries: PasswordDictionaries): Promise<ZxcvbnFactory> =>
  new (await import('@zxcvbn-ts/core')).ZxcvbnFactory(dictionaries);

/** What a refused password is told: ours, then the estimator's warning and its first suggestion. */
export function strengthMessage(result: Pick<ZxcvbnResult, 'score' | 'feedback'>): string | null {
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  return [WEAK_PASSWORD, result.feedback.warning, result.feedback.suggestions[0]].filter(Boolean).join(' ');
}

/**
 * Refuses a common or easily guessed password, or one made of the person's own name or
 * address (`personal`). The length rule (the specification: 8 characters or more) is checked first, apart.
 */
export async function weakPasswordError(
  password: string,
  personal: readonly (string | null | undefined)[],
  estimator: EstimatorLoader,
): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > ESTIMATED_LENGTH) return null;
  // Whole, in its parts, and run together: "Chen Wu" is also "chen" and "chenwu".
  const inputs = personal.flatMap((value) =>
    value ? [value, value.replace(/[\s.]+/g, ''), ...value.split(/[@.\s]+/).filter((part) => part.length >= 3)] : [],
  );
  return strengthMessage((await estimator()).check(password, inputs));
}
