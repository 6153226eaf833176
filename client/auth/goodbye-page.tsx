import { useConfig, useLink } from '../state/app-state.tsx';
import { definePages } from '../pages/define-page.ts';

/** /m/goodbye: where a reader lands once their account is deleted (and signed out). */
export default function GoodbyePage() {
  const { productName } = useConfig();
  const link = useLink();
  return (
    <main className="page page--message" id="main">
      <title>{`Goodbye – ${productName}`}</title>
      <h1 className="message__title">Your account is deleted</h1>
      <p className="message__text">
        Your profile, stories, responses, highlights and lists are gone, and you are signed out everywhere. Thank you
        for reading with us.
      </p>
      <p className="message__text">
        <a href={link('ShowHome')}>{`Go to the ${productName} home page`}</a>
      </p>
    </main>
  );
}

export const pages = definePages({ goodbye: {} });
