import { useConfig, useLink } from '../state/app-state.tsx';
import { definePages } from './define-page.ts';

export default function NotFoundPage() {
  const { productName } = useConfig();
  const link = useLink();
  return (
    <main className="page page--message" id="main">
      <title>{`Page not found – ${productName}`}</title>
      <p className="message__code">404</p>
      <h1 className="message__title">Page not found</h1>
      <p className="message__text">The page you were looking for doesn’t exist, or it has moved.</p>
      <p className="message__text">
        <a href={link('ShowHome')}>Go to the {productName} home page</a>
      </p>
    </main>
  );
}

export const pages = definePages({ 'not-found': {} });
