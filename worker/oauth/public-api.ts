import type { Context } from 'hono';
import { imageUrl } from '../../shared/images/image-url.ts';
import { servesTraffic } from '../../shared/publications/custom-domain.ts';
import { collectionUrl, userUrl } from '../../shared/routes/entity-urls.ts';
import type { AppEnv } from '../context.ts';
import { database } from '../db/client.ts';
import { sameSecret } from '../auth/same-secret.ts';
import type { ApiCaller } from './api-caller.ts';
import { API_HEADERS, apiEndpoint, apiError, unauthorized } from './api-endpoint.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { findUserById } from '../accounts/index.ts';
import { publicationsOf, publicationWithRoles } from '../publications/index.ts';

/** A picture's absolute address: the API's callers are elsewhere. */
const pictureUrl = (authOrigin: string, imageId: string | null) =>
  imageId ? authOrigin + imageUrl(imageId, { width: 400, height: 400, strategy: 'crop' }) : null;

/** The token's writer as Medium's /v1/me shows a user, or null when the account is gone. */
async function callerProfile(c: Context<AppEnv>, caller: ApiCaller) {
  const user = await findUserById(database(c.get('d1')), caller.userId);
  if (!user) return null;
  const url = userUrl(
    {
      id: user.id,
      username: user.username,
      hasSubdomain: user.hasSubdomain,
      customDomainState:
        user.customDomain && servesTraffic(user.customDomainStatus) ? { live: { domain: user.customDomain } } : null,
    },
    { table: 'default', authOrigin: c.get('authOrigin') },
  );
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    url,
    imageUrl: pictureUrl(c.get('authOrigin'), user.imageId),
  };
}

/** GET /v1/me: the token's writer. */
export const apiMe = apiEndpoint('basicProfile', async (c, caller) => {
  const profile = await callerProfile(c, caller);
  return profile ? Response.json({ data: profile }, { headers: API_HEADERS }) : unauthorized();
});

/** GET /ifttt/v1/user/info: who connected Quire to IFTTT, in IFTTT's shape ({data: {name, id, url}}). */
export const iftttUserInfo = apiEndpoint('basicProfile', async (c, caller) => {
  const profile = await callerProfile(c, caller);
  return profile
    ? Response.json({ data: { name: profile.name, id: profile.id, url: profile.url } }, { headers: API_HEADERS })
    : unauthorized();
});

/**
 * GET /ifttt/v1/status: IFTTT checks the service is up, sending the key it was given
 * (IFTTT_SERVICE_KEY); any other caller, or a deployment without the key, is refused.
 */
export const iftttStatus: RouteHandler = (c) => {
  if (c.req.method !== 'GET') return apiError(405, 'This endpoint answers GET.', { Allow: 'GET' });
  const expected = c.env.IFTTT_SERVICE_KEY;
  const presented = c.req.header('IFTTT-Service-Key');
  if (!expected || !presented || !sameSecret(presented, expected))
    return apiError(401, 'The IFTTT service key is missing or wrong.');
  return Response.json({}, { headers: API_HEADERS });
};

/**
 * GET /v1/users/{userId}/publications: the publications the token's writer runs or writes for.
 * A writer's memberships are theirs to tell: another writer's id is refused.
 */
export const apiUserPublications = apiEndpoint('listPublications', async (c, caller, params) => {
  if (params['applicationSpecificUserId'] !== caller.userId)
    return apiError(403, 'A token can list only its own writer’s publications.');
  const db = database(c.get('d1'));
  const rows = await publicationsOf(db, caller.userId);
  const authOrigin = c.get('authOrigin');
  const data = rows.map((collection) => ({
    id: collection.id,
    name: collection.name,
    description: collection.description,
    url: collectionUrl(
      { ...collection, domain: servesTraffic(collection.domainStatus) ? collection.domain : null },
      { table: 'default', authOrigin },
    ),
    imageUrl: pictureUrl(authOrigin, collection.avatarImageId),
  }));
  return Response.json({ data }, { headers: API_HEADERS });
});

/**
 * GET /v1/publications/{publicationId}/contributors: who edits and writes for a publication the
 * token's writer belongs to, its creator as an editor (Medium's roles: editor, writer).
 */
export const apiPublicationContributors = apiEndpoint('listPublications', async (c, caller, params) => {
  const db = database(c.get('d1'));
  const publicationId = params['publicationId'] ?? '';
  const { collection, roles } = await publicationWithRoles(db, publicationId);
  if (!collection || (collection.creatorId !== caller.userId && !roles.some((role) => role.userId === caller.userId))) {
    return apiError(404, 'Publication not found.');
  }
  const data = [
    { publicationId: collection.id, userId: collection.creatorId, role: 'editor' },
    ...roles
      .filter((role) => role.userId !== collection.creatorId)
      .map((role) => ({
        publicationId: collection.id,
        userId: role.userId,
        role: role.role === 'EDITOR' ? 'editor' : 'writer',
      })),
  ];
  return Response.json({ data }, { headers: API_HEADERS });
});
