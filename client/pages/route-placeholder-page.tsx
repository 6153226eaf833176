import { useConfig, useNavigation } from '../state/app-state.tsx';

/** Shown for a route whose page is still to be built: it names the route and its params. */
export default function RoutePlaceholderPage() {
  const { routeName, params } = useNavigation();
  const { productName } = useConfig();
  const entries = Object.entries(params);
  return (
    <main className="page" id="main">
      <title>{`${routeName} – ${productName}`}</title>
      <article className="reading-column">
        <h1 className="page__title">{routeName}</h1>
        <p className="page__lede">This page is on its way.</p>
        {entries.length > 0 && (
          <dl className="params">
            {entries.map(([name, value]) => (
              <div className="params__row" key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </article>
    </main>
  );
}
