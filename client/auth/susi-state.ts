/** The steps of the sign-in / sign-up modal (docs/spec-checklist.md 2 §2, §4). */
export type Step =
  | 'SIGNIN_OPTIONS'
  | 'SIGNUP_OPTIONS'
  | 'ENTER_EMAIL'
  | 'UNRECOGNIZED_EMAIL'
  | 'ENTER_NAME'
  | 'CREATE_PASSWORD'
  | 'ENTER_PASSWORD'
  | 'VERIFY_2FA_CODE'
  | 'ENTER_RECOVERY_CODE'
  | 'ENTER_PHONE'
  | 'CHECK_YOUR_INBOX';

export type Operation = 'login' | 'register';

export interface SusiState {
  readonly step: Step | null;
  readonly operation: Operation;
  readonly email: string;
  readonly name: string;
  readonly error: string | null;
  /** What the link just mailed does, as the server said (an existing account's address signs in, even on sign-up). */
  readonly linkFor: Operation | 'reset' | null;
  /** The modal on a page (/m/signin) stays open when "closed". */
  readonly isEmbedded: boolean;
  /** Why the e-mail step asks again (docs/spec-checklist.md 2 §2's expired variants), until the reader moves on. */
  readonly expired: LinkExpiry | null;
}

/** A sign-in or sign-up link that expired, or (email_login_timeout) the time for the one just mailed ran out while the modal waited. */
export type LinkExpiry = 'login' | 'register' | 'email_login_timeout';

export type SusiEvent =
  | { readonly type: 'open'; readonly operation: Operation }
  | { readonly type: 'close' }
  | { readonly type: 'toggleOperation' }
  | { readonly type: 'chooseEmail' }
  | { readonly type: 'showOptions' }
  | { readonly type: 'failed'; readonly message: string }
  /** The answer to MagicLinkPreferredQuery after the e-mail was submitted. */
  | {
      readonly type: 'emailChecked';
      readonly email: string;
      readonly found: boolean;
      readonly prefersMagicLink: boolean;
    }
  /** The server's SusiMethod: the address it mailed and what its link does. */
  | { readonly type: 'linkSent'; readonly email: string; readonly method: Operation | 'reset' }
  | { readonly type: 'nameEntered'; readonly name: string }
  | { readonly type: 'goBack' }
  | { readonly type: 'createAccountInstead' }
  | { readonly type: 'twoFactorNeeded' }
  | { readonly type: 'useRecoveryCode' }
  /** 'Change phone number' on the code page, and back from there. */
  | { readonly type: 'changePhone' }
  | { readonly type: 'backToCode' }
  /** Back to the e-mail step, saying the link expired. */
  | { readonly type: 'linkExpired'; readonly reason: LinkExpiry };

export const initialSusiState = (operation: Operation, isEmbedded: boolean): SusiState => ({
  step: isEmbedded ? (operation === 'login' ? 'SIGNIN_OPTIONS' : 'SIGNUP_OPTIONS') : null,
  operation,
  email: '',
  name: '',
  error: null,
  linkFor: null,
  isEmbedded,
  expired: null,
});

const options = (operation: Operation): Step => (operation === 'login' ? 'SIGNIN_OPTIONS' : 'SIGNUP_OPTIONS');

/**
 * docs/spec-checklist.md 2 §4 "Modal", as a pure reducer: e-mail submitted → unrecognized (login), name (register),
 * inbox (prefers a magic link) or password; name → create password; 'Go back' → the sign-in
 * options; 'create a new account' → register at ENTER_EMAIL; an AuthToken → VERIFY_2FA_CODE.
 */
export function susiReducer(state: SusiState, event: SusiEvent): SusiState {
  const next = nextState(state, event);
  // the expired words stay with the e-mail step they came with, through its own errors
  return event.type === 'linkExpired' || event.type === 'failed' ? next : { ...next, expired: null };
}

function nextState(state: SusiState, event: SusiEvent): SusiState {
  switch (event.type) {
    case 'open':
      return { ...state, operation: event.operation, step: options(event.operation), error: null };
    case 'close':
      // Closing clears the step unless the modal is embedded in a page.
      return state.isEmbedded ? state : { ...state, step: null, error: null };
    case 'toggleOperation': {
      const operation = state.operation === 'login' ? 'register' : 'login';
      return { ...state, operation, step: options(operation), error: null };
    }
    case 'chooseEmail':
      return { ...state, step: 'ENTER_EMAIL', error: null };
    case 'showOptions':
      return { ...state, step: options(state.operation), error: null };
    case 'failed':
      return { ...state, error: event.message };
    case 'emailChecked': {
      const next: Step = !event.found
        ? state.operation === 'login'
          ? 'UNRECOGNIZED_EMAIL'
          : 'ENTER_NAME'
        : event.prefersMagicLink
          ? 'CHECK_YOUR_INBOX'
          : 'ENTER_PASSWORD';
      return { ...state, email: event.email, step: next, error: null };
    }
    case 'linkSent':
      return { ...state, email: event.email, linkFor: event.method, step: 'CHECK_YOUR_INBOX', error: null };
    case 'nameEntered':
      return { ...state, name: event.name, step: 'CREATE_PASSWORD', error: null };
    case 'goBack':
      return { ...state, step: 'SIGNIN_OPTIONS', operation: 'login', error: null };
    case 'createAccountInstead':
      return { ...state, operation: 'register', step: 'ENTER_EMAIL', error: null };
    case 'twoFactorNeeded':
      return { ...state, step: 'VERIFY_2FA_CODE', error: null };
    case 'useRecoveryCode':
      return { ...state, step: 'ENTER_RECOVERY_CODE', error: null };
    case 'changePhone':
      return { ...state, step: 'ENTER_PHONE', error: null };
    case 'backToCode':
      return { ...state, step: 'VERIFY_2FA_CODE', error: null };
    case 'linkExpired':
      return {
        ...state,
        step: 'ENTER_EMAIL',
        operation: event.reason === 'register' ? 'register' : 'login',
        expired: event.reason,
        linkFor: null,
        error: null,
      };
  }
}

/** The e-mail step's title when it asks again because a link expired (docs/spec-checklist.md 2 §2), else null. */
export function expiredTitle(expired: LinkExpiry | null): string | null {
  if (expired === 'email_login_timeout') return 'Your login link has expired.';
  if (expired === 'register') return 'Your sign up link has expired';
  return expired === 'login' ? 'Your sign in link has expired' : null;
}

/**
 * The "Check your inbox" words (docs/spec-checklist.md 2 §2): the address the link went to, and what it does as
 * the server said: signing up with an existing account's address mails a sign-in link.
 */
export function inboxMessage(
  state: Pick<SusiState, 'email' | 'linkFor' | 'operation'>,
  passwordsEnabled: boolean,
): string {
  const linkFor = state.linkFor ?? state.operation;
  if (linkFor === 'reset') return `Click the link we sent to ${state.email} to choose a new password.`;
  if (passwordsEnabled && linkFor === 'login') return 'We found your account and emailed a magic link';
  return `Click the link we sent to ${state.email} to ${linkFor === 'login' ? 'sign in' : 'complete your account set-up'}.`;
}
