import { lazy, Suspense, useState } from 'react';
import type { ShareTarget } from './share-links.tsx';

const ShareLinks = lazy(() => import('./share-links.tsx'));

/**
 * A story's Share menu. The story page is the one every reader loads and few share from, so its
 * links load when the reader opens the menu, not with the page (its script budget). It is there
 * before the page hydrates (a visitor's story may wait for the reader to act: client/boot.ts); a
 * press on it before then is held and replayed once the page has hydrated (the document's
 * early-press replay), so it never opens empty.
 */
export function ShareOnDemand(target: ShareTarget) {
  const [open, setOpen] = useState(false);
  return (
    <details className="share-menu" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="share-menu__toggle">Share</summary>
      {open && (
        <Suspense fallback={null}>
          <ShareLinks {...target} />
        </Suspense>
      )}
    </details>
  );
}
