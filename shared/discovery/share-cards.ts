import {
  absolute,
  breadcrumbs,
  fallback,
  handleOf,
  iso,
  organization,
  person,
  record,
  routeUrl,
  socialImage,
  text,
  type ShareCardData,
  type ShareCardSource,
} from './share-card.ts';

/* The cards of the pages that have one, each named in its page's declaration (client/pages/define-page.ts). */

export const POST_SHARE_CARD: ShareCardSource = {
  query: `query ShareCardPost($id: ID!) { postResult(id: $id) { __typename ... on Post {
    id title subtitle isLocked visibility firstPublishedAt latestPublishedAt mediumUrl inResponseToPostId
    previewImage { id }
    tags { displayTitle }
    creator { name username mediumUrl imageId twitterScreenName }
    collection { name mediumUrl slug }
  } } }`,
  build(data, site) {
    const post = record(data['postResult']);
    if (post['__typename'] !== 'Post' || !post['firstPublishedAt']) return null;
    const creator = record(post['creator']);
    const collection = post['collection'] ? record(post['collection']) : null;
    const title = text(post['title']) || 'Untitled story';
    const url = absolute(site, text(post['mediumUrl']));
    const imageId =
      [record(post['previewImage'])['id'], creator['imageId']].find(
        (id): id is string => typeof id === 'string' && id !== '',
      ) ?? null;
    const image = socialImage(site, imageId);
    const tags = (post['tags'] as ShareCardData[] | undefined)?.map((tag) => text(tag['displayTitle'])) ?? [];
    const locked = post['isLocked'] === true;
    const author = person(creator, site);
    const description = fallback(text(post['subtitle']), `A story by ${text(creator['name'])} on ${site.productName}.`);
    const article: Record<string, unknown> = {
      '@context': 'https://schema.org',
      '@type': collection ? 'NewsArticle' : 'Article',
      headline: title.slice(0, 110),
      description,
      url,
      mainEntityOfPage: url,
      datePublished: iso(post['firstPublishedAt']),
      dateModified: iso(post['latestPublishedAt']) ?? iso(post['firstPublishedAt']),
      author,
      publisher: organization(site),
      keywords: tags,
      ...(image ? { image: [image] } : {}),
      // search engines require paywalled content to be marked, or they take it for cloaking
      ...(locked
        ? {
            isAccessibleForFree: false,
            hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.story__body' },
          }
        : { isAccessibleForFree: true }),
    };
    const trail = [
      { name: site.productName, url: `${site.origin}/` },
      collection
        ? { name: text(collection['name']), url: absolute(site, text(collection['mediumUrl'])) }
        : { name: text(creator['name']), url: author.url },
      { name: title, url },
    ];
    return {
      title,
      description,
      url,
      image,
      imageId,
      type: 'article',
      article: {
        publishedTime: iso(post['firstPublishedAt']),
        modifiedTime: iso(post['latestPublishedAt']),
        authorUrl: author.url,
        authorName: author.name,
        section: collection ? text(collection['name']) : null,
        tags,
      },
      jsonLd: [article, breadcrumbs(trail)],
      feed: collection
        ? {
            title: text(collection['name']),
            href: routeUrl(site, 'FeedCollection', { collectionSlug: text(collection['slug']) }),
          }
        : {
            title: `Stories by ${text(creator['name'])}`,
            href: routeUrl(site, 'FeedUser', { username: text(creator['username']) }),
          },
      oembed: `${site.origin}/oembed?url=${encodeURIComponent(url)}&format=json`,
      creatorHandle: handleOf(creator),
      noindex: post['visibility'] === 'UNLISTED',
    };
  },
};

export const PROFILE_SHARE_CARD: ShareCardSource = {
  query: `query ShareCardProfile($username: String!) { userResult(username: $username) { __typename ... on User { name username bio imageId mediumUrl twitterScreenName } } }`,
  build(data, site) {
    const user = record(data['userResult']);
    if (user['__typename'] !== 'User') return null;
    const url = absolute(site, text(user['mediumUrl']));
    const name = text(user['name']);
    const description = fallback(text(user['bio']), `Read stories by ${name} on ${site.productName}.`);
    return {
      title: name,
      description,
      url,
      image: socialImage(site, user['imageId']),
      type: 'profile',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          mainEntity: { ...person(user, site), description, alternateName: `@${text(user['username'])}` },
        },
      ],
      feed: { title: `Stories by ${name}`, href: routeUrl(site, 'FeedUser', { username: text(user['username']) }) },
      oembed: null,
      creatorHandle: handleOf(user),
    };
  },
};

