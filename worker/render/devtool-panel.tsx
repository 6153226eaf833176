import type { PreloadedState } from '../../shared/preloaded-state.ts';

export interface DevtoolFacts {
  readonly state: PreloadedState;
  /** D1 round trips the page had cost when its first bytes went out (its data is fetched first). */
  readonly d1RoundTrips: number;
}

/**
 * The developer tool (docs/spec-checklist.md 2 §2, behind enable_devtool): what the server knew when it rendered
 * the page, in a panel in the page's corner. It is server-only, outside the part that hydrates,
 * so it costs readers' script nothing and the page hydrates the same with it or without it.
 */
export function DevtoolPanel({ facts: { state, d1RoundTrips } }: { facts: DevtoolFacts }) {
  const { navigation, config, session, flags } = state;
  const rows: [string, string][] = [
    ['Route', `${navigation.routeName} (${navigation.table})`],
    ['Page', navigation.page],
    ['Status', String(navigation.status)],
    ['Host', navigation.host],
    ['Signed in', session.isLoggedInCookie ? 'yes' : 'no'],
    ['D1 round trips', String(d1RoundTrips)],
    ['Release', `${config.release} (${config.environment})`],
    [
      'Flags on',
      Object.entries(flags)
        .filter(([, on]) => on)
        .map(([name]) => name)
        .join(', '),
    ],
  ];
  return (
    <aside className="devtool" aria-label="Developer tool">
      <details>
        <summary>Developer tool</summary>
        <dl className="devtool__facts">
          {rows.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </details>
    </aside>
  );
}
