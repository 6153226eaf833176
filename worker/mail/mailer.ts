import { EmailMessage } from 'cloudflare:email';
import type { Database } from '../db/client.ts';
import { keepInOutbox } from './outbox-writes.ts';
import type { Mailer, OutgoingMail } from './outgoing-mail.ts';
import { resendMailer } from './resend-mailer.ts';

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
  if (mail.html === undefined)
    return [...head, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', mail.text].join(
      '\r\n',
    );
  const boundary = `quire-${crypto.randomUUID()}`;
  const part = (type: string, body: string) => [
    `--${boundary}`,
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(body),
  ];
  return [
    ...head,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    ...part('text/plain', mail.text),
    ...part('text/html', mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

type MailEnv = Pick<
  Env,
  'ENVIRONMENT' | 'AUTH_DOMAIN' | 'PRODUCT_NAME' | 'MAIL' | 'RESEND_API_KEY' | 'RESEND_API_ORIGIN'
>;

/**
 * Mail goes through Resend when it is configured, else the send_email binding, in production;
 * everywhere else to the outbox (GET /_/dev/outbox in development), so nothing leaves the machine.
 */
export function createMailer(env: MailEnv, db: Database, now: () => Date): Mailer {
  const from = `no-reply@${env.AUTH_DOMAIN}`;
  if (env.RESEND_API_KEY && (env.ENVIRONMENT === 'production' || env.RESEND_API_ORIGIN)) {
    return resendMailer(env.RESEND_API_KEY, env.RESEND_API_ORIGIN ?? 'https://api.resend.com', from, env.PRODUCT_NAME);
  }
  if (env.ENVIRONMENT !== 'production') {
    return {
      async send(mail) {
        const id = await keepInOutbox(db, {
          to: mail.to,
          kind: 'email',
          subject: mail.subject,
          text: mail.text,
          links: [...mail.links],
          code: mail.code ?? null,
          // kept whole when it has more than words: parts or headers a reader or a test checks
          raw:
            mail.html === undefined && mail.headers === undefined
              ? null
              : rawMessage(from, env.PRODUCT_NAME, mail, now()),
          sentAt: now(),
        });
        return { id: id === null ? null : `outbox-${id}` };
      },
    };
  }
  return {
    async send(mail) {
      await env.MAIL.send(new EmailMessage(from, mail.to, rawMessage(from, env.PRODUCT_NAME, mail, now())));
      return { id: null };
    },
  };
}
