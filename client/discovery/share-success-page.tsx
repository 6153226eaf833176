import { shareReturnAddress } from '../../shared/social/share-return.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { pageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

/**
 * /m/share/success?url=…: where a network's share window lands once the reader has shared (the
 * Facebook dialog's return address; worker/discovery/share.ts). It thanks them and offers the way
 * back to what they shared, when that is one of Quire's pages.
 */
export default function ShareSuccessPage() {
  const { productName, authDomain } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const back = shareReturnAddress(pageLocation(navigation).search.get('url'), authDomain);
  return (
    <main className="page page--message" id="main">
      <title>{`Shared – ${productName}`}</title>
      <h1 className="message__title">Thanks for sharing</h1>
      <p className="message__text">
        Your post is on its way. Writers on {productName} grow by readers like you passing their work on.
      </p>
      <p className="message__actions">
        {back ? (
          <a className="button button--primary" href={back}>
            Back to what you shared
          </a>
        ) : (
          <a className="button button--primary" href={link('ShowHome')}>
            Back to {productName}
          </a>
        )}
        <button type="button" className="button button--outline" onClick={() => window.close()}>
          Close this window
        </button>
      </p>
    </main>
  );
}

export const pages = definePages({ 'share-success': {} });
