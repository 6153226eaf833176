import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import {
  estimatorOf,
  PASSWORD_DICTIONARIES_PATH,
  type PasswordDictionaries,
} from '../../shared/validation/password-strength.ts';

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The password estimator in the browser, its dictionaries read from the static files (where the
 * Worker reads them too) only where a password is chosen, once a page.
 */
export const loadPasswordEstimator = (): Promise<ZxcvbnFactory> =>
  (estimator ??= (async () => {
    const answer = await fetch(PASSWORD_DICTIONARIES_PATH);
    if (!answer.ok) throw new Error(`The password dictionaries could not be read (${answer.status})`);
    return estimatorOf((await answer.json()) as PasswordDictionaries);
  })().catch((error: unknown) => {
    // a failed read is tried again by the next password, not kept
    estimator = undefined;
    throw error;
  }));
