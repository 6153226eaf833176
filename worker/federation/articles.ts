import type { Context } from '@fedify/fedify';
import { Announce, Article, Create, Hashtag, PUBLIC_COLLECTION } from '@fedify/fedify/vocab';
import { servesTraffic } from '../../shared/publications/custom-domain.ts';
import { postUrl } from '../../shared/routes/entity-urls.ts';
import { link } from '../../shared/routes/index.ts';
import { actorIdentifier } from './actor-identifier.ts';
import type { ArticlePost } from './article-queries.ts';
import { articleContent } from './article-content.tsx';
import { instant } from './instant.ts';

/** The story's address readers open: its canonical page. */
export function storyUrl(row: ArticlePost, origin: string): string {
  const { post, creator, collection } = row;
  return postUrl(
    {
      id: post.id,
      uniqueSlug: post.uniqueSlug,
      isSeries: post.isSeries,
      collection: collection
        ? { ...collection, domain: servesTraffic(collection.domainStatus) ? collection.domain : null }
        : null,
      creator: {
        ...creator,
        customDomainState:
          creator.customDomain && creator.customDomainStatus === 'ACTIVE'
            ? { live: { domain: creator.customDomain } }
            : null,
      },
    },
    { table: 'default', authOrigin: origin },
  );
}

/** The Article's id: the story's short address on the main domain, which answers it by content negotiation. */
export const articleId = (origin: string, postId: string): URL => new URL(origin + link('ShowPost', { postId }));

export function articleFor<T>(ctx: Context<T>, row: ArticlePost, origin: string, productName: string): Article {
  const { post, creator } = row;
  const writer = ctx.getActorUri(actorIdentifier({ kind: 'USER', id: creator.id }));
  const url = storyUrl(row, origin);
  return new Article({
    id: articleId(origin, post.id),
    attribution: writer,
    name: post.title || 'Untitled story',
    summary: post.subtitle || null,
    content: articleContent(post.content.paragraphs, post.visibility === 'LOCKED', url, origin, productName),
    url: new URL(url),
    published: instant(post.firstPublishedAt ?? post.updatedAt),
    updated:
      post.latestPublishedAt && post.firstPublishedAt && post.latestPublishedAt > post.firstPublishedAt
        ? instant(post.latestPublishedAt)
        : null,
    to: PUBLIC_COLLECTION,
    ccs: [
      ctx.getFollowersUri(actorIdentifier({ kind: 'USER', id: creator.id })),
      ...(row.collection ? [ctx.getFollowersUri(actorIdentifier({ kind: 'PUBLICATION', id: row.collection.id }))] : []),
    ],
    tags: row.tags.map(
      (tag) =>
        new Hashtag({
          name: `#${tag.title.replace(/\s+/g, '')}`,
          href: new URL(origin + link('ShowTagPosts', { tagSlug: tag.slug })),
        }),
    ),
  });
}

/** The writer's Create of a story: what their followers receive, and what their outbox lists. */
export function createOf<T>(ctx: Context<T>, article: Article, writerId: string): Create {
  const writer = actorIdentifier({ kind: 'USER', id: writerId });
  return new Create({
    id: new URL(`${article.id?.href}#create`),
    actor: ctx.getActorUri(writer),
    object: article,
    published: article.published,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(writer),
  });
}

/** A publication's Announce of a story published in it. */
export function announceOf<T>(ctx: Context<T>, article: URL, publicationId: string): Announce {
  const publication = actorIdentifier({ kind: 'PUBLICATION', id: publicationId });
  return new Announce({
    id: new URL(`${article.href}#announce`),
    actor: ctx.getActorUri(publication),
    object: article,
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri(publication),
  });
}
