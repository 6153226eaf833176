import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import { storyIdFromReference } from '../../shared/routes/story-reference.ts';
import { formatReadingTime } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const EmbedQuery = graphql(`
  query EmbedPageQuery($id: ID!, $story: Boolean!) {
    postResult(id: $id) @include(if: $story) {
      __typename
      ... on Post {
        id
        title
        subtitle
        mediumUrl
        readingTime
        previewImage {
          id
          alt
        }
        creator {
          id
          name
          mediumUrl
        }
        collection {
          id
          name
        }
      }
    }
  }
`);

const variables = (location: PageLocation) => {
  const id = location.routeName === 'ShowEmbed' ? storyIdFromReference(location.search.get('url') ?? '') : null;
  return { id: id ?? '', story: id !== null };
};

export const embedData = definePageData({
  query: EmbedQuery,
  variables: (_params, location) => variables(location),
  status: (data, _params) => (data.postResult === undefined || data.postResult?.__typename === 'Post' ? 200 : 404),
});

/**
 * /embed?url=… (framed by oEmbed consumers): a story's light card, its title, subtitle, writer and
 * picture, and a link to read it here; never its text. /embed-test shows what an address embeds
 * as, with the snippet oEmbed gives.
 */
export default function EmbedPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const location = pageLocation(navigation);
  const [{ data }] = useQuery({ query: EmbedQuery, variables: variables(location) });
  const [address, setAddress] = useState('');
  if (navigation.routeName === 'EmbedTest') {
    const src = address ? `${link('ShowEmbed')}?url=${encodeURIComponent(address)}` : null;
    return (
      <main className="page" id="main">
        <title>{`Embed a story – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Embed a story</h1>
          <p className="page__lede">{`Paste a story’s address to see the card other sites show when they embed it. Sites that speak oEmbed find it by themselves.`}</p>
          <label className="field">
            <span className="field__label">Story address</span>
            <input
              className="field__input"
              type="url"
              value={address}
              onChange={(event) => setAddress(event.target.value.trim())}
              placeholder="https://…"
            />
          </label>
          {src && <iframe className="embed-test__frame" src={src} title="The story’s embed" width={600} height={400} />}
        </div>
      </main>
    );
  }
  const post = data?.postResult?.__typename === 'Post' ? data.postResult : null;
  if (!post) return <p className="embed-card__missing">This story is not available.</p>;
  return (
    <article className="embed-card">
      <title>{`${post.title || 'Untitled story'} – ${productName}`}</title>
      {post.previewImage && (
        <img
          className="embed-card__image"
          src={imageUrl(post.previewImage.id, { width: 600, height: 200, strategy: 'crop', webp: true })}
          alt={post.previewImage.alt ?? ''}
          width={600}
          height={200}
        />
      )}
      <div className="embed-card__text">
        <p className="embed-card__byline">
          {post.collection ? `${post.creator.name} in ${post.collection.name}` : post.creator.name}
        </p>
        <h1 className="embed-card__title">
          <a href={post.mediumUrl} target="_blank" rel="noopener">
            {post.title || 'Untitled story'}
          </a>
        </h1>
        {post.subtitle && <p className="embed-card__subtitle">{post.subtitle}</p>}
        <p className="embed-card__meta">{`${formatReadingTime(post.readingTime)} · Read on ${productName}`}</p>
      </div>
    </article>
  );
}

export const pages = definePages({ embed: { data: embedData } });
