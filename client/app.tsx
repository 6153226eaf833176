import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { PreloadedState } from '../shared/preloaded-state.ts';
import { isEmbedRoute } from '../shared/routes/embeds.ts';
import { DataProvider } from './data/data-provider.tsx';
import type { DataSource } from './data/data-source.ts';
import { keepEvent } from './events/keep-event.ts';
import { AppStateProvider } from './state/app-state.tsx';
import { BannerSlot } from './shell/banner-slot.tsx';
import { ErrorBoundary } from './shell/error-boundary.tsx';
import { firstInteraction } from './shell/first-interaction.ts';
import { preloadable } from './shell/preloadable.tsx';
import { SignInPromptProvider } from './shell/sign-in-prompt.tsx';
import { ToastProvider } from './shell/toasts.tsx';

/**
 * Google's one-tap card: its code loads only where Google sign-in is configured and switched on,
 * and only for visitors; everywhere else no reader downloads it.
 */
const OneTapSlot = lazy(() => import('./shell/one-tap-slot.tsx'));

/**
 * The top bar's code (its links, search box and menus are plain HTML until then) loads when a
 * visitor first interacts with the page, not with the page: React keeps the server's
 * bar and hydrates it in place. A click that beats the code follows the link to the full sign-in
 * page, as it would before any script ran. A signed-in reader's bar loads before the page
 * hydrates (`prepareApp`): their pages start the GraphQL client at once anyway.
 */
const TopBar = preloadable(() => import('./components/top-bar.tsx').then((module) => module.TopBar), {
  until: firstInteraction,
});

/** Before the page hydrates: what must hydrate with it for this reader. */
export const prepareApp = (state: PreloadedState): Promise<void> | undefined =>
  state.session.isLoggedInCookie ? TopBar.preload() : undefined;

interface AppProps {
  readonly state: PreloadedState;
  /** The page's data: embedded by the server, and the GraphQL client when something needs it. */
  readonly data: DataSource;
  /** The page's component, resolved by the caller: imported on the server, loaded as a chunk in the browser. */
  readonly page: ComponentType;
}

/** The whole app: the same tree renders on the server and hydrates in the browser. */
export function App({ state, data, page: Page }: AppProps) {
  return (
    <AppStateProvider state={state} keepEvent={keepEvent}>
      <DataProvider source={data}>
        <ToastProvider initial={state.toasts}>
          <SignInPromptProvider>
            <a className="skip-link" href="#main">
              Skip to content
            </a>
            {/* an embed shows only its content inside another site's page */}
            {!isEmbedRoute(state.navigation.routeName) && (
              <>
                <Suspense fallback={null}>
                  <TopBar />
                </Suspense>
                <BannerSlot banners={state.banners} />
              </>
            )}
            <ErrorBoundary>
              <Page />
            </ErrorBoundary>
            {state.config.googleClientId !== null &&
              !state.session.isLoggedInCookie &&
              state.flags.enable_google_one_tap && (
                <Suspense fallback={null}>
                  <OneTapSlot />
                </Suspense>
              )}
            <HydrationMarker />
          </SignInPromptProvider>
        </ToastProvider>
      </DataProvider>
    </AppStateProvider>
  );
}

/** Marks the document once React owns it: styles can reveal script-only controls, tests can wait. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
