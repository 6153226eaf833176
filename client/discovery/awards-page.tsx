import { useQuery } from '../data/use-query.ts';
import { PeopleList, PersonFragment } from '../social/people-list.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const AwardQuery = graphql(
  `
    query AwardQuery($type: String!) {
      award(type: $type) {
        type
        title
        description
        tags {
          tag {
            id
            displayTitle
          }
          writers {
            ...Person
          }
        }
      }
    }
  `,
  [PersonFragment],
);

export const awardsData = definePageData({
  query: AwardQuery,
  variables: (params) => ({ type: params['type'] ?? '' }),
  status: (data) => (data.award ? 200 : 404),
});

/** /awards/{type}: what an award means and who holds it now, tag by tag. */
export default function AwardsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: AwardQuery, variables: { type: params['type'] ?? '' } });
  const award = data?.award;
  if (!award) return null;
  return (
    <main className="page" id="main">
      <title>{`${award.title} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <h1 className="masthead__name">{award.title}</h1>
          <p className="masthead__description">{award.description}</p>
        </header>
        {award.tags.length === 0 ? (
          <p className="feed__empty">
            No one holds this award yet: it goes to writers once readers clap for their stories.
          </p>
        ) : (
          award.tags.map(({ tag, writers }) => (
            <section key={tag.id} className="award-tag" aria-label={`${award.title} in ${tag.displayTitle}`}>
              <h2 className="feed__heading">
                <a href={link('ShowTagPosts', { tagSlug: tag.id })}>{tag.displayTitle}</a>
              </h2>
              <PeopleList people={writers} />
              <p className="landing__footnote">
                <a href={link('ShowTagTopWriters', { tagSlug: tag.id })}>All top writers in {tag.displayTitle}</a>
              </p>
            </section>
          ))
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ awards: { data: awardsData } });
