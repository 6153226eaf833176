import { nameFromEmail } from '../../shared/validation/account-fields.ts';
import { findUserByEmail, insertAccount, uniqueUsername } from './account-queries.ts';
import { database } from '../db/client.ts';
import { confirmationRoute } from './confirmation-route.ts';
import { signInFromRoute } from './sign-in-from-route.ts';

/**
 * /m/account/convert/{token} (AcctConvert): a person who gets Quire's mail without an account (an
 * e-mail subscriber) makes their address an account from a link mailed there, so the address is
 * proven. The link only ever creates: once an account holds the address, it signs nobody in,
 * because a link that sits in a mailbox for days must not be a standing key to an account.
 */
export const accountConversion = confirmationRoute({
  token: (_url, match) => match.params['token'] ?? '',
  purposes: ['convert'],
  async confirm(c, token) {
    const db = database(c.get('d1'));
    if (await findUserByEmail(db, token.email)) {
      return c.get('app').page({ routeName: 'AcctConvert', params: {}, table: 'default', status: 409 });
    }
    const name = token.fullName ?? (nameFromEmail(token.email) || 'Reader');
    const user = await insertAccount(db, {
      name,
      email: token.email,
      username: await uniqueUsername(db, name),
      passwordHash: null,
      emailProved: true,
    });
    const signedIn = await signInFromRoute(c, user, 'email-link', token.redirect, { provedAddress: true });
    const headers = new Headers({ Location: signedIn.location, 'Cache-Control': 'no-store' });
    for (const cookie of signedIn.cookies) headers.append('Set-Cookie', cookie);
    return new Response(null, { status: 303, headers });
  },
});
