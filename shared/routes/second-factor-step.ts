import { TWO_FACTOR_METHODS, type TwoFactorMethod } from '../content/enumerations.ts';
import { link } from './index.ts';

export interface SecondFactorStep {
  readonly method: TwoFactorMethod;
  /** Where a text or call code went, last digits only. */
  readonly phoneNumber: string | null;
}

/**
 * The code step as a page, for sign-ins that arrive by a redirect (an e-mail link, a social
 * provider): the step's token waits in an HttpOnly cookie; the address says only how to ask.
 */
export function secondFactorStepPath(step: SecondFactorStep, redirect: string): string {
  const query = new URLSearchParams({ step: 'VERIFY_2FA_CODE', method: step.method });
  if (step.phoneNumber) query.set('phone', step.phoneNumber);
  query.set('redirect', redirect);
  return `${link('ShowSignIn')}?${query}`;
}

/** The code step a sign-in page was sent to, if any. */
export function readSecondFactorStep(query: URLSearchParams): SecondFactorStep | null {
  const method = TWO_FACTOR_METHODS.find((candidate) => candidate === query.get('method'));
  return query.get('step') === 'VERIFY_2FA_CODE' && method ? { method, phoneNumber: query.get('phone') } : null;
}
