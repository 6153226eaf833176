import { link } from '../../shared/routes/index.ts';
import { endOtherSessions, endSessionsOf } from '../auth/sessions.ts';
import { findUserById } from '../db/account-queries.ts';
import { database } from '../db/client.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import { confirmEmail } from '../db/email-writes.ts';
import { confirmationRoute } from './confirmation-route.ts';

/** /m/account/confirm/{key} (AcctConfirm): the verified address becomes the account's e-mail. */
export const emailConfirmation = confirmationRoute({
  token: (_url, match) => match.params['key'] ?? '',
  purposes: ['verify-email'],
  async confirm(c, token) {
    const db = database(c.get('d1'));
    const before = token.userId ? await findUserById(db, token.userId) : undefined;
    if (!before || !(await confirmEmail(db, before.id, token.email))) return null;
    // A changed address ends every session but the one confirming it (if it is the account's own).
    if (before.email && before.email !== token.email) {
      const viewer = await requestViewer(c, db);
      await (viewer?.user.id === before.id ? endOtherSessions(db, before.id, viewer.sessionId) : endSessionsOf(db, before.id));
    }
    return new Response(null, { status: 303, headers: { Location: `${c.get('authOrigin')}${link('ShowSettings')}#security`, 'Cache-Control': 'no-store' } });
  },
});
