import { useQuery } from '../data/use-query.ts';
import { SiteSections } from '../components/site-sections.tsx';
import { EDITORIAL_LANDINGS } from '../../shared/site-pages/editorial-landings.ts';
import { withProductName } from '../../shared/site-pages/site-page.ts';
import { PagedPosts } from '../stories/paged-posts.tsx';
import { PostPreviewFragment } from '../stories/post-preview.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const EditorialLandingQuery = graphql(
  `
    query EditorialLandingQuery($tagSlug: String!, $to: String) {
      tagFromSlug(tagSlug: $tagSlug) {
        id
        displayTitle
        postsConnection(sort: NEW, paging: { limit: 10, to: $to }) {
          posts {
            id
            ...PostPreview
          }
          pagingInfo {
            next {
              to
            }
          }
        }
      }
    }
  `,
  [PostPreviewFragment],
);

const landingVariables = (location: PageLocation) => ({
  tagSlug: EDITORIAL_LANDINGS[location.routeName]?.tagSlug ?? '',
  to: null,
});

export const editorialLandingData = definePageData({
  query: EditorialLandingQuery,
  variables: (_params, location) => landingVariables(location),
  // the page is the editors' whether or not its tag has stories yet
  status: () => 200,
});

/** /l/ticks, /l/the-trump-45 and /l/tribute: an editors' introduction, then the newest stories of its tag. */
export default function EditorialLandingPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const variables = landingVariables(pageLocation(navigation));
  const [{ data }] = useQuery({ query: EditorialLandingQuery, variables });
  const words = EDITORIAL_LANDINGS[navigation.routeName];
  if (!words) return null;
  const page = withProductName(words, productName);
  const tag = data?.tagFromSlug;
  return (
    <main className="page landing" id="main">
      <title>{`${page.title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="landing__title">{page.title}</h1>
        <p className="landing__lede">{page.lede}</p>
        {tag ? (
          <PagedPosts
            first={tag.postsConnection}
            query={EditorialLandingQuery}
            variables={(to) => ({ ...variables, to })}
            pick={(more) => more?.tagFromSlug?.postsConnection}
            label={page.title}
            empty="No stories here yet."
          />
        ) : (
          <p className="feed__empty">No stories here yet.</p>
        )}
        <SiteSections sections={page.sections} />
        {tag && (
          <p className="landing__footnote">
            <a href={link('ShowTagPosts', { tagSlug: tag.id })}>Everything tagged {tag.displayTitle}</a>
          </p>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'editorial-landing': { data: editorialLandingData } });
