import { link } from '../../shared/routes/index.ts';
import { database } from '../db/client.ts';
import { confirmEmail } from '../db/email-writes.ts';
import { confirmationRoute } from './confirmation-route.ts';

/** /m/account/confirm/{key} (AcctConfirm): the verified address becomes the account's e-mail. */
export const emailConfirmation = confirmationRoute({
  token: (_url, match) => match.params['key'] ?? '',
  purposes: ['verify-email'],
  async confirm(c, token) {
    if (!token.userId || !(await confirmEmail(database(c.get('d1')), token.userId, token.email))) return null;
    return new Response(null, { status: 303, headers: { Location: `${c.get('authOrigin')}${link('ShowSettings')}#security`, 'Cache-Control': 'no-store' } });
  },
});
