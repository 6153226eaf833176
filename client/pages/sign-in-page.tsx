import { readSecondFactorStep } from '../../shared/routes/second-factor-step.ts';
import { safeRedirect } from '../../shared/routes/safe-redirect.ts';
import { useEffect, useState } from 'react';
import { useClient } from '../data/use-client.ts';
import { ResetPasswordForm } from '../auth/reset-password-form.tsx';
import { MinimalFooter } from '../auth/minimal-footer.tsx';
import { SusiDialog } from '../auth/susi-dialog.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useNavigation } from '../state/app-state.tsx';
import { failureMessage } from '../data/failure-message.ts';

const AccountTokenQuery = graphql(`
  query AccountTokenQuery($actionUrl: String!, $step: String) {
    accountToken(actionUrl: $actionUrl, step: $step) {
      __typename
      ... on AccountToken {
        redirect
      }
      ... on Failure {
        message
      }
    }
  }
`);

/**
 * A signed-in reader who came from a writer's or a publication's own domain (the action URL)
 * is signed in there too (spec 2 §7 AccountTokenQuery), then sent back to that page.
 */
function CarrySignIn({ actionUrl, step }: { actionUrl: string; step: string | null }) {
  const client = useClient();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void client
      .query(AccountTokenQuery, { actionUrl, step }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const answer = result.data?.accountToken;
        if (answer?.__typename === 'AccountToken') return window.location.replace(answer.redirect);
        setError(failureMessage(answer, 'Please try again.'));
      });
  }, [client, actionUrl, step]);
  return (
    <section className="susi" aria-live="polite">
      <h1 className="susi__title">{error ? 'We couldn’t take you back' : 'Taking you back…'}</h1>
      {error && <p className="susi__lede">{error}</p>}
    </section>
  );
}

/** /m/signin and its sibling pages show the sign-in steps as a page (spec 2 §2). */
export default function SignInPage() {
  const { search } = useNavigation();
  const { productName } = useConfig();
  const query = new URLSearchParams(search);
  const operation = query.get('operation') === 'register' ? 'register' : 'login';
  const redirect = query.get('redirect') ?? '/';
  const resetToken = query.get('operation') === 'reset' ? query.get('token') : null;
  const actionUrl = query.get('actionUrl');
  const { session } = useAppState();
  if (actionUrl && session.isLoggedInCookie) {
    return (
      <main className="page page--susi" id="main">
        <title>{`Signing in – ${productName}`}</title>
        <CarrySignIn actionUrl={actionUrl} step={query.get('step')} />
      </main>
    );
  }
  if (resetToken) {
    return (
      <main className="page page--susi" id="main">
        <title>{`Reset your password – ${productName}`}</title>
        <ResetPasswordForm token={resetToken} />
      </main>
    );
  }
  return (
    <main className="page page--susi" id="main">
      <title>{`${operation === 'login' ? 'Sign in' : 'Sign up'} – ${productName}`}</title>
      {/* With an action URL, sign-in comes back here, and the block above carries it on. */}
      <SusiDialog operation={operation} redirect={actionUrl ? `/m/signin${search}` : safeRedirect(redirect)} secondFactorStep={readSecondFactorStep(query)} />
      <MinimalFooter />
    </main>
  );
}
