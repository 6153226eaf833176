import { link, type LinkContext } from './index.ts';

export interface UserForUrl {
  readonly id: string;
  readonly username?: string | null;
  readonly hasSubdomain?: boolean;
  readonly customDomainState?: { readonly live?: { readonly domain: string } | null } | null;
}

export interface CollectionForUrl {
  readonly id: string;
  readonly slug?: string | null;
  readonly domain?: string | null;
}

export interface PostForUrl {
  readonly id: string;
  readonly uniqueSlug?: string | null;
  readonly isSeries?: boolean;
  readonly sequence?: { readonly slug: string } | null;
  readonly collection?: CollectionForUrl | null;
  readonly creator?: UserForUrl | null;
}

interface AuthOriginParts {
  readonly origin: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly port: string;
}

// A page links to writers dozens of times, and always from the same auth origin: it is parsed once.
let lastAuth: AuthOriginParts | undefined;

function authParts(authOrigin: string): AuthOriginParts {
  if (lastAuth?.origin !== authOrigin) {
    const { protocol, hostname, port } = new URL(authOrigin);
    lastAuth = { origin: authOrigin, protocol, hostname, port };
  }
  return lastAuth;
}

const originOn = (host: string, authOrigin: string): string => {
  const auth = authParts(authOrigin);
  return `${auth.protocol}//${host}${auth.port ? `:${auth.port}` : ''}`;
};

/** docs/spec-checklist.md 1 §2.2: a custom live domain, else a username subdomain, else /@{username}, else /u/{id}. */
export function userUrl(user: UserForUrl, context: LinkContext): string {
  const domain = user.customDomainState?.live?.domain;
  if (domain) return originOn(domain, context.authOrigin);
  if (user.username && user.hasSubdomain)
    return originOn(`${user.username}.${authParts(context.authOrigin).hostname}`, context.authOrigin);
  if (user.username) return context.authOrigin + link('ShowUser', { username: user.username });
  return context.authOrigin + link('ShowUserById', { userId: user.id });
}

/** docs/spec-checklist.md 1 §2.2: the collection's own domain, else /{slug}, else /c/{id}, on the auth domain. */
export function collectionUrl(collection: CollectionForUrl, context: LinkContext): string {
  if (collection.domain) return originOn(collection.domain, context.authOrigin);
  if (collection.slug) return context.authOrigin + link('ShowCollectionHome', { collectionSlug: collection.slug });
  return context.authOrigin + link('ShowCollectionById', { collectionId: collection.id });
}

/**
 * docs/spec-checklist.md 1 §2.2: a series goes to ShowSeries, a sequence post to its sequence, a post in a
 * collection (when not on a user page) to the collection URL plus its slug, otherwise the
 * creator URL plus its slug; ShowPost is the fallback.
 */
export function postUrl(post: PostForUrl, context: LinkContext, options: { onUserPage?: boolean } = {}): string {
  const slug = post.uniqueSlug || post.id;
  if (post.isSeries) return context.authOrigin + link('ShowSeries', { postId: post.id });
  if (post.sequence)
    return context.authOrigin + link('ShowSequencePost', { sequenceSlug: post.sequence.slug, postId: slug });
  if (post.collection && !options.onUserPage)
    return `${collectionUrl(post.collection, context)}/${encodeURIComponent(slug)}`;
  if (post.creator) return `${userUrl(post.creator, context)}/${encodeURIComponent(slug)}`;
  return context.authOrigin + link('ShowPost', { postId: post.id });
}
