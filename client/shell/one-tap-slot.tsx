import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppState, useConfig, useFlags } from '../state/app-state.tsx';

const OneTapCard = lazy(() => import('../auth/one-tap-card.tsx'));

/** Where the one-tap card appears; what decides it (screen, referrer, dismissal) is only known in the browser. */
export default function OneTapSlot() {
  const { session, navigation } = useAppState();
  const { googleClientId } = useConfig();
  const flags = useFlags();
  const [show, setShow] = useState(false);
  useEffect(() => {
    void import('../auth/one-tap-rule.ts').then(({ ONE_TAP_HIDDEN_AT_KEY, shouldShowOneTap }) => {
      const hiddenAt = Number(localStorage.getItem(ONE_TAP_HIDDEN_AT_KEY));
      setShow(
        shouldShowOneTap({
          loggedIn: session.isLoggedInCookie,
          googleConfigured: googleClientId !== null,
          routeName: navigation.routeName,
          onOtherHost: navigation.table !== 'default',
          flags,
          hiddenAt: Number.isFinite(hiddenAt) && hiddenAt > 0 ? hiddenAt : null,
          now: Date.now(),
          viewportWidth: window.innerWidth,
          referrer: document.referrer,
        }),
      );
    });
  }, [session.isLoggedInCookie, googleClientId, navigation.routeName, navigation.table, flags]);
  if (!show || !googleClientId) return null;
  return (
    <Suspense fallback={null}>
      <OneTapCard clientId={googleClientId} />
    </Suspense>
  );
}
