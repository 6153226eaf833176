import { useConfig, useLink } from '../state/app-state.tsx';

export function HomePage() {
  const { productName } = useConfig();
  const link = useLink();
  return (
    <main className="page" id="main">
      <title>{`${productName}: where good stories find their readers`}</title>
      <section className="hero">
        <h1 className="hero__title">Stories worth your time.</h1>
        <p className="hero__lede">
          {productName} is a place to read, write and deepen your understanding, with writers you follow and
          publications you trust.
        </p>
        <a className="button button--primary button--large" href={link('ShowSignIn')}>
          Start reading
        </a>
      </section>
    </main>
  );
}
