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
  /** An HTML part beside the text (newsletters); the message is then multipart/alternative. */
  readonly html?: string;
  /** Whose name the message comes from (a newsletter's writer); the product's otherwise. */
  readonly fromName?: string;
  /** More headers (List-Unsubscribe and its one-click POST, RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** RFC 2047 encoding for a header value that is not plain ASCII. */
const encodeHeader = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(value)))}?=`;

/** A part's body in base64, in lines of 76 (RFC 2045): any text, any line length, safe. */
const base64Lines = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return (btoa(binary).match(/.{1,76}/g) ?? []).join('\r\n');
};

/** The message in the form the send_email binding takes: plain text, or text and HTML as alternatives. */
export function rawMessage(from: string, fromName: string, mail: OutgoingMail, now: Date): string {
  const head = [
    `From: ${encodeHeader(mail.fromName ?? fromName)} <${from}>`,
    `To: <${mail.to}>`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@${from.split('@')[1] ?? 'localhost'}>`,
    ...Object.entries(mail.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    'MIME-Version: 1.0',
  ];
  if (mail.html === undefined) return [...head, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', mail.text].join('\r\n');
  const boundary = `quire-${crypto.randomUUID()}`;
  const part = (type: string, body: string) => [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)];
  return [...head, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...part('text/plain', mail.text), ...part('text/html', mail.html), `--${boundary}--`, ''].join('\r\n');
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
          raw: mail.html === undefined ? null : rawMessage(`no-reply@${env.AUTH_DOMAIN}`, env.PRODUCT_NAME, mail, now()),
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
