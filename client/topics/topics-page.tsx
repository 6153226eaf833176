import { useQuery } from '../data/use-query.ts';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const TopicsQuery = graphql(`
  query TopicsPageQuery {
    topics {
      id
      slug
      name
      description
    }
  }
`);

export const topicsData = definePageData({ query: TopicsQuery, variables: () => ({}), status: () => 200 });

/** /topics: every public topic. */
export default function TopicsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [{ data }] = useQuery({ query: TopicsQuery });
  return (
    <main className="page" id="main">
      <title>{`Topics – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Explore topics</h1>
        <ul className="topics">
          {data?.topics.map((topic) => (
            <li key={topic.id} className="topics__item">
              <a className="topics__name" href={link('ShowTopic', { topicSlug: topic.slug })}>
                {topic.name}
              </a>
              {topic.description && <p className="topics__description">{topic.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}

export const pages = definePages({ topics: { data: topicsData, cache: 'public' } });
