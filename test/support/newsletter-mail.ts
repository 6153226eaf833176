import { env } from 'cloudflare:test';
import type { Mailer, OutgoingMail } from '../../worker/mail/outgoing-mail.ts';

/** The site newsletter jobs write links for in tests. */
export const SITE = { origin: 'http://localhost', productName: 'Quire', env };

export interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  links: string[];
  raw: string | null;
}

/** The mail the development outbox holds for an address, oldest first. */
export const outboxFor = async (to: string): Promise<OutboxRow[]> =>
  (
    (
      await env.DB.prepare(
        'select recipient as "to", subject, text, links, raw from outbox where recipient = ? order by id',
      )
        .bind(to)
        .all()
    ).results as unknown as (OutboxRow & { links: string })[]
  ).map((row) => ({ ...row, links: JSON.parse(row.links) as string[] }));

/** Mail the queue sends arrives after its batch timeout: wait for it, then a moment for strays. */
export async function awaitMail(to: string, count: number): Promise<OutboxRow[]> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const rows = await outboxFor(to);
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** A carrier that keeps what it is given, answering message ids as a real one does. */
export const recorder = (): Mailer & { sent: OutgoingMail[] } => {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send: async (mail) => {
      sent.push(mail);
      return { id: `message-${sent.length}` };
    },
  };
};
