import ShareLinks, { type ShareTarget } from './share-links.tsx';

/**
 * A list's or series' Share menu: a native disclosure of plain links, so it opens by keyboard and
 * works before (or without) script. Story pages load the same list on demand (share-on-demand.tsx).
 */
export function ShareMenu(target: ShareTarget) {
  return (
    <details className="share-menu">
      <summary className="share-menu__toggle">Share</summary>
      <ShareLinks {...target} />
    </details>
  );
}
