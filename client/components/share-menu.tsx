import { SHARE_CHANNELS, type ShareChannel } from '../../shared/social/share-channels.ts';
import type { RouteName } from '../../shared/routes/index.ts';
import { useLink } from '../state/app-state.tsx';

/**
 * A story's, list's or series' Share menu: plain links to its share routes, which send the reader
 * on to the network (worker/routes/share.ts). A native disclosure, so it opens by keyboard and
 * before the page has hydrated, and costs the story page no script.
 */
export function ShareMenu({ route, params }: { route: RouteName; params: Readonly<Record<string, string>> }) {
  const link = useLink();
  return (
    <details className="share-menu">
      <summary className="share-menu__toggle">Share</summary>
      <ul className="share-menu__list">
        {(Object.keys(SHARE_CHANNELS) as ShareChannel[]).map((channel) => (
          <li key={channel}>
            <a href={link(route, { ...params, channel })} {...(channel === 'email' ? {} : { target: '_blank', rel: 'noopener' })}>
              {SHARE_CHANNELS[channel]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
