import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePages } from '../pages/define-page.ts';

/**
 * What an e-mail subscriber's "create your account" link opens. Mail scanners open links, so the
 * GET only shows this page; the button's POST creates the account, once.
 */
export default function AccountConvertPage() {
  const { path, status } = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  if (status === 409) {
    return (
      <main className="page page--message" id="main">
        <title>{`You already have an account – ${productName}`}</title>
        <h1 className="message__title">You already have an account</h1>
        <p className="message__text">
          This email address already belongs to a {productName} account. Sign in to use it.
        </p>
        <p className="message__text">
          <a className="button button--primary" href={link('ShowSignIn')}>
            Sign in
          </a>
        </p>
      </main>
    );
  }
  if (status === 410) {
    return (
      <main className="page page--message" id="main">
        <title>{`Link expired – ${productName}`}</title>
        <h1 className="message__title">This link has expired</h1>
        <p className="message__text">
          Each link creates one account, for a limited time. You can still sign up with your email.
        </p>
        <p className="message__text">
          <a className="button button--primary" href={`${link('ShowSignIn')}?operation=register`}>
            Sign up
          </a>
        </p>
      </main>
    );
  }
  return (
    <main className="page page--message" id="main">
      <title>{`Create your account – ${productName}`}</title>
      <h1 className="message__title">{`Make it a ${productName} account`}</h1>
      <p className="message__text">
        You already get stories by email. With an account you can also follow writers and topics, clap, respond and save
        stories to read later.
      </p>
      <form method="post" action={path}>
        <button className="button button--primary button--large" type="submit">
          Create my account
        </button>
      </form>
    </main>
  );
}

export const pages = definePages({ 'account-convert': {} });
