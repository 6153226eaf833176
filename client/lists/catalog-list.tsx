import { formatCounted } from '../format.ts';

export interface CatalogRow {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly visibility: string;
  readonly postCount: number;
  readonly mediumUrl: string;
}

/** Lists by name, with how many stories each holds and whether it is private. */
export function CatalogList({ lists }: { lists: readonly CatalogRow[] }) {
  return (
    <ul className="lists">
      {lists.map((list) => (
        <li key={list.id} className="lists__row">
          <a className="lists__name" href={list.mediumUrl}>
            {list.name}
          </a>
          <p className="lists__meta">
            {formatCounted(list.postCount, 'story', 'stories')}
            {list.visibility !== 'PUBLIC' && ' · Private'}
          </p>
          {list.description && <p className="lists__description">{list.description}</p>}
        </li>
      ))}
    </ul>
  );
}
