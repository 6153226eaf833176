import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePages } from '../pages/define-page.ts';

/**
 * What an e-mail verification link opens, and the link that undoes an address change: a button
 * whose POST acts (mail scanners only GET).
 */
export default function ConfirmEmailPage() {
  const { path, status, routeName } = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const undoing = routeName === 'UndoEmailChange';
  if (status === 410) {
    return (
      <main className="page page--message" id="main">
        <title>{`Link expired – ${productName}`}</title>
        <h1 className="message__title">
          {undoing ? 'This link has expired or was used' : 'This verification link has expired'}
        </h1>
        <p className="message__text">
          {undoing ? (
            <>
              If someone else has your account, <a href={link('ShowSignIn')}>sign in</a> with a link sent to your
              address, or ask us from the <a href={link('ShowHelp')}>help page</a>.
            </>
          ) : (
            <>
              Ask for a new one from <a href={link('ShowSettings')}>your settings</a>.
            </>
          )}
        </p>
      </main>
    );
  }
  return (
    <main className="page page--message" id="main">
      <title>{`${undoing ? 'Undo the address change' : 'Verify your email'} – ${productName}`}</title>
      <h1 className="message__title">{undoing ? 'Undo the change of your address?' : 'Verify your email'}</h1>
      {undoing && (
        <p className="message__text">
          Your account’s address goes back to this one, and everyone signed in to it is signed out. Then sign in again,
          and change your password if someone else knew it.
        </p>
      )}
      <form method="post" action={path}>
        <button className="button button--primary button--large" type="submit">
          {undoing ? 'Undo the change' : 'Verify email'}
        </button>
      </form>
    </main>
  );
}

export const pages = definePages({ 'confirm-email': {} });
