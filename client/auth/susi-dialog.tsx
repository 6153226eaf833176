import { useEffect, useReducer, useState, type FormEvent, type ReactNode } from 'react';
import { useClient } from '../data/use-client.ts';
import { createLogger } from '../../shared/logger.ts';
import {
  nameFromEmail,
  normalizeEmail,
  validateEmail,
  validateLoginCode,
  validateName,
  validatePassword,
} from '../../shared/validation/account-fields.ts';
import { weakPasswordError } from '../../shared/validation/password-strength.ts';
import { loadPasswordEstimator } from './password-estimator.ts';
import { useConfig, useFlags, useKeepEvent, useLink } from '../state/app-state.tsx';
import { captchaToken } from './captcha-token.ts';
import { CodeField, Field } from './fields.tsx';
import { SecondFactorSteps, type PendingSecondFactor } from './second-factor-steps.tsx';
import { PasskeySignInButton, usePasskeyAutofill } from './passkey-sign-in.tsx';
import { GoogleButton, SocialButton, suggestsGoogle } from './social-buttons.tsx';
import {
  CreateAccount,
  LoginUser,
  MagicLinkPreferredQuery,
  SendAcctAuthEmail,
  SendPasswordReset,
  VerifyLoginCode,
} from './susi-operations.ts';
import { susiCopy, type SusiEntry, type SusiSubject } from './susi-entry.ts';
import { expiredTitle, inboxMessage, initialSusiState, susiReducer, type Operation } from './susi-state.ts';
import { MAGIC_LINK_LIFETIME_MS } from '../../shared/magic-link-lifetime.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useBusyWork } from '../data/use-busy-work.ts';
import { useMutation } from '../data/use-mutation.ts';
import type { Opening } from './opening-step.ts';

const TRY_AGAIN = 'Please try again.';

interface SusiDialogProps {
  readonly operation: Operation;
  /** Where to go after signing in: a path on this site. */
  readonly redirect: string;
  /** What the prompt is for, and about whom (docs/spec-checklist.md 2 §2 "Sign-up entry points"). */
  readonly entry?: SusiEntry;
  readonly subject?: Omit<SusiSubject, 'productName'>;
  /** A sign-in page's own first step (./opening-step.ts); the code step for a sign-in that arrived by a redirect (its token waits in a cookie). */
  readonly opening?: Opening;
}