export const PUBLICATION_SHARE_CARD: ShareCardSource = {
  query: `query ShareCardPublication($slug: String!) { collectionByDomainOrSlug(domainOrSlug: $slug) { name slug description mediumUrl avatar { id } } }`,
  build(data, site) {
    const publication = data['collectionByDomainOrSlug'] ? record(data['collectionByDomainOrSlug']) : null;
    if (!publication) return null;
    const name = text(publication['name']);
    const url = absolute(site, text(publication['mediumUrl']));
    const description = fallback(text(publication['description']), `${name}, a publication on ${site.productName}.`);
    return {
      title: name,
      description,
      url,
      image: socialImage(site, record(publication['avatar'])['id']),
      type: 'website',
      jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name, url, description }],
      feed: { title: name, href: routeUrl(site, 'FeedCollection', { collectionSlug: text(publication['slug']) }) },
      oembed: null,
    };
  },
};

export const TAG_SHARE_CARD: ShareCardSource = {
  query: `query ShareCardTag($tagSlug: String!) { tagFromSlug(tagSlug: $tagSlug) { displayTitle normalizedTagSlug } }`,
  build(data, site) {
    const tag = data['tagFromSlug'] ? record(data['tagFromSlug']) : null;
    if (!tag) return null;
    const title = text(tag['displayTitle']);
    const slug = text(tag['normalizedTagSlug']);
    const url = routeUrl(site, 'ShowTagPosts', { tagSlug: slug });
    return {
      title: `${title} stories`,
      description: `The latest stories about ${title} on ${site.productName}.`,
      url,
      image: null,
      type: 'website',
      jsonLd: [
        breadcrumbs([
          { name: site.productName, url: `${site.origin}/` },
          { name: title, url },
        ]),
      ],
      feed: { title: `${title} on ${site.productName}`, href: routeUrl(site, 'FeedTag', { tagSlug: slug }) },
      oembed: null,
    };
  },
};

export const TOPIC_SHARE_CARD: ShareCardSource = {
  query: `query ShareCardTopic($slug: String!) { topic(slug: $slug) { name slug description } }`,
  build(data, site) {
    const topic = data['topic'] ? record(data['topic']) : null;
    if (!topic) return null;
    const name = text(topic['name']);
    const url = routeUrl(site, 'ShowTopic', { topicSlug: text(topic['slug']) });
    return {
      title: name,
      description: fallback(text(topic['description']), `Stories about ${name} on ${site.productName}.`),
      url,
      image: null,
      type: 'website',
      jsonLd: [
        breadcrumbs([
          { name: site.productName, url: `${site.origin}/` },
          { name: name, url },
        ]),
      ],
      feed: {
        title: `${name} on ${site.productName}`,
        href: routeUrl(site, 'FeedTopic', { topicSlug: text(topic['slug']) }),
      },
      oembed: null,
    };
  },
};

export const LIST_SHARE_CARD: ShareCardSource = {
  query: `query ShareCardList($catalogSlugId: String!, $username: String) { catalogBySlugId(catalogSlugId: $catalogSlugId, username: $username) { __typename ... on Catalog { name description mediumUrl creator { name username mediumUrl imageId } } } }`,
  build(data, site) {
    const list = record(data['catalogBySlugId']);
    if (list['__typename'] !== 'Catalog') return null;
    const creator = record(list['creator']);
    const name = text(list['name']);
    const url = absolute(site, text(list['mediumUrl']));
    return {
      title: name,
      description: fallback(text(list['description']), `A list by ${text(creator['name'])} on ${site.productName}.`),
      url,
      image: socialImage(site, creator['imageId']),
      type: 'website',
      jsonLd: [
        breadcrumbs([
          { name: site.productName, url: `${site.origin}/` },
          { name: text(creator['name']), url: absolute(site, text(creator['mediumUrl'])) },
          { name, url },
        ]),
      ],
      feed: {
        title: `Stories by ${text(creator['name'])}`,
        href: routeUrl(site, 'FeedUser', { username: text(creator['username']) }),
      },
      oembed: null,
    };
  },
};

export const SERIES_SHARE_CARD: ShareCardSource = {
  query: `query ShareCardSequence($slug: String!) { sequence(slug: $slug) { title description slug } }`,
  build(data, site, variables) {
    const sequence = data['sequence'] ? record(data['sequence']) : null;
    if (!sequence) return null;
    const title = text(sequence['title']);
    return {
      title,
      description: fallback(text(sequence['description']), `A series of stories on ${site.productName}.`),
      url: routeUrl(site, 'ShowSequence', { sequenceSlug: text(variables['slug']) }),
      image: null,
      type: 'website',
      jsonLd: [],
      feed: null,
      oembed: null,
    };
  },
};

/** The home page: what Quire is, in the words of its own hero (search results show it). */
export const HOME_SHARE_CARD: ShareCardSource = {
  query: 'query ShareCardHome { __typename }',
  build: (_data, site) => ({
    title: `${site.productName}: where good stories find their readers`,
    description: `${site.productName} is a place to read, write and deepen your understanding, with writers you follow and publications you trust.`,
    url: `${site.origin}/`,
    image: null,
    type: 'website',
    jsonLd: [],
    feed: null,
    oembed: null,
  }),
};
