import { Suspense, useRef, type MouseEvent } from 'react';
import { barScrollMode } from '../../shared/navigation/bar-scroll.ts';
import { hiddenOn, secondBarItems } from '../../shared/navigation/top-bar-items.ts';
import { SCREEN_SIZES } from '../../shared/navigation/viewer-kind.ts';
import { AvatarMenuButton } from '../navigation/avatar-menu-button.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { hideClasses } from '../navigation/hide-classes.ts';
import { useBarScroll } from '../navigation/use-bar-scroll.ts';
import { preloadable } from '../shell/preloadable.tsx';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { isPlainClick } from '../shell/is-plain-click.ts';
import { useHydrated } from '../state/use-hydrated.ts';

/**
 * Visitors never load the signed-in end of the bar (the bell, the avatar menu). The server has it
 * loaded before its first page, so a signed-in page never waits on it (client/shell/preloadable.tsx).
 */
const SignedInBar = preloadable(() => import('../navigation/signed-in-bar.tsx').then((module) => module.default));
const SignedInSecondBar = preloadable(() =>
  import('../navigation/signed-in-bar.tsx').then((module) => module.SignedInSecondBar),
);

/** The small-screen second bar shows where the model gives it items (docs/spec-checklist.md 1 §2.3). */
const VISITOR_SECOND_BAR = hideClasses(SCREEN_SIZES.filter((screen) => secondBarItems('visitor', screen).length === 0));

/** The visitor's avatar: a figure, as they have no picture yet (drawn by the stylesheet). */
const VISITOR_FACE = <span className="avatar avatar--visitor" aria-hidden="true" />;

/**
 * The top bar (docs/spec-checklist.md 1 §2.3): the logo, the search box (an icon on extra-small screens) and Write
 * (wide screens), then Sign In and Sign up for
 * visitors, or the signed-in end: the membership button, the bell and the avatar menu of the specification
 * §2.4, which come with their own code.
 */
export function TopBar() {
  const { productName, authOrigin } = useConfig();
  const { session, navigation } = useAppState();
  const link = useLink();
  const bar = useRef<HTMLElement>(null);
  // marks the bar's own code as running: it hydrates after the page for visitors (client/app.tsx)
  const live = useHydrated();
  const mode = barScrollMode(navigation.page);
  useBarScroll(bar, mode);
  // On a writer's or a publication's own domain, this site starts the hand-off: sign-in happens on
  // the main site, which asks the reader before it signs them in here (docs/security.md).
  const onOwnDomain = navigation.table !== 'default';
  const signIn = (operation: 'login' | 'register') => {
    if (onOwnDomain) {
      const here = `${new URL(authOrigin).protocol}//${navigation.host}${navigation.path}${navigation.search}`;
      return `${link('AcctGlobalIdentity')}?${new URLSearchParams({ start: operation, redirectUrl: here })}`;
    }
    return `${link('ShowSignIn')}${operation === 'register' ? '?operation=register' : ''}`;
  };
  const openSignIn = useSignInPrompt();
  // On the main site the modal opens over the page; a new-tab click, or no script, follows the link.
  const openHere = (operation: 'login' | 'register') => (event: MouseEvent) => {
    if (onOwnDomain || !isPlainClick(event)) return;
    event.preventDefault();
    openSignIn({ operation });
  };
  // A visitor's Write prompts registration, then opens the editor (docs/spec-checklist.md 1 §6, entry label global_nav);
  // on a writer's or publication's own domain the editor's page asks them to sign in there.
  const write =
    session.isLoggedInCookie || onOwnDomain
      ? link('ShowNewPost')
      : `${link('ShowSignIn')}?${new URLSearchParams({ operation: 'register', entry: 'global_nav', redirect: link('ShowNewPost') })}`;
  const openWritePrompt = (event: MouseEvent) => {
    if (onOwnDomain || !isPlainClick(event)) return;
    event.preventDefault();
    openSignIn({ operation: 'register', entry: 'write', redirect: link('ShowNewPost') });
  };
  // On the home page the logo scrolls back to the top rather than loading the page again.
  const backToTopOnHome = (event: MouseEvent) => {
    if (navigation.routeName !== 'ShowHome' || !isPlainClick(event)) return;
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const signInLinks = (prefix: string) => (
    <>
      <a
        className={`button button--primary${prefix}`}
        href={signIn('register')}
        onClick={openHere('register')}
        data-event="nav.clicked"
        data-event-target="sign-up"
      >
        Sign up
      </a>
      <a
        className={`top-bar__link${prefix}`}
        href={signIn('login')}
        onClick={openHere('login')}
        data-event="nav.clicked"
        data-event-target="sign-in"
      >
        Sign In
      </a>
    </>
  );
  return (
    <header ref={bar} className={`top-bar top-bar--${mode}`} data-live={live || undefined}>
      <div className="top-bar__inner">
        <a
          className="top-bar__logo"
          href={link('ShowHome')}
          onClick={backToTopOnHome}
          data-event="nav.clicked"
          data-event-target="home"
        >
          {productName}
        </a>
        <SearchBox />
        <nav className="top-bar__actions" aria-label="Account">
          <a
            className="top-bar__link top-bar__write"
            href={write}
            onClick={session.isLoggedInCookie ? undefined : openWritePrompt}
            data-event="nav.clicked"
            data-event-target="write"
          >
            Write
          </a>
          {session.isLoggedInCookie ? (
            <Suspense fallback={null}>
              <SignedInBar />
            </Suspense>
          ) : (
            <>
              {signInLinks(hideClasses(hiddenOn('visitor', 'sign-up')))}
              <AvatarMenuButton
                viewer={null}
                xsrf=""
                face={VISITOR_FACE}
                getStarted={<div className="avatar-menu__actions">{signInLinks('')}</div>}
              />
            </>
          )}
        </nav>
      </div>
      {session.isLoggedInCookie ? (
        <Suspense fallback={null}>
          <SignedInSecondBar />
        </Suspense>
      ) : (
        <div className={`second-bar${VISITOR_SECOND_BAR}`}>
          {navigation.openInApp && (
            <a className="second-bar__app" href={navigation.openInApp} data-event="openInApp.clicked">
              Open in app
            </a>
          )}
          {signInLinks('')}
        </div>
      )}
    </header>
  );
}
