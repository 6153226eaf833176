import { csvRows } from '../csv-rows.ts';
import { normalizeEmail, validateEmail } from '../validation/account-fields.ts';

/**
 * How many addresses an import takes at once, each mailed within the request; a longer list goes
 * to the jobs queue, which asks each address the same way.
 */
export const MAX_IMPORT_ADDRESSES = 100;

export interface ParsedImport {
  /** Distinct valid addresses, normalized, in the file's order. */
  readonly emails: readonly string[];
  /** Cells that looked like addresses but are not valid ones. */
  readonly rejected: readonly string[];
}

/**
 * The addresses in a subscribers file, from the column named "email" when a header names one,
 * else from each row's first cell that has an @ (Quire's own export, Substack's, Ghost's and a
 * plain list all read). Duplicates count once; a header row is not an address.
 */
export function parseSubscriberCsv(text: string): ParsedImport {
  const rows = csvRows(text);
  const header = rows[0]?.map((cell) => cell.trim().toLowerCase()) ?? [];
  const column = header.findIndex((cell) => cell === 'email' || cell === 'e-mail' || cell === 'email address');
  const body = column >= 0 ? rows.slice(1) : rows;
  const emails = new Set<string>();
  const rejected: string[] = [];
  for (const row of body) {
    const cell = (column >= 0 ? row[column] : row.find((value) => value.includes('@')))?.trim();
    if (!cell) continue;
    if (validateEmail(cell)) rejected.push(cell);
    else emails.add(normalizeEmail(cell));
  }
  return { emails: [...emails], rejected };
}

/** A cell as CSV writes it: quoted when it must be, and never read as a formula by a spreadsheet. */
const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export interface SubscriberRowOut {
  readonly email: string;
  readonly state: string;
  readonly subscribedAt: Date | null;
}

/** A newsletter's subscribers as CSV (/@{username}/newsletters/{id}/subscribers/csv-export). */
export function subscriberCsv(rows: readonly SubscriberRowOut[]): string {
  return `${['email,status,subscribed_at', ...rows.map((row) => [row.email, row.state.toLowerCase(), row.subscribedAt?.toISOString() ?? ''].map(csvCell).join(','))].join('\r\n')}\r\n`;
}