/** The sign-in / sign-up steps of docs/spec-checklist.md 2 §2, as a page at /m/signin and friends, or in the modal. */
export function SusiDialog({ operation, redirect, entry = 'default', subject = {}, opening }: SusiDialogProps) {
  const client = useClient();
  const [, sendAcctAuthEmail] = useMutation(SendAcctAuthEmail);
  const [, loginUser] = useMutation(LoginUser);
  const [, createAccount] = useMutation(CreateAccount);
  const [, verifyLoginCode] = useMutation(VerifyLoginCode);
  const [, sendPasswordReset] = useMutation(SendPasswordReset);
  const flags = useFlags();
  const { productName, captcha } = useConfig();
  const link = useLink();
  const keepEvent = useKeepEvent();
  const [state, dispatch] = useReducer(susiReducer, initialSusiState(operation, true), (initial) =>
    opening?.event ? susiReducer(initial, opening.event) : initial,
  );
  const [email, setEmail] = useState(state.email);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [secondFactor, setSecondFactor] = useState<PendingSecondFactor>({
    token: '',
    method: opening?.secondFactorStep?.method ?? 'AUTH_APP',
    phoneNumber: opening?.secondFactorStep?.phoneNumber ?? null,
  });
  const { busy, run } = useBusyWork(() => dispatch({ type: 'failed', message: TRY_AGAIN }));

  const passkeyFailed = (message: string) => dispatch({ type: 'failed', message });

  // the link and code just mailed work for a while: when it has passed, the modal asks again (email_login_timeout)
  const waitingOnLink = state.step === 'CHECK_YOUR_INBOX' && state.linkFor !== 'reset';
  useEffect(() => {
    if (!waitingOnLink) return undefined;
    const timeout = setTimeout(
      () => dispatch({ type: 'linkExpired', reason: 'email_login_timeout' }),
      MAGIC_LINK_LIFETIME_MS,
    );
    return () => clearTimeout(timeout);
  }, [waitingOnLink]);
  usePasskeyAutofill(redirect, state.step === 'ENTER_EMAIL' && state.operation === 'login', passkeyFailed);

  // The captcha's token when the flags ask for one ('' when they do not), or null if it failed.
  const captchaFor = (action: string): Promise<string | null> =>
    captcha ? captchaToken(captcha, action).catch(() => null) : Promise.resolve('');

  const sendLink = async (address: string) => {
    const captchaValue = await captchaFor('login');
    if (captchaValue === null) return dispatch({ type: 'failed', message: TRY_AGAIN });
    const result = await sendAcctAuthEmail({
      email: address,
      operation: state.operation,
      fullName: name || null,
      redirect,
      captchaValue,
    });
    const answer = result.data?.sendAcctAuthEmail;
    if (!answer) return dispatch({ type: 'failed', message: TRY_AGAIN });
    if (answer.__typename === 'SusiMethod')
      return dispatch({ type: 'linkSent', email: address, method: answer.method === 'login' ? 'login' : 'register' });
    if (answer.__typename === 'BadRequest' && answer.message === 'User does not exist') {
      return dispatch({ type: 'emailChecked', email: address, found: false, prefersMagicLink: false });
    }
    if (answer.__typename === 'BadRequest' && answer.message === 'Show password signup') {
      return dispatch({ type: 'emailChecked', email: address, found: false, prefersMagicLink: false });
    }
    // docs/spec-checklist.md 2 §8: a failed challenge shows the server's words (and is logged); NotFound a retry.
    if (answer.__typename === 'FailedChallenge')
      createLogger('warn').warn('Captcha failed', { operation: state.operation });
    dispatch({
      type: 'failed',
      message: answer.__typename === 'NotFound' || !('message' in answer) ? TRY_AGAIN : answer.message,
    });
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateEmail(email);
    if (invalid) return dispatch({ type: 'failed', message: invalid });
    const address = normalizeEmail(email);
    void run(async () => {
      const result = await client
        .query(MagicLinkPreferredQuery, { email: address }, { requestPolicy: 'network-only' })
        .toPromise();
      const answer = result.data?.prefersMagicLink;
      if (!answer) return dispatch({ type: 'failed', message: TRY_AGAIN });
      const found = answer.__typename === 'PrefersMagicLink';
      const prefersMagicLink = found && answer.result;
      if (found && prefersMagicLink) return sendLink(address);
      if (!found && state.operation === 'register') setName((current) => current || nameFromEmail(address));
      dispatch({ type: 'emailChecked', email: address, found, prefersMagicLink });
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const result = await loginUser({ email: state.email, password, state: `password|${redirect}|login` });
      const answer = result.data?.loginUser;
      if (!answer) return dispatch({ type: 'failed', message: TRY_AGAIN });
      if (answer.__typename === 'AuthInfo') return window.location.assign(answer.redirect);
      if (answer.__typename === 'AuthToken') {
        setSecondFactor({ token: answer.token, method: answer.preferredMethod, phoneNumber: answer.phoneNumber });
        return dispatch({ type: 'twoFactorNeeded' });
      }
      // docs/spec-checklist.md 2 §8: NotFound reads "That password was incorrect."; the others carry their own text,
      // and each fires password.error
      keepEvent('password.error', { reason: answer.__typename });
      dispatch({
        type: 'failed',
        message: answer.__typename === 'NotFound' ? 'That password was incorrect.' : failureMessage(answer, TRY_AGAIN),
      });
    });
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateName(name);
    if (invalid) return dispatch({ type: 'failed', message: invalid });
    if (!flags.enable_passwords) return void run(() => sendLink(state.email));
    dispatch({ type: 'nameEntered', name: name.trim() });
  };

  const submitNewPassword = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePassword(password);
    if (invalid) return dispatch({ type: 'failed', message: invalid });
    void run(async () => {
      const weak = await weakPasswordError(password, [state.email, state.name], loadPasswordEstimator);
      if (weak) return dispatch({ type: 'failed', message: weak });
      const result = await createAccount({ email: state.email, name: state.name, password, redirect });
      const answer = result.data?.createAccount;
      if (!answer) return dispatch({ type: 'failed', message: TRY_AGAIN });
      if (answer.__typename === 'AuthInfo') return window.location.assign(answer.redirect);
      dispatch({ type: 'failed', message: answer.message });
    });
  };

  /** Below the md breakpoint the inbox step takes the 6-digit code instead (docs/spec-checklist.md 2 §2). */
  const submitLoginCode = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLoginCode(code.trim());
    if (invalid) return dispatch({ type: 'failed', message: invalid });
    void run(async () => {
      const result = await verifyLoginCode({ loginCode: code.trim() });
      const answer = result.data?.verifyLoginCode;
      if (answer?.__typename === 'Token') {
        // docs/spec-checklist.md 2 §4: a verified code continues at the login callback with the token, state and
        // operation, posted as the link's page posts it, so the code signs in without a second tap
        const callback = document.createElement('form');
        callback.method = 'post';
        callback.action = `${link('AcctCallbackEmail')}?${new URLSearchParams({ token: answer.value, state: `code|${redirect}|${state.operation}`, operation: state.operation })}`;
        document.body.appendChild(callback);
        return callback.submit();
      }
      // docs/spec-checklist.md 2 §8: too many wrong codes shows the server's words and is logged
      if (answer?.__typename === 'TooManyRequests')
        createLogger('warn').warn('Login code attempts exceeded', { operation: state.operation });
      dispatch({ type: 'failed', message: failureMessage(answer, TRY_AGAIN) });
    });
  };

  const legal = (
    <p className="susi__legal">
      By clicking “{state.operation === 'login' ? 'Sign in' : 'Sign up'}”, you accept {productName}’s{' '}
      <a href={link('AcctTos')}>Terms of Service</a> and <a href={`${link('AcctTos')}#privacy`}>Privacy Policy</a>.
    </p>
  );

  const copy = susiCopy(entry, state.operation, { ...subject, productName });
  const heading = (
    <>
      <h1 className="susi__title">{copy.title}</h1>
      {copy.subtitle && <p className="susi__lede">{copy.subtitle}</p>}
      {copy.readCountLine && <p className="susi__reads">{copy.readCountLine}</p>}
    </>
  );

  const screens: Record<string, () => ReactNode> = {
    SIGNIN_OPTIONS: () => (
      <>
        {heading}
        <GoogleButton label="Sign in with Google" redirect={redirect} />
        <SocialButton provider="facebook" label="Sign in with Facebook" redirect={redirect} />
        <SocialButton provider="apple" label="Sign in with Apple" redirect={redirect} />
        <SocialButton provider="twitter" label="Sign in with Twitter" redirect={redirect} />
        {!flags.disable_login_email && (
          <button
            type="button"
            className="button button--outline susi__option"
            onClick={() => dispatch({ type: 'chooseEmail' })}
          >
            Sign in with email
          </button>
        )}
        <PasskeySignInButton redirect={redirect} onError={passkeyFailed} />
        {state.error && (
          <p className="field__error" role="alert">
            {state.error}
          </p>
        )}
        <p className="susi__toggle">
          No account?{' '}
          <button type="button" className="link-button" onClick={() => dispatch({ type: 'toggleOperation' })}>
            Create one
          </button>
        </p>
        <p className="susi__help">
          Forgot email or trouble signing in? <a href={link('ShowHelp')}>Get help</a>.
        </p>
        {legal}
      </>
    ),
    SIGNUP_OPTIONS: () => (
      <>
        {heading}
        <GoogleButton label="Sign up with Google" redirect={redirect} />
        <SocialButton provider="facebook" label="Sign up with Facebook" redirect={redirect} />
        {!flags.disable_login_email && (
          <button
            type="button"
            className="button button--outline susi__option"
            onClick={() => dispatch({ type: 'chooseEmail' })}
          >
            Sign up with email
          </button>
        )}
        <p className="susi__toggle">
          Already have an account?{' '}
          <button type="button" className="link-button" onClick={() => dispatch({ type: 'toggleOperation' })}>
            Sign in
          </button>
        </p>
        {legal}
      </>
    ),
    ENTER_EMAIL: () => (
      <form onSubmit={submitEmail} noValidate>
        <h1 className="susi__title">
          {expiredTitle(state.expired) ?? (state.operation === 'login' ? 'Sign in with email' : 'Sign up with email')}
        </h1>
        <p className="susi__lede">
          {flags.enable_passwords
            ? state.operation === 'login'
              ? 'Sign in with your email'
              : 'What’s your email?'
            : `Join ${productName} or sign in`}
        </p>
        {/* "webauthn" lets the browser offer passkeys among the suggestions (conditional UI) when signing in. */}
        <Field
          label="Your email"
          name="email"
          type="email"
          value={email}
          onChange={setEmail}
          error={state.error}
          autoComplete={state.operation === 'login' ? 'email webauthn' : 'email'}
          inputMode="email"
        />
        <button type="submit" className="button button--primary susi__submit" disabled={busy}>
          Continue
        </button>
        {suggestsGoogle(email) && <GoogleButton label="Continue with Google" redirect={redirect} />}
        <button type="button" className="link-button susi__back" onClick={() => dispatch({ type: 'showOptions' })}>
          All sign in options
        </button>
      </form>
    ),
    UNRECOGNIZED_EMAIL: () => (
      <>
        <h1 className="susi__title">Sorry, we didn't recognize that email.</h1>
        {state.email && <p className="susi__lede">{state.email}</p>}
        <p className="susi__toggle">
          <button type="button" className="link-button" onClick={() => dispatch({ type: 'showOptions' })}>
            See all sign in options
          </button>{' '}
          or{' '}
          <button type="button" className="link-button" onClick={() => dispatch({ type: 'createAccountInstead' })}>
            create a new account
          </button>
          .
        </p>
      </>
    ),
    ENTER_NAME: () => (
      <form onSubmit={submitName} noValidate>
        <h1 className="susi__title">Create your account</h1>
        <p className="susi__lede">What’s your name?</p>
        <p className="susi__hint">
          Your name appears with your comments, claps and highlights, and on your story bylines.
        </p>
        <Field
          label="Your full name"
          name="name"
          type="text"
          value={name}
          onChange={setName}
          error={state.error}
          autoComplete="name"
        />
        <button type="submit" className="button button--primary susi__submit" disabled={busy}>
          Next
        </button>
        <button type="button" className="link-button susi__back" onClick={() => dispatch({ type: 'goBack' })}>
          Go back
        </button>
      </form>
    ),
    CREATE_PASSWORD: () => (
      <form onSubmit={submitNewPassword} noValidate>
        <h1 className="susi__title">Create your account</h1>
        <p className="susi__lede">Create a password.</p>
        <Field
          label="Email"
          name="email"
          type="email"
          value={state.email}
          onChange={() => {}}
          readOnly
          autoComplete="username"
        />
        <Field
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          error={state.error}
          autoComplete="new-password"
        />
        <p className="susi__hint">Avoid sequences like 123, repeated letters and common phrases.</p>
        <button type="submit" className="button button--primary susi__submit" disabled={busy}>
          Finish
        </button>
      </form>
    ),
    ENTER_PASSWORD: () => (
      <form onSubmit={submitPassword} noValidate>
        <h1 className="susi__title">Enter your password.</h1>
        <Field
          label="Email"
          name="email"
          type="email"
          value={state.email}
          onChange={() => {}}
          readOnly
          autoComplete="username"
        />
        <Field
          label="Password"
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          error={state.error}
          autoComplete="current-password"
        />
        <button type="submit" className="button button--primary susi__submit" disabled={busy}>
          Sign in with password
        </button>
        <button
          type="button"
          className="link-button susi__back"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const captchaValue = await captchaFor('reset_password');
              if (captchaValue === null) return dispatch({ type: 'failed', message: TRY_AGAIN });
              const result = await sendPasswordReset({ email: state.email, captchaValue });
              const answer = result.data?.sendAcctAuthEmail;
              if (answer?.__typename === 'SusiMethod')
                return dispatch({ type: 'linkSent', email: state.email, method: 'reset' });
              dispatch({ type: 'failed', message: failureMessage(answer, TRY_AGAIN) });
            })
          }
        >
          Forgot your password?
        </button>
        <aside className="susi__promo">
          <p>Rather not type a password? We can email you a link that signs you in.</p>
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => void run(() => sendLink(state.email))}
          >
            Email me a sign-in link
          </button>
        </aside>
      </form>
    ),
    VERIFY_2FA_CODE: () => (
      <SecondFactorSteps step="VERIFY_2FA_CODE" pending={secondFactor} error={state.error} dispatch={dispatch} />
    ),
    ENTER_PHONE: () => (
      <SecondFactorSteps step="ENTER_PHONE" pending={secondFactor} error={state.error} dispatch={dispatch} />
    ),
    ENTER_RECOVERY_CODE: () => (
      <SecondFactorSteps step="ENTER_RECOVERY_CODE" pending={secondFactor} error={state.error} dispatch={dispatch} />
    ),
    CHECK_YOUR_INBOX: () => (
      <>
        <h1 className="susi__title">Check your inbox.</h1>
        <p className="susi__lede">{inboxMessage(state, flags.enable_passwords)}</p>
        <form className="susi__code" onSubmit={submitLoginCode} noValidate>
          <CodeField
            label="Or enter the 6-digit code from the email"
            name="loginCode"
            digits={6}
            value={code}
            onChange={setCode}
            error={state.error}
          />
          <button type="submit" className="button button--primary susi__submit" disabled={busy}>
            Continue
          </button>
        </form>
        <button
          type="button"
          className="button button--outline susi__submit susi__done"
          onClick={() => dispatch({ type: 'showOptions' })}
        >
          OK
        </button>
      </>
    ),
  };

  const screen = state.step ? screens[state.step] : undefined;
  return <section className="susi">{screen ? screen() : null}</section>;
}
