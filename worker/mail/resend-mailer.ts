import type { Mailer } from './outgoing-mail.ts';

/**
 * Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email): the carrier for
 * volume, since the send_email binding only reaches addresses verified on the account.
 */
export function resendMailer(apiKey: string, origin: string, from: string, productName: string): Mailer {
  return {
    async send(mail) {
      const response = await fetch(`${origin}/emails`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from: `${mail.fromName ?? productName} <${from}>`,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === undefined ? {} : { html: mail.html }),
          ...(mail.headers ? { headers: mail.headers } : {}),
        }),
      });
      // the provider's answer may name the account; only the status goes into our error
      if (!response.ok) throw new Error(`The mail provider refused the message (HTTP ${response.status})`);
      const answer: { id?: unknown } = await response.json();
      return { id: typeof answer.id === 'string' ? answer.id : null };
    },
  };
}
