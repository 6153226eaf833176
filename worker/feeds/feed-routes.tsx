import { postUrl } from '../../shared/routes/entity-urls.ts';
import { link } from '../../shared/routes/index.ts';
import { escapeEntities } from '../../shared/content/html-entities.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import { liveCollection, liveUser } from '../routes/live-addresses.ts';
import { database } from '../db/client.ts';
import { feedSubject } from './feed-subject.ts';
import { renderRss, type FeedItem } from './rss.ts';
import { storyHtml } from '../render/story-html.tsx';
import type { RouteHandler } from '../routes/route-handler.ts';
import { feedItemParts, listPosts } from './feed-queries.ts';
import { listPublishedPosts, openParagraphs } from '../stories/index.ts';

const FEED_SIZE = 20;

/** RSS 2.0's largest channel image. */
const FEED_IMAGE_SIDE = 144;

/**
 * Every `/feed/...` route of docs/spec-checklist.md 3 §2: RSS 2.0 with the full text of public stories and the open
 * preview of members-only ones (what every visitor reads before the wall). A feed is the same for everyone (it never reads
 * the viewer), so the edge may keep it a few minutes. Writers, tags and publications cost one
 * look-up, the stories one query, their writers, publications, tags and sequences one batch.
 */
export const feed: RouteHandler = async (c, match) => {
  const db = database(c.get('d1'));
  const authOrigin = c.get('authOrigin');
  const subject = await feedSubject(db, match, c.env.PRODUCT_NAME);
  if (!subject) return c.get('app').notFound(match.table);
  const rows = subject.catalogId
    ? await listPosts(db, subject.catalogId, FEED_SIZE)
    : (await listPublishedPosts(db, { ...subject.filter, limit: FEED_SIZE })).rows;
  const { creators, publications, postTagRows } = await feedItemParts(db, rows);
  const creatorOf = new Map(creators.map((user) => [user.id, user]));
  const collectionOf = new Map(publications.map((collection) => [collection.id, collection]));
  const linkContext = { table: 'default' as const, authOrigin };
  const items: FeedItem[] = rows.map((post) => {
    const creator = creatorOf.get(post.creatorId);
    const collection = post.collectionId ? collectionOf.get(post.collectionId) : undefined;
    // the story's canonical address, as its page names it: a story in a series links there, not to the series
    const url = postUrl(
      {
        id: post.id,
        uniqueSlug: post.uniqueSlug,
        isSeries: post.isSeries,
        collection: collection ? liveCollection(collection) : null,
        creator: creator ? liveUser(creator) : null,
      },
      linkContext,
    );
    const locked = post.visibility === 'LOCKED';
    const shown = openParagraphs(post);
    return {
      title: post.title || 'Untitled story',
      link: url,
      guid: authOrigin + link('ShowPost', { postId: post.id }),
      author: creator?.name ?? '',
      publishedAt: post.firstPublishedAt ?? post.updatedAt,
      updatedAt: post.latestPublishedAt ?? post.updatedAt,
      summary: post.subtitle,
      categories: postTagRows.filter((row) => row.postId === post.id).map((row) => row.title),
      // a members-only story gives the preview every visitor reads, and where to read on
      html:
        (shown.length > 0 ? storyHtml(shown, { origin: authOrigin }) : '') +
        (locked
          ? `<p><a href="${escapeEntities(url)}">Read the rest of this members-only story on ${escapeEntities(c.env.PRODUCT_NAME)}</a></p>`
          : ''),
    };
  });
  const image = subject.imageId
    ? authOrigin + imageUrl(subject.imageId, { width: FEED_IMAGE_SIDE, height: FEED_IMAGE_SIDE, strategy: 'crop' })
    : `${authOrigin}/icons/apple-touch-icon.png`;
  const xml = renderRss(
    {
      title: subject.title,
      link: authOrigin + subject.path,
      self: new URL(c.req.url).href,
      description: subject.description,
      generator: c.env.PRODUCT_NAME,
      image,
    },
    items,
  );
  return c.body(xml, 200, {
    'Content-Type': 'application/rss+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  });
};
