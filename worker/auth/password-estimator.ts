import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import {
  type EstimatorLoader,
  estimatorOf,
  PASSWORD_DICTIONARIES_PATH,
  type PasswordDictionaries,
} from '../../shared/validation/password-strength.ts';

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The password estimator in the Worker, built once an isolate from the dictionaries among the
 * static files. They are data, not code: read when a password is first set, they keep 1.5 MB out
 * of the Worker's script, which every new isolate compiles before its first request
 * (bench/worker-script.ts).
 */
export const passwordEstimator =
  (assets: Fetcher): EstimatorLoader =>
  () =>
    (estimator ??= (async () => {
      const answer = await assets.fetch(new Request(`https://assets${PASSWORD_DICTIONARIES_PATH}`));
      if (!answer.ok) throw new Error(`The password dictionaries are missing from the static files (${answer.status})`);
      return estimatorOf((await answer.json()) as PasswordDictionaries);
    })().catch((error: unknown) => {
      // a failed read is tried again by the next password, not kept
      estimator = undefined;
      throw error;
    }));
