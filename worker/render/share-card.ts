import { execute, parse } from 'graphql';
import { imageUrl } from '../../shared/images/image-url.ts';
import { link, type RouteName } from '../../shared/routes/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { schema } from '../graphql/schema.ts';

/**
 * What a page tells a social network, a search engine and a feed reader about itself:
 * Open Graph and Twitter tags, JSON-LD, and its feed. Built only from what every reader may see
 * (titles, subtitles, names, tags, dates): a members-only story's text is never read here.
 */
export interface ShareCard {
  readonly title: string;
  readonly description: string;
  /** The canonical address, absolute. */
  readonly url: string;
  /** An image's address, absolute, 1200×630; null when the page has none. */
  readonly image: string | null;
  /** The image's id in the image service, for another size of it (oEmbed's thumbnail). */
  readonly imageId?: string | null;
  readonly type: 'article' | 'profile' | 'website';
  readonly article?: {
    readonly publishedTime: string | null;
    readonly modifiedTime: string | null;
    readonly authorUrl: string;
    readonly authorName: string;
    readonly section: string | null;
    readonly tags: readonly string[];
  };
  readonly jsonLd: readonly Record<string, unknown>[];
  /** The page's own RSS feed, for auto-discovery. */
  readonly feed: { readonly title: string; readonly href: string } | null;
  /** Story pages: where oEmbed consumers ask for the embed. */
  readonly oembed: string | null;
  /** The writer's X handle (twitter:creator), on their stories and profile, when they gave one. */
  readonly creatorHandle?: string | null;
  /** An unlisted story: readers with its link may read it, search engines are asked not to list it. */
  readonly noindex?: boolean;
}

type Data = Record<string, unknown>;

interface Site {
  readonly origin: string;
  readonly productName: string;
}

interface CardSource {
  readonly query: string;
  readonly build: (data: Data, site: Site, variables: Data) => ShareCard | null;
}

export const SOCIAL_IMAGE = { width: 1200, height: 630, strategy: 'crop' as const };
const absolute = (site: Site, path: string) => (/^https?:\/\//.test(path) ? path : site.origin + path);
const socialImage = (site: Site, id: unknown) =>
  typeof id === 'string' && id ? absolute(site, imageUrl(id, SOCIAL_IMAGE)) : null;
const iso = (ms: unknown) => (typeof ms === 'number' && ms > 0 ? new Date(ms).toISOString() : null);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const routeUrl = (site: Site, name: RouteName, params: Record<string, string>) => absolute(site, link(name, params));

/** What a page says when its owner wrote no description: still a sentence, never empty. */
const fallback = (description: string, otherwise: string) => (description.trim() ? description.trim() : otherwise);

const organization = (site: Site) => ({
  '@type': 'Organization',
  name: site.productName,
  logo: { '@type': 'ImageObject', url: `${site.origin}/icons/apple-touch-icon.png` },
});

const handleOf = (user: Data) =>
  typeof user['twitterScreenName'] === 'string' && user['twitterScreenName'] ? user['twitterScreenName'] : null;

const person = (user: Data, site: Site) => ({
  '@type': 'Person',
  name: text(user['name']),
  url: absolute(site, text(user['mediumUrl'])),
});

const breadcrumbs = (items: readonly { name: string; url: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: item.url,
  })),
});

const POST: CardSource = {
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
    const tags = (post['tags'] as Data[] | undefined)?.map((tag) => text(tag['displayTitle'])) ?? [];
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

const PROFILE: CardSource = {
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

const PUBLICATION: CardSource = {
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

const TAG: CardSource = {
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

const TOPIC: CardSource = {
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

const LIST: CardSource = {
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

const SERIES: CardSource = {
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
const HOME: CardSource = {
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

/** Cards by page name; the page's own variables name what the card is about. */
const SOURCES: Readonly<Record<string, CardSource>> = {
  home: HOME,
  post: POST,
  'user-profile': PROFILE,
  'publication-profile': PUBLICATION,
  tag: TAG,
  topic: TOPIC,
  list: LIST,
  sequence: SERIES,
};

const parsed = new Map<string, ReturnType<typeof parse>>();

/**
 * The share card of a page, from a query run in-process beside the page's own (the same
 * loaders, so the story or profile both read is read once). Null for pages without one.
 */
export async function shareCardFor(
  context: GraphQLContext,
  page: string,
  variables: Data,
  site: Site,
): Promise<ShareCard | null> {
  const source = SOURCES[page];
  if (!source) return null;
  let document = parsed.get(page);
  if (!document) parsed.set(page, (document = parse(source.query)));
  const result = await execute({ schema, document, variableValues: variables, contextValue: context });
  if (result.errors?.length || !result.data) return null;
  return source.build(result.data as Data, site, variables);
}
