import { useConfig, useLink } from '../state/app-state.tsx';

/** The top bar as visitors see it; the full bar of spec 1 §2.3 builds on this. */
export function TopBar() {
  const { productName } = useConfig();
  const link = useLink();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <a className="top-bar__logo" href={link('ShowHome')}>
          {productName}
        </a>
        <nav className="top-bar__actions" aria-label="Account">
          <a className="top-bar__link top-bar__write" href={link('ShowNewPost')}>
            Write
          </a>
          <a className="top-bar__link" href={link('ShowSignIn')}>
            Sign In
          </a>
          <a className="button button--primary" href={`${link('ShowSignIn')}?operation=register`}>
            Sign up
          </a>
        </nav>
      </div>
    </header>
  );
}
