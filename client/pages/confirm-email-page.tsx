import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';

/** What an e-mail verification link opens: a button whose POST verifies (scanners only GET). */
export default function ConfirmEmailPage() {
  const { path, status } = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  if (status === 410) {
    return (
      <main className="page page--message" id="main">
        <title>{`Link expired – ${productName}`}</title>
        <h1 className="message__title">This verification link has expired</h1>
        <p className="message__text">
          Ask for a new one from <a href={link('ShowSettings')}>your settings</a>.
        </p>
      </main>
    );
  }
  return (
    <main className="page page--message" id="main">
      <title>{`Verify your email – ${productName}`}</title>
      <h1 className="message__title">Verify your email</h1>
      <form method="post" action={path}>
        <button className="button button--primary button--large" type="submit">
          Verify email
        </button>
      </form>
    </main>
  );
}
