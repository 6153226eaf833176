import { postUrl } from '../../shared/routes/entity-urls.ts';
import { database } from '../db/client.ts';
import { mailedStoryIds, newsletterById, storiesForAddresses } from './newsletter-queries.ts';
import { liveCollection, liveUser } from '../routes/live-addresses.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

/** The most stories the archive lists. */
const LIMIT = 25;

/**
 * /_api/newsletters/{newsletterV3Id}/posts: a newsletter's public archive as JSON, the stories it
 * mailed that anyone may read on the site, newest first (e-mail-only issues stay private). The
 * same for everyone, so the edge may keep it a few minutes.
 */
export const newsletterPosts: RouteHandler = async (c, match) => {
  const db = database(c.get('d1'));
  const newsletter = await newsletterById(db, match.params['newsletterV3Id'] ?? '');
  if (!newsletter) return c.json({ message: 'There is no such newsletter.' }, 404, { 'Cache-Control': 'no-store' });
  const stories = await storiesForAddresses(db, await mailedStoryIds(db, newsletter.id, LIMIT));
  const context = { table: 'default' as const, authOrigin: c.get('authOrigin') };
  return c.json(
    {
      newsletter: { id: newsletter.id, name: newsletter.name, type: newsletter.kind },
      posts: stories.map(({ post, creator, collection }) => ({
        id: post.id,
        title: post.title || 'Untitled story',
        url: postUrl(
          { ...post, creator: liveUser(creator), collection: collection && liveCollection(collection) },
          context,
        ),
        author: creator.name,
        isMembersOnly: post.visibility === 'LOCKED',
        firstPublishedAt: post.firstPublishedAt?.toISOString() ?? null,
      })),
    },
    200,
    { 'Cache-Control': 'public, max-age=300' },
  );
};
