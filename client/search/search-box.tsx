import { lazy, Suspense, useState } from 'react';
import { searchPlaceholder, searchScope } from '../../shared/search/search-scope.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';

/** The popover and everything it needs load when the reader first focuses the box. */
const PredictiveSearch = lazy(() => import('./predictive-search.tsx'));

/**
 * The top bar's search box (docs/spec-checklist.md 1 §2.3, §2.10). Without script it is a plain form: Enter opens
 * the full search page with `q` (on a writer's or a publication's domain, the main site's).
 * Inside a publication that page is the publication's own search. A blank box does not submit
 * (required, and a pattern that wants one non-space), with no script to ship for it. On extra-small screens only
 * the icon shows; it is the field's label, so a tap focuses the field and the stylesheet opens
 * it over the bar (every post page carries this code, so what CSS can do stays out of it).
 */
export function SearchBox() {
  const { productName } = useConfig();
  const navigation = useNavigation();
  const link = useLink();
  const scope = searchScope(navigation);
  const placeholder = searchPlaceholder(scope, productName);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [active, setActive] = useState(false);
  return (
    <form
      className="search-box"
      role="search"
      aria-label={placeholder}
      action={
        scope.kind === 'publication'
          ? link('ShowCollectionSearch', { collectionSlug: scope.collectionSlug })
          : link('ShowSearch')
      }
    >
      <label className="search-box__field">
        <input
          ref={setInput}
          className="search-box__input"
          type="search"
          name="q"
          aria-label={placeholder}
          placeholder={placeholder}
          autoComplete="off"
          required
          pattern=".*\S.*"
          title="Type what to search for"
          onFocus={() => setActive(true)}
        />
      </label>
      {/* Enter searches; the button names the form's action for checkers and assistive technology, out of the tab order */}
      <button type="submit" className="visually-hidden" tabIndex={-1}>
        Search
      </button>
      {active && input && (
        <Suspense fallback={null}>
          <PredictiveSearch input={input} scope={scope} />
        </Suspense>
      )}
    </form>
  );
}
