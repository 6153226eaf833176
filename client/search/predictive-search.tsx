import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useQuery } from '../data/use-query.ts';
import { useMutation } from '../data/use-mutation.ts';
import { isBot } from '../../shared/is-bot.ts';
import { searchIndexName } from '../../shared/search/index-names.ts';
import { predictiveRequests } from '../../shared/search/predictive-requests.ts';
import type { SearchScope } from '../../shared/search/search-scope.ts';
import { suggestionsView, SUGGESTIONS_FAILED, type SearchRequestStatus } from '../../shared/search/suggestions-view.ts';
import { wrapIndex } from '../../shared/search/wrap-index.ts';
import { useCloseOnOutside } from '../components/use-close-on-outside.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useKeepEvent, useLink } from '../state/app-state.tsx';
import { Matched } from './matched-text.tsx';
import { rememberSearch } from './recent-searches-store.ts';
import { searchHref } from './search-href.ts';
import {
  multiQuery,
  type CollectionHit,
  type IndexResult,
  type PostHit,
  type TagHit,
  type UserHit,
} from './search-client.ts';
import { isPlainClick } from '../shell/is-plain-click.ts';

const PublicationSearchQuery = graphql(`
  query PublicationSearchQuery($domainOrSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $domainOrSlug) {
      id
    }
  }
`);

const UserSearchQuery = graphql(`
  query UserSearchQuery($id: ID, $username: String) {
    userResult(id: $id, username: $username) {
      __typename
      ... on User {
        id
      }
    }
  }
`);

const SearchClickEvent = graphql(`
  mutation SearchClickEvent($queryId: String!, $indexName: String!, $objectIds: [String!]!, $positions: [Int!]!) {
    searchClickEvent(queryId: $queryId, indexName: $indexName, objectIds: $objectIds, positions: $positions) {
      __typename
    }
  }
`);

/** The reader's pause before a query goes out, so each keystroke does not cost a search. */
const TYPING_PAUSE_MS = 100;
/** How long a click waits for its report before the page changes anyway. */
const CLICK_REPORT_MS = 400;

/** The id behind a publication or profile scope (docs/spec-checklist.md 1 §7: PublicationSearchQuery, UserSearchQuery). */
function useScopeOwner(scope: SearchScope): string | null {
  const [publication] = useQuery({
    query: PublicationSearchQuery,
    variables: { domainOrSlug: scope.kind === 'publication' ? scope.collectionSlug : '' },
    pause: scope.kind !== 'publication',
  });
  const [user] = useQuery({
    query: UserSearchQuery,
    variables: { id: null, username: scope.kind === 'profile' ? scope.username : null },
    pause: scope.kind !== 'profile',
  });
  if (scope.kind === 'publication') return publication.data?.collectionByDomainOrSlug?.id ?? null;
  const result = user.data?.userResult;
  return scope.kind === 'profile' && result?.__typename === 'User' ? result.id : null;
}

interface Hit {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  /** The label's words the query matched, for bold (the search API's `_highlightResult`). */
  readonly highlighted?: string;
  readonly detail?: string;
  /** What a click reports: the index, the hit and its 1-based position (docs/spec-checklist.md 3 §7). */
  readonly indexName: string;
  readonly objectId: string;
  readonly position: number;
  readonly queryId: string | undefined;
}

interface Section {
  readonly title: string;
  readonly hits: readonly Hit[];
  readonly more: { readonly label: string; readonly href: string };
}

/**
 * The popover of docs/spec-checklist.md 1 §2.10, attached to the top bar's box: it opens on first typing, shows
 * People, Publications and Tags (or, inside a publication or profile, its stories) each with a
 * way to the full results, cycles through the hits with the arrow keys, and closes when the
 * query is emptied, on Escape or on a click away.
 */
