import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePages } from '../pages/define-page.ts';

/**
 * What a magic link opens. Mail scanners open links too, so the GET only shows this page; the
 * button's POST is what signs in, once.
 */
export default function MagicLinkPage() {
  const { path, search, status } = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const registering = new URLSearchParams(search).get('operation') === 'register';
  if (status === 410) {
    return (
      <main className="page page--message" id="main">
        <title>{`Link expired – ${productName}`}</title>
        <h1 className="message__title">
          {registering ? 'Your sign up link has expired' : 'Your sign in link has expired'}
        </h1>
        <p className="message__text">Links work once and for 15 minutes. Ask for a new one and use it soon.</p>
        <p className="message__text">
          <a
            className="button button--primary"
            href={`${link('ShowSignIn')}?expired=${registering ? 'register' : 'login'}`}
          >
            {registering ? 'Sign up again' : 'Sign in again'}
          </a>
        </p>
      </main>
    );
  }
  return (
    <main className="page page--message" id="main">
      <title>{`${registering ? 'Finish signing up' : 'Sign in'} – ${productName}`}</title>
      <h1 className="message__title">
        {registering ? `Finish creating your ${productName} account` : `Sign in to ${productName}`}
      </h1>
      <form method="post" action={path + search}>
        <button className="button button--primary button--large" type="submit">
          {registering ? 'Create my account' : `Continue to ${productName}`}
        </button>
      </form>
    </main>
  );
}

export const pages = definePages({ 'magic-link': {} });
