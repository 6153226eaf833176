import { readSecondFactorStep, type SecondFactorStep } from '../../shared/routes/second-factor-step.ts';
import type { LinkExpiry, Operation, SusiEvent } from './susi-state.ts';

const EXPIRIES: readonly LinkExpiry[] = ['login', 'register', 'email_login_timeout'];

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
 * recognize that email" (for ?email=), /two-factor-authentication the code step; /m/signin?expired=
 * the e-mail step saying the link expired (spec 2 §2), where an expired link's page sends the reader.
 */
export function openingOf(routeName: string, query: URLSearchParams): Opening {
  const secondFactorStep = readSecondFactorStep(routeName, query);
  if (secondFactorStep) return { operation: 'login', event: { type: 'twoFactorNeeded' }, secondFactorStep };
  if (routeName === 'ShowRegistrationForm') return { operation: 'register', event: { type: 'chooseEmail' }, secondFactorStep };
  if (routeName === 'ShowUnrecognizedAccount') {
    return { operation: 'login', event: { type: 'emailChecked', email: query.get('email') ?? '', found: false, prefersMagicLink: false }, secondFactorStep };
  }
  const expired = EXPIRIES.find((reason) => reason === query.get('expired'));
  if (expired) return { operation: expired === 'register' ? 'register' : 'login', event: { type: 'linkExpired', reason: expired }, secondFactorStep };
  return { operation: query.get('operation') === 'register' ? 'register' : 'login', event: null, secondFactorStep };
}