export default function PredictiveSearch({ input, scope }: { input: HTMLInputElement; scope: SearchScope }) {
  const { search, productName } = useConfig();
  const { session } = useAppState();
  const keepEvent = useKeepEvent();
  const link = useLink();
  const [, searchClickEvent] = useMutation(SearchClickEvent);
  const ownerId = useScopeOwner(scope);
  const [query, setQuery] = useState(() => input.value.trim());
  const [results, setResults] = useState<{ query: string; indexes: readonly IndexResult[] } | null>(null);
  const [status, setStatus] = useState<SearchRequestStatus | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const popover = useRef<HTMLDivElement>(null);
  const box = useMemo(() => ({ current: input.form }), [input]);
  const opened = useRef(false);

  useEffect(() => {
    const typed = () => {
      setQuery(input.value.trim());
      setDismissed(false);
    };
    // the box and the popover both sit in the form: from the box (not a hit) the arrows go to the first or last hit
    const arrows = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const hits = [...(popover.current?.querySelectorAll<HTMLAnchorElement>('.predictive__hit') ?? [])];
      if (hits.length === 0) return;
      event.preventDefault();
      hits[
        wrapIndex(
          hits.indexOf(document.activeElement as HTMLAnchorElement),
          event.key === 'ArrowDown' ? 1 : -1,
          hits.length,
        )
      ]?.focus();
    };
    const submitted = () => rememberSearch(input.value);
    input.addEventListener('input', typed);
    input.form?.addEventListener('keydown', arrows);
    input.form?.addEventListener('submit', submitted);
    // what the reader typed while this code was loading
    typed();
    return () => {
      input.removeEventListener('input', typed);
      input.form?.removeEventListener('keydown', arrows);
      input.form?.removeEventListener('submit', submitted);
    };
  }, [input]);

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const requests = predictiveRequests(scope, query, {
        loggedIn: session.isLoggedInCookie,
        isBot: isBot(navigator.userAgent),
        ownerId,
      });
      setStatus('loading');
      multiQuery(search, requests, controller.signal).then(
        (indexes) => {
          setResults({ query, indexes });
          setStatus('success');
        },
        // an aborted query was replaced by a newer one, which sets its own status
        () => controller.signal.aborted || setStatus('error'),
      );
      keepEvent('search.predictiveQueried', { query, scope: scope.kind });
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keepEvent, query, ownerId, scope, search, session.isLoggedInCookie]);

  useCloseOnOutside(popover, box, (returnFocus) => {
    setDismissed(true);
    if (returnFocus) input.focus();
  });

  const sections = results && query !== '' ? sectionsOf(results.indexes, scope, results.query, link, productName) : [];
  const view = suggestionsView({
    query,
    status,
    dismissed,
    hasHits: sections.some((section) => section.hits.length > 0),
  });
  const visible = view === 'hits';
  useEffect(() => {
    if (!visible || opened.current) return;
    opened.current = true;
    keepEvent('search.predictiveOpened', { scope: scope.kind });
  }, [keepEvent, visible, scope.kind]);

  const clicked = (hit: Hit) => (event: MouseEvent<HTMLAnchorElement>) => {
    rememberSearch(query);
    keepEvent('search.predictiveResultClicked', {
      query,
      indexName: hit.indexName,
      objectId: hit.objectId,
      position: hit.position,
    });
    if (!hit.queryId) return;
    const report = searchClickEvent({
      queryId: hit.queryId,
      indexName: hit.indexName,
      objectIds: [hit.objectId],
      positions: [hit.position],
    });
    // A new tab keeps this page alive; otherwise the page waits briefly for the report before it leaves.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void Promise.race([report, new Promise((resolve) => setTimeout(resolve, CLICK_REPORT_MS))]).then(() =>
      window.location.assign(hit.href),
    );
  };

  if (view === 'failed') {
    return (
      <div ref={popover} className="predictive" role="region" aria-label="Search suggestions">
        <p className="predictive__failed" role="status">
          {SUGGESTIONS_FAILED}
        </p>
      </div>
    );
  }
  if (!visible) return null;
  return (
    <div
      ref={popover}
      className="predictive"
      role="region"
      aria-label="Search suggestions"
      aria-busy={status === 'loading'}
    >
      {sections.map(
        (section) =>
          section.hits.length > 0 && (
            <section key={section.title} className="predictive__section" aria-label={section.title}>
              <h2 className="predictive__title">{section.title}</h2>
              <ul className="predictive__hits">
                {section.hits.map((hit) => (
                  <li key={hit.key}>
                    <a className="predictive__hit" href={hit.href} onClick={clicked(hit)}>
                      <span className="predictive__label">
                        {hit.highlighted ? <Matched value={hit.highlighted} /> : hit.label}
                      </span>
                      {hit.detail && <span className="predictive__detail">{hit.detail}</span>}
                    </a>
                  </li>
                ))}
              </ul>
              <a
                className="predictive__more"
                href={section.more.href}
                aria-label={section.more.label === 'More' ? `More ${section.title.toLowerCase()}` : undefined}
              >
                {section.more.label}
              </a>
            </section>
          ),
      )}
    </div>
  );
}

