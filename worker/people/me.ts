import { link } from '../../shared/routes/index.ts';
import type { RouteHandler } from '../routes/route-handler.ts';

/** /me: the signed-in person's own profile (visitors sign in first and come back here). */
export const me: RouteHandler = async (c) => {
  const viewer = (await c.get('app').graphqlContext()).viewer?.user;
  const target = viewer?.username
    ? link('ShowUser', { username: viewer.username })
    : `${link('ShowSignIn', {})}?redirect=${encodeURIComponent(link('ShowMe', {}))}`;
  return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': 'private, no-store' } });
};
