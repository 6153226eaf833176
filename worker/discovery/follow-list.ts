import { collectionUrl, userUrl } from '../../shared/routes/entity-urls.ts';
import { link } from '../../shared/routes/index.ts';
import { database } from '../db/client.ts';
import { xmlText } from '../render/xml-text.ts';
import { liveCollection, liveUser } from '../routes/live-addresses.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { findUserByUsername } from '../accounts/index.ts';
import { followedBy } from '../social/index.ts';

/** Enough for anyone's reading; a feed reader chokes long before a list this size. */
const MAX_PER_KIND = 1000;

const outline = (text: string, feed: string, page: string) =>
  `      <outline type="rss" text="${xmlText(text)}" title="${xmlText(text)}" xmlUrl="${xmlText(feed)}" htmlUrl="${xmlText(page)}"/>`;

/**
 * /@{username}/follow-list: the writers and publications someone follows as OPML, the file every
 * feed reader imports, each with its RSS feed. It lists what their profile's Following already
 * shows; the tags a reader follows are theirs alone and are left out.
 */
export const followList: RouteHandler = async (c, match) => {
  const db = database(c.get('d1'));
  const authOrigin = c.get('authOrigin');
  const user = await findUserByUsername(db, match.params['username'] ?? '');
  // a suspended or deleted writer's follows are no one's to list
  if (!user || user.isSuspended || user.deletedAt) return c.get('app').notFound(match.table);
  const { people, publications } = await followedBy(db, user.id, MAX_PER_KIND);
  const linkContext = { table: 'default' as const, authOrigin };
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head>
    <title>${xmlText(`Who ${user.name} follows on ${c.env.PRODUCT_NAME}`)}</title>
    <ownerName>${xmlText(user.name)}</ownerName>
  </head>
  <body>
    <outline text="Writers" title="Writers">
${people.map((person) => outline(person.name, authOrigin + link('FeedUser', { username: person.username ?? '' }), userUrl(liveUser(person), linkContext))).join('\n')}
    </outline>
    <outline text="Publications" title="Publications">
${publications.map((publication) => outline(publication.name, authOrigin + link('FeedCollection', { collectionSlug: publication.slug }), collectionUrl(liveCollection(publication), linkContext))).join('\n')}
    </outline>
  </body>
</opml>
`;
  return c.body(body, 200, {
    'Content-Type': 'text/x-opml; charset=utf-8',
    'Content-Disposition': `inline; filename="${user.username}-follows.opml"`,
    'Cache-Control': 'public, max-age=300',
  });
};
