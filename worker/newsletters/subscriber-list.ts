import { csvRecords } from '../../shared/csv-rows.ts';
import { parseSubscriberCsv } from '../../shared/newsletters/subscriber-csv.ts';
import { normalizeEmail, validateEmail } from '../../shared/validation/account-fields.ts';

/** An address on the writer's list there, and whether it had opted in to their mail. */
export interface ExportedSubscriber {
  readonly email: string;
  readonly consented: boolean;
}

/** Who made a list of subscribers, by its columns; `list` is anyone else's (Medium's, a plain list). */
export type ListSource = 'ghost' | 'substack' | 'list';

/**
 * Whether a row's address had opted in to the writer's mail, as each platform says it: Ghost's
 * members file (`subscribed_to_emails`, `subscribed` before Ghost 4), Substack's list (every
 * address opted in unless it turned e-mail off, `email_disabled`). Nobody else's list says, so its
 * addresses are asked to confirm.
 */
const CONSENT: readonly { source: ListSource; column: string; consented: (value: string) => boolean }[] = [
  { source: 'ghost', column: 'subscribed_to_emails', consented: (value) => value === 'true' },
  { source: 'ghost', column: 'subscribed', consented: (value) => value === 'true' },
  { source: 'substack', column: 'email_disabled', consented: (value) => value !== 'true' },
];

/**
 * The subscribers a list names, each once, with the consent its platform records (CONSENT), or
 * none for a list that records none: its addresses as the newsletter's subscriber import reads
 * them. Addresses that are no addresses are dropped.
 */
export function subscriberList(text: string): { source: ListSource; subscribers: ExportedSubscriber[] } {
  const records = csvRecords(text);
  const rule = CONSENT.find(({ column }) => records[0] !== undefined && column in records[0]);
  if (!rule) {
    const { emails } = parseSubscriberCsv(text);
    return { source: 'list', subscribers: emails.map((email) => ({ email, consented: false })) };
  }
  const seen = new Map<string, ExportedSubscriber>();
  for (const record of records) {
    const cell = (record['email'] ?? '').trim();
    if (!cell || validateEmail(cell)) continue;
    const email = normalizeEmail(cell);
    if (!seen.has(email))
      seen.set(email, { email, consented: rule.consented((record[rule.column] ?? '').trim().toLowerCase()) });
  }
  return { source: rule.source, subscribers: [...seen.values()] };
}
