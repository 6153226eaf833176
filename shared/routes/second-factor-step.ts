import { TWO_FACTOR_METHODS, type TwoFactorMethod } from '../content/enumerations.ts';
import { link } from './index.ts';

export interface SecondFactorStep {
  readonly method: TwoFactorMethod;
  /** Where a text or call code went, last digits only. */
  readonly phoneNumber: string | null;
}

/**
 * The code step as a page, /two-factor-authentication, for sign-ins that arrive by a redirect (an
 * e-mail link, a social provider, a password reset): the step's token waits in an HttpOnly cookie;
 * the address says only how to ask.
 */
export function secondFactorStepPath(step: SecondFactorStep, redirect: string): string {
  const query = new URLSearchParams({ method: step.method });
  if (step.phoneNumber) query.set('phone', step.phoneNumber);
  query.set('redirect', redirect);
  return `${link('ShowTwoFactorAuth')}?${query}`;
}

/** The code step the page shows, on /two-factor-authentication only: by the method its address names, an app's code by default. */
export function readSecondFactorStep(routeName: string, query: URLSearchParams): SecondFactorStep | null {
  if (routeName !== 'ShowTwoFactorAuth') return null;
  const method = TWO_FACTOR_METHODS.find((candidate) => candidate === query.get('method')) ?? 'AUTH_APP';
  return { method, phoneNumber: query.get('phone') };
}
