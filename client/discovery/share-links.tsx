import { SHARE_CHANNELS, type ShareChannel } from '../../shared/social/share-channels.ts';
import type { RouteName } from '../../shared/routes/index.ts';
import { useLink } from '../state/app-state.tsx';

export interface ShareTarget {
  readonly route: RouteName;
  readonly params: Readonly<Record<string, string>>;
}

/** The Share menu's list: plain links to the page's share routes, which send the reader on to the network (worker/discovery/share.ts). */
export default function ShareLinks({ route, params }: ShareTarget) {
  const link = useLink();
  return (
    <ul className="share-menu__list">
      {(Object.keys(SHARE_CHANNELS) as ShareChannel[]).map((channel) => (
        <li key={channel}>
          <a
            href={link(route, { ...params, channel })}
            {...(channel === 'email' ? {} : { target: '_blank', rel: 'noopener' })}
          >
            {SHARE_CHANNELS[channel]}
          </a>
        </li>
      ))}
    </ul>
  );
}
