import type { Context } from 'hono';
import { link } from '../../shared/routes/index.ts';
import { issueMagicLink } from '../auth/magic-link-writes.ts';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { endOtherSessions, endSessionsOf } from '../auth/session-writes.ts';
import { findUserById } from './account-queries.ts';
import { database } from '../db/client.ts';
import { requestViewer } from '../auth/request-viewer.ts';
import { confirmEmail } from './email-writes.ts';
import { confirmationRoute } from './confirmation-route.ts';
import { TIME } from '../../shared/constants.ts';

/**
 * /m/account/undo-email/{key}: the old address takes the account back after a change it did not
 * make. The address returns (unless another account has it since: then the link no longer
 * works) and every session ends, so whoever changed it is signed out.
 */
export const undoEmailChange = confirmationRoute({
  token: (_url, match) => match.params['key'] ?? '',
  purposes: ['undo-email'],
  async confirm(c, token) {
    const db = database(c.get('d1'));
    if (!token.userId || !(await confirmEmail(db, token.userId, token.email))) return null;
    await endSessionsOf(db, token.userId);
    return new Response(null, {
      status: 303,
      headers: { Location: `${c.get('authOrigin')}${link('ShowSignIn')}`, 'Cache-Control': 'no-store' },
    });
  },
});

/** How long the old address may undo a change: long enough to be back from a holiday. */
const UNDO_LIFETIME_MS = TIME.week;

async function tellOldAddress(
  c: Context<AppEnv>,
  db: Database,
  userId: string,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  const { token } = await issueMagicLink(db, {
    email: oldEmail,
    purpose: 'undo-email',
    fullName: null,
    redirect: '/',
    now: Date.now(),
    userId,
    lifetimeMs: UNDO_LIFETIME_MS,
  });
  const url = `${c.get('authOrigin')}${link('UndoEmailChange', { key: token })}`;
  await createMailer(c.env, db, () => new Date()).send({
    to: oldEmail,
    subject: `Your ${c.env.PRODUCT_NAME} e-mail address was changed`,
    text: [
      `Your ${c.env.PRODUCT_NAME} account's address is now ${newEmail}, and sign-in links go there.`,
      '',
      'If you did not make this change, undo it within 7 days: the address goes back to this one and everyone signed in to the account is signed out.',
      '',
      url,
    ].join('\n'),
    links: [url],
  });
}

/** /m/account/confirm/{key} (AcctConfirm): the verified address becomes the account's e-mail. */
export const emailConfirmation = confirmationRoute({
  token: (_url, match) => match.params['key'] ?? '',
  purposes: ['verify-email'],
  async confirm(c, token) {
    const db = database(c.get('d1'));
    const before = token.userId ? await findUserById(db, token.userId) : undefined;
    if (!before || !(await confirmEmail(db, before.id, token.email))) return null;
    // A changed address ends every session but the one confirming it (if it is the account's own),
    // and the old address hears of it, with a link that undoes it.
    if (before.email && before.email !== token.email) {
      const viewer = await requestViewer(c, db);
      await (viewer?.user.id === before.id
        ? endOtherSessions(db, before.id, viewer.sessionId)
        : endSessionsOf(db, before.id));
      await tellOldAddress(c, db, before.id, before.email, token.email);
    }
    return new Response(null, {
      status: 303,
      headers: { Location: `${c.get('authOrigin')}${link('ShowSettings')}#security`, 'Cache-Control': 'no-store' },
    });
  },
});
