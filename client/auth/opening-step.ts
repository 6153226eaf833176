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
 * The sign-in pages of docs/spec-checklist.md 3 §2 each open their own step: /m/signin the options (sign-up with
 * ?operation=register), /registration-form the sign-up form, /unrecognized-account "we didn't
 * recognize that email" (for ?email=), /two-factor-authentication the code step; /m/signin?expired=
 * the e-mail step saying the link expired (docs/spec-checklist.md 2 §2), where an expired link's page sends the reader;
 * /m/signin?failCount=&lockedOutUntil= the options with the two-factor lockout's notice, where a
 * soft lockout at the code step sends the reader (docs/spec-checklist.md 2 §2).
 */
export function openingOf(routeName: string, query: URLSearchParams): Opening {
  const secondFactorStep = readSecondFactorStep(routeName, query);
  if (secondFactorStep) return { operation: 'login', event: { type: 'twoFactorNeeded' }, secondFactorStep };
  if (routeName === 'ShowRegistrationForm')
    return { operation: 'register', event: { type: 'chooseEmail' }, secondFactorStep };
  if (routeName === 'ShowUnrecognizedAccount') {
    return {
      operation: 'login',
      event: { type: 'emailChecked', email: query.get('email') ?? '', found: false, prefersMagicLink: false },
      secondFactorStep,
    };
  }
  const lockout = lockoutOf(query);
  if (lockout)
    return {
      operation: 'login',
      event: { type: 'failed', message: twoFactorLockoutNotice(lockout.failCount, lockout.lockedOutUntil) },
      secondFactorStep,
    };
  const expired = EXPIRIES.find((reason) => reason === query.get('expired'));

  if (expired)
    return {
      operation: expired === 'register' ? 'register' : 'login',
      event: { type: 'linkExpired', reason: expired },
      secondFactorStep,
    };
  return { operation: query.get('operation') === 'register' ? 'register' : 'login', event: null, secondFactorStep };
}

/** A two-factor soft lockout's count and end in the sign-in page's query, if both read as such. */
function lockoutOf(query: URLSearchParams): { readonly failCount: number; readonly lockedOutUntil: number } | null {
  const failCount = Number(query.get('failCount') ?? '');
  const lockedOutUntil = Number(query.get('lockedOutUntil') ?? '');
  if (!query.has('failCount') || !Number.isInteger(failCount) || failCount < 1 || failCount > 99) return null;
  if (!query.has('lockedOutUntil') || !Number.isSafeInteger(lockedOutUntil) || lockedOutUntil <= 0) return null;
  return { failCount, lockedOutUntil };
}

/**
 * What the sign-in page says after a two-factor soft lockout: the count and when it ends, in UTC so
 * the page reads the same from the server and once its script runs, wherever the reader is.
 */
export const twoFactorLockoutNotice = (failCount: number, lockedOutUntil: number): string =>
  `You reached your maximum number of attempts (${failCount}). You can try again after ${new Date(lockedOutUntil).toISOString().slice(11, 16)} UTC.`;
