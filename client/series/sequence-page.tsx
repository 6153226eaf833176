import { useQuery } from '../data/use-query.ts';
import { ShareMenu } from '../discovery/share-menu.tsx';
import { PostPreview, PostPreviewFragment } from '../stories/post-preview.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';
import { SERIES_SHARE_CARD } from '../../shared/discovery/share-cards.ts';

const SequenceQuery = graphql(
  `
    query SequencePageQuery($slug: String!) {
      sequence(slug: $slug) {
        id
        title
        description
        viewerCanEdit
        creator {
          id
          name
          mediumUrl
        }
        posts {
          id
          ...PostPreview
        }
      }
    }
  `,
  [PostPreviewFragment],
);

export const sequenceData = definePageData({
  query: SequenceQuery,
  variables: (params) => ({ slug: params['sequenceSlug'] ?? '' }),
  status: (data) => (data.sequence ? 200 : 404),
});

/** /s/{sequenceSlug}: a writer's stories gathered in the order they are meant to be read. */
export default function SequencePage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: SequenceQuery, variables: { slug: params['sequenceSlug'] ?? '' } });
  const sequence = data?.sequence;
  if (!sequence) {
    return (
      <main className="page page--message" id="main">
        <h1 className="message__title">This sequence doesn’t exist</h1>
      </main>
    );
  }
  return (
    <main className="page" id="main">
      <title>{`${sequence.title} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <p className="masthead__stats">
            A sequence
            {sequence.creator && (
              <>
                {' '}
                by <a href={sequence.creator.mediumUrl}>{sequence.creator.name}</a>
              </>
            )}
          </p>
          <h1 className="masthead__name">{sequence.title}</h1>
          {sequence.description && <p className="masthead__description">{sequence.description}</p>}
          <ShareMenu route="ShareSequence" params={{ sequenceSlug: params['sequenceSlug'] ?? '' }} />
          {sequence.viewerCanEdit && (
            <p>
              <a href={link('ShowEditSequence', { sequenceSlug: params['sequenceSlug'] ?? '' })}>Edit sequence</a>
            </p>
          )}
        </header>
        {sequence.posts.length === 0 ? (
          <p className="feed__empty">No stories here yet.</p>
        ) : (
          <ol className="sequence" aria-label={`Stories in ${sequence.title}`}>
            {sequence.posts.map((post) => (
              <li key={post.id} className="sequence__item">
                <PostPreview post={post} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ sequence: { data: sequenceData, shareCard: SERIES_SHARE_CARD } });
