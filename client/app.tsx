import type { Client } from '@urql/core';
import { useEffect } from 'react';
import { Provider as DataProvider } from 'urql';
import type { PreloadedState } from '../shared/preloaded-state.ts';
import { router } from '../shared/routes/index.ts';
import { TopBar } from './components/top-bar.tsx';
import { NOT_FOUND_PAGE, pageFor } from './pages/page-registry.ts';
import { AppStateProvider } from './state/app-state.tsx';
import { BannerSlot } from './shell/banner-slot.tsx';
import { ErrorBoundary } from './shell/error-boundary.tsx';
import { ToastProvider } from './shell/toasts.tsx';

/** The whole app: the same tree renders on the server and hydrates in the browser. */
export function App({ state, client }: { state: PreloadedState; client: Client }) {
  const { navigation } = state;
  const pageName = navigation.status === 404 ? NOT_FOUND_PAGE : router.get(navigation.routeName)?.page;
  const Page = pageFor(pageName).component;
  return (
    <AppStateProvider state={state}>
      <DataProvider value={client}>
      <ToastProvider initial={state.toasts}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <TopBar />
        <BannerSlot banners={state.banners} />
        <ErrorBoundary>
          <Page />
        </ErrorBoundary>
        <HydrationMarker />
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
