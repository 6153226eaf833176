import { useQuery } from '../data/use-query.ts';
import { PagedList } from '../components/paged-list.tsx';
import { formatCounted } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const SequenceLibraryQuery = graphql(`
  query SequenceLibraryQuery($to: String) {
    sequenceLibrary(paging: { limit: 20, to: $to }) {
      items {
        storyCount
        sequence {
          id
          slug
          title
          description
          creator {
            id
            name
            mediumUrl
          }
        }
      }
      pagingInfo {
        next {
          to
        }
      }
    }
  }
`);

export const sequenceLibraryData = definePageData({
  query: SequenceLibraryQuery,
  variables: () => ({ to: null }),
  status: () => 200,
});

type Library = ResultOf<typeof SequenceLibraryQuery>['sequenceLibrary'];

const pageOfLibrary = (library: Library | undefined) =>
  library
    ? {
        items: library.items.map((item) => ({ ...item, id: item.sequence.id })),
        next: library.pagingInfo.next?.to ?? null,
      }
    : null;

/** /collections: the sequence library, every writer's sequences of stories, the newest first. */
export default function SequenceLibraryPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: SequenceLibraryQuery, variables: { to: null } });
  const first = pageOfLibrary(data?.sequenceLibrary);
  if (!first) return null;
  return (
    <main className="page" id="main">
      <title>{`Sequences – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <h1 className="masthead__name">Sequences</h1>
          <p className="masthead__description">
            Stories their writers gathered to be read in order: a course, a serial, a journey told in parts.
          </p>
          <p>
            <a href={link('ShowNewSequence')}>Start a sequence of your stories</a>
          </p>
        </header>
        <PagedList
          first={first}
          query={SequenceLibraryQuery}
          variables={(to) => ({ to })}
          pick={(more) => pageOfLibrary(more?.sequenceLibrary)}
          empty="No sequences yet."
          className="feed"
          render={(items) => (
            <ul className="sequence-library">
              {items.map(({ sequence, storyCount }) => (
                <li key={sequence.id} className="preview">
                  <div className="preview__text">
                    <h2 className="preview__title">
                      <a href={link('ShowSequence', { sequenceSlug: sequence.slug })}>{sequence.title}</a>
                    </h2>
                    {sequence.description && <p className="preview__subtitle">{sequence.description}</p>}
                    <p className="preview__meta">
                      {sequence.creator && (
                        <>
                          <a href={sequence.creator.mediumUrl}>{sequence.creator.name}</a> ·{' '}
                        </>
                      )}
                      {formatCounted(storyCount, 'story', 'stories')}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        />
      </div>
    </main>
  );
}

export const pages = definePages({ 'sequence-library': { data: sequenceLibraryData } });