type Link = ReturnType<typeof useLink>;

const highlightOf = (hit: UserHit | CollectionHit | TagHit | PostHit, attribute: string) =>
  hit._highlightResult?.[attribute]?.value;

/** One index's hits as popover rows, with what a click on each reports. */
function hitsOf<T extends { readonly objectID: string }>(
  indexes: readonly IndexResult[],
  kind: 'users' | 'collections' | 'tags' | 'posts',
  describe: (hit: T) => Pick<Hit, 'href' | 'label' | 'detail'>,
): Hit[] {
  const result = indexes.find((index) => index.index === searchIndexName(kind));
  return (result?.hits ?? []).map((hit, index) => ({
    ...describe(hit as unknown as T),
    key: hit.objectID,
    indexName: searchIndexName(kind),
    objectId: hit.objectID,
    position: index + 1,
    queryId: result?.queryID,
  }));
}

/**
 * The popover's sections, in the order of docs/spec-checklist.md 1 §2.10. A scoped search whose owner was not known
 * yet was sent as a general one, and is shown as one.
 */
function sectionsOf(
  indexes: readonly IndexResult[],
  scope: SearchScope,
  query: string,
  link: Link,
  productName: string,
): Section[] {
  const withQuery = (path: string) => searchHref(path, query);
  if (scope.kind !== 'general' && indexes.some((index) => index.index === searchIndexName('posts'))) {
    return [
      {
        title: scope.kind === 'publication' ? 'From this Publication' : 'From this Profile',
        hits: hitsOf<PostHit>(indexes, 'posts', (hit) => ({
          href: link('ShowPost', { postId: hit.postId }),
          label: hit.title,
          highlighted: highlightOf(hit, 'title'),
          detail: formatDate(hit.latestPublishedAt),
        })),
        more: { label: `Search all of ${productName}`, href: withQuery(link('ShowSearch')) },
      },
    ];
  }
  return [
    {
      title: 'People',
      hits: hitsOf<UserHit>(indexes, 'users', (hit) => ({
        href: link('ShowUser', { username: hit.username }),
        label: hit.name || hit.username,
        highlighted: hit.name ? highlightOf(hit, 'name') : undefined,
        detail: `@${hit.username}`,
      })),
      more: { label: 'More', href: withQuery(link('ShowSearchUsers')) },
    },
    {
      title: 'Publications',
      hits: hitsOf<CollectionHit>(indexes, 'collections', (hit) => ({
        href: link('ShowCollectionById', { collectionId: hit.collectionId }),
        label: hit.name,
        highlighted: highlightOf(hit, 'name'),
      })),
      more: { label: 'More', href: withQuery(link('ShowSearchPublications')) },
    },
    {
      title: 'Tags',
      hits: hitsOf<TagHit>(indexes, 'tags', (hit) => ({
        href: link('ShowTagPosts', { tagSlug: hit.tagSlug }),
        label: hit.displayText,
        highlighted: highlightOf(hit, 'displayText'),
      })),
      more: { label: 'More', href: withQuery(link('ShowSearchTags')) },
    },
  ];
}
