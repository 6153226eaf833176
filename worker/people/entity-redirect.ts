import type { Context } from 'hono';
import { collectionUrl, userUrl } from '../../shared/routes/entity-urls.ts';
import type { RouteMatch } from '../../shared/routes/index.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { findUserById } from '../accounts/index.ts';
import { liveDomain, publicationById } from '../publications/index.ts';

/** /u/{userId}: the permanent address of a person, whatever their username becomes. */
export async function userById(c: Context<AppEnv>, match: RouteMatch): Promise<Response> {
  const user = await findUserById(database(c.get('d1')), match.params['userId'] ?? '');
  if (!user || user.deletedAt) return c.get('app').notFound();
  const url = userUrl(
    {
      id: user.id,
      username: user.username,
      hasSubdomain: user.hasSubdomain,
      customDomainState:
        user.customDomain && (user.customDomainStatus === 'ACTIVE' || !user.customDomainStatus)
          ? { live: { domain: user.customDomain } }
          : null,
    },
    { table: 'default', authOrigin: c.get('authOrigin') },
  );
  return c.redirect(url, 301);
}

/** /c/{collectionId}: the permanent address of a publication. */
export async function collectionById(c: Context<AppEnv>, match: RouteMatch): Promise<Response> {
  const collection = await publicationById(database(c.get('d1')), match.params['collectionId'] ?? '');
  if (!collection) return c.get('app').notFound();
  return c.redirect(
    collectionUrl(
      { ...collection, domain: liveDomain(collection) },
      { table: 'default', authOrigin: c.get('authOrigin') },
    ),
    301,
  );
}
