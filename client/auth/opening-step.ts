import { readSecondFactorStep, type SecondFactorStep } from '../../shared/routes/second-factor-step.ts';
import type { Operation, SusiEvent } from './susi-state.ts';

/** How a sign-in page opens: as which operation, at which step, with which code step pending. */
export interface Opening {
  readonly operation: Operation;
  /** What moves the steps from their start to the page's own step; null to start at the options. */
  readonly event: SusiEvent | null;
  readonly secondFactorStep: SecondFactorStep | null;
}

/**
 * The sign-in pages of spec 3 §2 each open their own step: /m/signin the options (sign-up with
 * ?operation=register), /registration-form the sign-up form, /unrecognized-account "we didn't
 * recognize that email" (for ?email=), /two-factor-authentication the code step.
 */
export function openingOf(routeName: string, query: URLSearchParams): Opening {
  const secondFactorStep = readSecondFactorStep(routeName, query);
  if (secondFactorStep) return { operation: 'login', event: { type: 'twoFactorNeeded' }, secondFactorStep };
  if (routeName === 'ShowRegistrationForm') return { operation: 'register', event: { type: 'chooseEmail' }, secondFactorStep };
  if (routeName === 'ShowUnrecognizedAccount') {
    return { operation: 'login', event: { type: 'emailChecked', email: query.get('email') ?? '', found: false, prefersMagicLink: false }, secondFactorStep };
  }
  return { operation: query.get('operation') === 'register' ? 'register' : 'login', event: null, secondFactorStep };
}
