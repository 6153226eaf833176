/** A message as Quire writes it, whichever carrier takes it (worker/mail/mailer.ts). */
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

/** What the carrier calls a message it took: its reports (opens, bounces) name it so. */
export interface SentMail {
  readonly id: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}
