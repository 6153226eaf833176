import { EmailMessage } from 'cloudflare:email';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Links in the text, kept apart so a person or a test reading the outbox can follow them. */
  readonly links: readonly string[];
  readonly code?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** RFC 2047 encoding for a header value that is not plain ASCII. */
const encodeHeader = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}?=`;

/** A plain-text message in the form the send_email binding takes. */
export function rawMessage(from: string, fromName: string, mail: OutgoingMail, now: Date): string {
  return [
    `From: ${encodeHeader(fromName)} <${from}>`,
    `To: <${mail.to}>`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${from.split('@')[1] ?? 'localhost'}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
  ].join('\r\n');
}

/**
 * Mail goes through the send_email binding in production; everywhere else to the outbox
 * (GET /_/dev/outbox in development), so nothing leaves the machine.
 */
export function createMailer(env: Pick<Env, 'ENVIRONMENT' | 'AUTH_DOMAIN' | 'PRODUCT_NAME' | 'MAIL'>, db: Database, now: () => Date): Mailer {
  if (env.ENVIRONMENT !== 'production') {
    return {
      async send(mail) {
        await db.insert(outbox).values({
          to: mail.to,
          kind: 'email',
          subject: mail.subject,
          text: mail.text,
          links: [...mail.links],
          code: mail.code ?? null,
          sentAt: now(),
        });
      },
    };
  }
  const from = `no-reply@${env.AUTH_DOMAIN}`;
  return {
    async send(mail) {
      await env.MAIL.send(new EmailMessage(from, mail.to, rawMessage(from, env.PRODUCT_NAME, mail, now())));
    },
  };
}
