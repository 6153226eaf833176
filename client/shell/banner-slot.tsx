import { lazy, Suspense } from 'react';
import { PRIVACY_BANNER_META } from '../../shared/constants.ts';
import type { Banner } from '../../shared/preloaded-state.ts';
import { useHydrated } from '../state/use-hydrated.ts';
import { preloadable } from './preloadable.tsx';

/**
 * Only signed-in viewers ever have banners: the code that shows them is their own chunk, which the
 * server has loaded before its first page, so no page waits on it (client/shell/preloadable.tsx).
 */
const Banners = preloadable(() => import('./banners.tsx').then((module) => module.default));
/** Only visitors from the EU and GB who have not accepted load the privacy banner. */
const PrivacyBanner = lazy(() => import('./privacy-banner.tsx'));

/**
 * The banner area of the shell; which banners show, and the tax banner's words, are decided on
 * the server (docs/spec-checklist.md 2 §4).
 */
export function BannerSlot({ banners }: { banners: readonly Banner[] }) {
  return (
    <>
      {banners.length > 0 && (
        <Suspense fallback={null}>
          <Banners banners={banners} />
        </Suspense>
      )}
      <PrivacySlot />
    </>
  );
}

/**
 * The privacy banner is decided on the server too, per request, but a page from the edge cache
 * is the same for every visitor: the answer is in the page's head, read after hydration. Its own
 * component, so that reading it does not update the banners above while they still hydrate.
 */
function PrivacySlot() {
  const privacy =
    useHydrated() && document.querySelector(`meta[name="${PRIVACY_BANNER_META}"]`)?.getAttribute('content') === '1';
  return privacy ? (
    <Suspense fallback={null}>
      <PrivacyBanner />
    </Suspense>
  ) : null;
}
