import { useState, type ReactNode } from 'react';
import { useClient } from '../data/use-client.ts';
import type { AnyVariables, TypedDocumentNode } from 'urql';

export interface Page<Item> {
  readonly items: readonly Item[];
  readonly next: string | null;
}

/**
 * A list whose first page came with the page (server-rendered, nothing refetched on hydration);
 * "Show more" asks for each next page with the cursor the last one gave.
 */
export function PagedList<Item extends { readonly id: string }, Data, Variables extends AnyVariables>({
  first,
  query,
  variables,
  pick,
  render,
  empty,
  className,
  moreLabel = 'Show more',
}: {
  first: Page<Item>;
  query: TypedDocumentNode<Data, Variables>;
  variables: (to: string) => Variables;
  pick: (data: Data | undefined) => Page<Item> | null;
  render: (items: readonly Item[]) => ReactNode;
  empty: string;
  className?: string;
  /** The control that loads the next page. */
  moreLabel?: string;
}) {
  const client = useClient();
  const [more, setMore] = useState<Item[]>([]);
  const [next, setNext] = useState<string | null>(first.next);
  const [loading, setLoading] = useState(false);
  const showMore = () => {
    if (!next) return;
    setLoading(true);
    void client
      .query(query, variables(next))
      .toPromise()
      .then((result) => {
        setLoading(false);
        const page = pick(result.data);
        if (!page) return;
        setMore((shown) => [...shown, ...page.items]);
        setNext(page.next);
      });
  };
  const items = [...first.items, ...more];
  return (
    <div className={className}>
      {items.length === 0 ? <p className="feed__empty">{empty}</p> : render(items)}
      {next && (
        <button type="button" className="button button--outline feed__more" onClick={showMore} disabled={loading}>
          {loading ? 'Loading…' : moreLabel}
        </button>
      )}
    </div>
  );
}

/** A connection's page as PagedList reads it. */
export const pageOf = <Item,>(
  connection: { readonly pagingInfo: { readonly next: { readonly to: string } | null } } & (
    | { readonly posts: readonly Item[] }
    | { readonly users: readonly Item[] }
  ),
): Page<Item> => ({
  items: 'posts' in connection ? connection.posts : connection.users,
  next: connection.pagingInfo.next?.to ?? null,
});
