import type { ReactNode } from 'react';
import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { PeopleList, PersonFragment } from '../social/people-list.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

/** The kinds /me/following/{entityName} lists. */
const ENTITIES = { people: 'People', publications: 'Publications', tags: 'Tags' } as const;
type Entity = keyof typeof ENTITIES;
const isEntity = (name: string): name is Entity => Object.hasOwn(ENTITIES, name);

/** The overview shows a few of each; an entity's own page all of them (people, a page at a time). */
const PREVIEW = 5;

const FollowsQuery = graphql(
  `
    query FollowsPageQuery($people: Boolean!, $publications: Boolean!, $tags: Boolean!, $limit: Int!) {
      viewer {
        id
        following(paging: { limit: $limit }) @include(if: $people) {
          users {
            ...Person
          }
          pagingInfo {
            next {
              to
            }
          }
        }
        followingCollections @include(if: $publications) {
          id
          name
          description
          mediumUrl
        }
        followedTags @include(if: $tags) {
          id
          displayTitle
          normalizedTagSlug
        }
      }
    }
  `,
  [PersonFragment],
);

const variables = (params: Params) => {
  const entity = params['entityName'];
  const only = (name: Entity) => entity === undefined || entity === name;
  return {
    people: only('people'),
    publications: only('publications'),
    tags: only('tags'),
    limit: entity ? 25 : PREVIEW,
  };
};

export const followsData = definePageData({
  query: FollowsQuery,
  variables,
  status: (_data, params) => (params['entityName'] === undefined || isEntity(params['entityName']) ? 200 : 404),
});

/** One kind of thing followed: its heading, its list (or what to say when empty), and the way to all of it. */
function FollowSection({
  kind,
  count,
  empty,
  more,
  children,
}: {
  kind: Entity;
  count: number;
  empty: string;
  more: (kind: Entity, count: number) => ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`follows-${kind}`}>
      <h2 id={`follows-${kind}`} className="stats-section__title">
        {ENTITIES[kind]}
      </h2>
      {count === 0 ? <p className="feed__empty">{empty}</p> : children}
      {more(kind, count)}
    </section>
  );
}

/** /me/following and /me/following/{entityName}: the people, publications and tags the reader follows. */
export default function FollowsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params } = useNavigation();
  const [{ data }] = useQuery({ query: FollowsQuery, variables: variables(params) });
  const viewer = data?.viewer;
  const entity = params['entityName'] && isEntity(params['entityName']) ? params['entityName'] : null;
  const heading = entity ? `${ENTITIES[entity]} you follow` : 'Following';
  const more = (name: Entity, count: number) =>
    !entity && count >= PREVIEW ? (
      <p>
        <a href={link('ShowFollowsEntity', { entityName: name })}>{`See all ${ENTITIES[name].toLowerCase()}`}</a>
      </p>
    ) : null;
  const people = viewer?.following?.users ?? [];
  const publications = viewer?.followingCollections ?? [];
  const tags = viewer?.followedTags ?? [];
  return (
    <main className="page" id="main">
      <title>{`${heading} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{heading}</h1>
        {!viewer ? (
          <p className="page__lede">Sign in to see who and what you follow.</p>
        ) : (
          <>
            {entity && (
              <p>
                <a href={link('ShowFollowsIndex')}>Everything you follow</a>
              </p>
            )}
            {viewer.following && (
              <FollowSection
                kind="people"
                count={people.length}
                empty="You follow nobody yet. Follow writers from their stories or profiles."
                more={more}
              >
                <PeopleList people={people} />
              </FollowSection>
            )}
            {viewer.followingCollections && (
              <FollowSection
                kind="publications"
                count={publications.length}
                empty="You follow no publication yet."
                more={more}
              >
                <ul className="follows__list">
                  {(entity ? publications : publications.slice(0, PREVIEW)).map((publication) => (
                    <li key={publication.id}>
                      <a href={publication.mediumUrl}>{publication.name}</a>
                      {publication.description && (
                        <span className="follows__note">{` · ${publication.description}`}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </FollowSection>
            )}
            {viewer.followedTags && (
              <FollowSection kind="tags" count={tags.length} empty="You follow no tag yet." more={more}>
                <ul className="follows__tags">
                  {(entity ? tags : tags.slice(0, PREVIEW)).map((tag) => (
                    <li key={tag.id}>
                      <a className="trending__topic" href={link('ShowTagPosts', { tagSlug: tag.normalizedTagSlug })}>
                        {tag.displayTitle}
                      </a>
                    </li>
                  ))}
                </ul>
                <p>
                  <a href={link('ShowCustomizeTopics')}>Find more topics to follow</a>
                </p>
              </FollowSection>
            )}
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ follows: { data: followsData } });
