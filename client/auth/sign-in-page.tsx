import { safeRedirect } from '../../shared/routes/safe-redirect.ts';
import { useEffect, useState } from 'react';
import { useClient } from '../data/use-client.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { MinimalFooter } from './minimal-footer.tsx';
import { openingOf } from './opening-step.ts';
import { SusiDialog } from './susi-dialog.tsx';
import { entryOfLabel } from './susi-entry.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useNavigation } from '../state/app-state.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { definePages } from '../pages/define-page.ts';

const AccountTokenQuery = graphql(`
  query AccountTokenQuery($actionUrl: String!, $step: String, $handOff: String) {
    accountToken(actionUrl: $actionUrl, step: $step, handOff: $handOff) {
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

const CarryingViewerQuery = graphql(`
  query CarryingViewerQuery {
    viewer {
      id
      name
    }
  }
`);

/** The host of the site the reader came from, or the address itself when it is not one. */
function hostOf(actionUrl: string): string {
  try {
    return new URL(actionUrl).host;
  } catch {
    return actionUrl;
  }
}

/**
 * A signed-in reader who came from a writer's or a publication's own domain (the action URL) is
 * asked, on a page that names that site, whether to sign in there too (docs/spec-checklist.md 2 §7
 * AccountTokenQuery); only when they agree is the token made, and they are sent back to the page.
 * Nothing happens on load: a link someone else sent cannot sign the reader in anywhere.
 */
function CarrySignIn({ actionUrl, step, handOff }: { actionUrl: string; step: string | null; handOff: string | null }) {
  const client = useClient();
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [carrying, setCarrying] = useState(false);
  const host = hostOf(actionUrl);
  useEffect(() => {
    void client
      .query(CarryingViewerQuery, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => setName(result.data?.viewer?.name ?? null));
  }, [client]);
  const carry = () => {
    setCarrying(true);
    void client
      .query(AccountTokenQuery, { actionUrl, step, handOff }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        const answer = result.data?.accountToken;
        if (answer?.__typename === 'AccountToken') return window.location.replace(answer.redirect);
        setCarrying(false);
        setError(failureMessage(answer, 'Please try again.'));
      });
  };
  return (
    <section className="susi" aria-live="polite">
      <h1 className="susi__title">{name ? `Sign in to ${host} as ${name}?` : `Sign in to ${host}?`}</h1>
      <p className="susi__lede">{`${host} will know it is you: you can clap, follow and respond there. Your account’s settings stay here.`}</p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="susi__actions">
        <button type="button" className="button button--primary" onClick={carry} disabled={carrying}>
          Continue
        </button>
        <a className="button" href={safeOtherSite(actionUrl)}>
          Not now
        </a>
      </div>
    </section>
  );
}

/** Back to the page the reader came from, signed out there; only an http(s) address is followed. */
function safeOtherSite(actionUrl: string): string {
  try {
    const url = new URL(actionUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : '/';
  } catch {
    return '/';
  }
}

/** /m/signin and its sibling pages show the sign-in steps as a page (docs/spec-checklist.md 2 §2), each from its own step (./opening-step.ts). */
export default function SignInPage() {
  const { search, routeName } = useNavigation();
  const { productName } = useConfig();
  const query = new URLSearchParams(search);
  const opening = openingOf(routeName, query);
  const { operation } = opening;
  const redirect = query.get('redirect') ?? '/';
  const resetToken = query.get('operation') === 'reset' ? query.get('token') : null;
  const actionUrl = query.get('actionUrl');
  const { session } = useAppState();
  if (actionUrl && session.isLoggedInCookie) {
    return (
      <main className="page page--susi" id="main">
        <title>{`Signing in – ${productName}`}</title>
        <CarrySignIn actionUrl={actionUrl} step={query.get('step')} handOff={query.get('handOff')} />
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
      <SusiDialog
        operation={operation}
        opening={opening}
        entry={entryOfLabel(query.get('entry'))}
        redirect={actionUrl ? `/m/signin${search}` : safeRedirect(redirect)}
      />
      <MinimalFooter />
    </main>
  );
}

export const pages = definePages({ signin: {} });
