import { database } from '../db/client.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { CACHED_FOR_A_DAY } from '../routes/cached-for-a-day.ts';
import { findUserByUsername } from '../accounts/index.ts';
import { publicationBySlug } from '../publications/index.ts';

/** What the site is called where it was asked: a publication's or a writer's own domain installs as theirs. */
async function siteName(c: Parameters<RouteHandler>[0], params: Readonly<Record<string, string>>): Promise<string> {
  const db = database(c.get('d1'));
  const { collectionSlug, username } = params;
  if (collectionSlug) return (await publicationBySlug(db, collectionSlug))?.name ?? c.env.PRODUCT_NAME;
  if (username) return (await findUserByUsername(db, username))?.name ?? c.env.PRODUCT_NAME;
  return c.env.PRODUCT_NAME;
}

/**
 * /manifest.webmanifest (not in the spec's table): what a phone's browser needs to install the
 * site as an app, opening full screen from the home screen (the Mobile beta settings offer it).
 * The icons are the ones scripts/build-icons.ts draws.
 */
export const webAppManifest: RouteHandler = async (c, match) => {
  const name = await siteName(c, match.params);
  const manifest = {
    name,
    short_name: name,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return c.body(JSON.stringify(manifest), 200, {
    'Content-Type': 'application/manifest+json; charset=utf-8',
    'Cache-Control': CACHED_FOR_A_DAY,
  });
};
