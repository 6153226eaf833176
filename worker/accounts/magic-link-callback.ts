import { flowCookie } from '../auth/cookies.ts';
import { nameFromEmail } from '../../shared/validation/account-fields.ts';
import { findUserByEmail, insertAccount, uniqueUsername } from './account-queries.ts';
import { database } from '../db/client.ts';
import { PENDING_LOGIN_COOKIE } from './magic-link-graphql.ts';
import { confirmationRoute } from './confirmation-route.ts';
import { signInFromRoute } from './sign-in-from-route.ts';

/** /m/callback/email: a magic link signs in (creating the account when it was a sign-up link). */
export const magicLinkCallback = confirmationRoute({
  token: (url) => url.searchParams.get('token') ?? '',
  purposes: ['login', 'register'],
  async confirm(c, token) {
    const db = database(c.get('d1'));
    let user = await findUserByEmail(db, token.email);
    if (!user) {
      const name = token.fullName ?? (nameFromEmail(token.email) || 'Reader');
      user = await insertAccount(db, {
        name,
        email: token.email,
        username: await uniqueUsername(db, name),
        passwordHash: null,
        emailProved: true,
      });
    }
    const signedIn = await signInFromRoute(c, user, 'email-link', token.redirect, { provedAddress: true });
    const headers = new Headers({ Location: signedIn.location, 'Cache-Control': 'no-store' });
    for (const cookie of signedIn.cookies) headers.append('Set-Cookie', cookie);
    headers.append('Set-Cookie', flowCookie(new URL(c.req.url), PENDING_LOGIN_COOKIE, '', 0));
    return new Response(null, { status: 303, headers });
  },
});
