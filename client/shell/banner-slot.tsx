import { lazy, Suspense } from 'react';
import type { Banner } from '../../shared/preloaded-state.ts';

/** Only signed-in viewers ever have banners: the code that shows them is their own chunk. */
const Banners = lazy(() => import('./banners.tsx'));

/** The banner area of the shell; which banners show, and the tax banner's words, are decided on the server (spec 2 §4). */
export function BannerSlot({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Banners banners={banners} />
    </Suspense>
  );
}
