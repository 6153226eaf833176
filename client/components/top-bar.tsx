import { lazy, Suspense, type MouseEvent } from 'react';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';

/** Visitors never load the signed-in end of the bar (the bell, the avatar menu). */
const SignedInBar = lazy(() => import('../navigation/signed-in-bar.tsx'));

/**
 * The top bar (spec 1 §2.3): the logo and Write (wide screens), then Sign In and Sign up for
 * visitors, or the signed-in end: the membership button, the bell and the avatar menu of spec 1
 * §2.4, which come with their own code.
 */
export function TopBar() {
  const { productName, authOrigin } = useConfig();
  const { session, navigation } = useAppState();
  const link = useLink();
  // On a writer's or a publication's own domain, sign-in happens on the main site and comes back here.
  const onOwnDomain = navigation.table !== 'default';
  const signIn = (operation: 'login' | 'register') => {
    const query = new URLSearchParams(operation === 'register' ? { operation } : {});
    if (onOwnDomain) query.set('actionUrl', `${new URL(authOrigin).protocol}//${navigation.host}${navigation.path}${navigation.search}`);
    const search = query.toString();
    return `${link('ShowSignIn')}${search ? `?${search}` : ''}`;
  };
  const openSignIn = useSignInPrompt();
  // On the main site the modal opens over the page; a new-tab click, or no script, follows the link.
  const openHere = (operation: 'login' | 'register') => (event: MouseEvent) => {
    if (onOwnDomain || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openSignIn({ operation });
  };
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
          {session.isLoggedInCookie ? (
            <Suspense fallback={null}>
              <SignedInBar />
            </Suspense>
          ) : (
            <>
              <a className="top-bar__link" href={signIn('login')} onClick={openHere('login')}>
                Sign In
              </a>
              <a className="button button--primary" href={signIn('register')} onClick={openHere('register')}>
                Sign up
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
