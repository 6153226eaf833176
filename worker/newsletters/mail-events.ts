import { database } from '../db/client.ts';
import { markOpened, suppressAddress } from './newsletter-writes.ts';
import { isSignedDelivery, mailEventOf } from '../mail/mail-events.ts';
import type { RouteHandler } from '../routes/route-handler.ts';
import { boundedBody, MAX_JSON_DEPTH } from '../routes/bounded-body.ts';

/** Carrier reports are small; anything larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * POST /_/mail/events: Resend's webhook. Its Svix signature stands in for the anti-forgery value
 * (the carrier has no session); an unsigned, badly signed or stale delivery changes nothing
 * (401). A hard bounce or a complaint puts the address on the suppression list, so no
 * newsletter or confirmation mail goes to it again; an open is counted for the stats.
 * Each effect is idempotent, so the carrier's retries do no harm.
 */
export const mailEvents: RouteHandler = async (c) => {
  if (c.req.method !== 'POST') return c.json({ message: 'Method not allowed: use POST' }, 405, { Allow: 'POST' });
  const secret = c.env.RESEND_WEBHOOK_SECRET;
  if (!secret) return c.json({ message: 'Mail events are not configured' }, 404);
  const read = await boundedBody(c.req.raw, { maxBytes: MAX_BODY_BYTES, maxDepth: MAX_JSON_DEPTH });
  if ('refused' in read) return c.json({ message: read.refused.message }, read.refused.status);
  const body = read.text;
  const delivery = {
    id: c.req.header('svix-id') ?? '',
    timestamp: c.req.header('svix-timestamp') ?? '',
    signatures: c.req.header('svix-signature') ?? '',
  };
  if (!(await isSignedDelivery(secret, delivery, body, Math.floor(Date.now() / 1000))))
    return c.json({ message: 'Invalid signature' }, 401);
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return c.json({ message: 'The body is not JSON' }, 400);
  }
  const event = mailEventOf(payload);
  const db = database(c.get('d1'));
  if (event.kind === 'suppress') for (const email of event.emails) await suppressAddress(db, email, event.reason);
  if (event.kind === 'opened') await markOpened(db, event.messageId, new Date());
  return c.json({ received: true });
};
