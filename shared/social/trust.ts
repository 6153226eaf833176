import { TIME } from '../constants.ts';
import type { Paragraph } from '../content/paragraphs.ts';

/**
 * Trust and spam limits (docs/trust-and-safety.md, "Spam limits"). A new account can post, but
 * within hourly limits, and a response of theirs with links waits for the writer's approval; the
 * limits lift as the account ages or as other people follow it, as Discourse's and Forem's trust
 * levels do. The server applies these; the editor and the response box say the same words.
 */

/** NEW: within the limits below. MEMBER: no limits. */
export const TRUST_LEVELS = ['NEW', 'MEMBER'] as const;
export type TrustLevel = (typeof TRUST_LEVELS)[number];

/** How long an account is new, unless others take it out earlier by following it. */
const NEW_ACCOUNT_DAYS = 3;
/** Followers that lift the limits before NEW_ACCOUNT_DAYS: people who chose to read the account. */
const FOLLOWERS_TO_TRUST = 3;

interface TrustFacts {
  readonly createdAt: number;
  readonly followerCount: number;
  readonly isStaff: boolean;
  readonly isModerator: boolean;
}

/** The account's trust level now: staff and moderators are trusted from the start. */
export function trustLevel(account: TrustFacts, now: number): TrustLevel {
  if (account.isStaff || account.isModerator) return 'MEMBER';
  if (now - account.createdAt >= NEW_ACCOUNT_DAYS * TIME.day) return 'MEMBER';
  return account.followerCount >= FOLLOWERS_TO_TRUST ? 'MEMBER' : 'NEW';
}

/** What a new account may post in an hour: enough for a person, too little for a spammer's run. */
export const NEW_ACCOUNT_LIMITS = { stories: 3, responses: 10, links: 10, mentions: 10 } as const;
type NewAccountLimit = keyof typeof NEW_ACCOUNT_LIMITS;

/** What each limit tells the person, once reached. */
export const NEW_ACCOUNT_LIMIT_MESSAGES: Record<NewAccountLimit, string> = {
  stories: `New accounts can publish ${NEW_ACCOUNT_LIMITS.stories} stories an hour. Please try again later.`,
  responses: `New accounts can post ${NEW_ACCOUNT_LIMITS.responses} responses an hour. Please try again later.`,
  links: `New accounts can post ${NEW_ACCOUNT_LIMITS.links} links an hour. Please try again later.`,
  mentions: `New accounts can mention ${NEW_ACCOUNT_LIMITS.mentions} people an hour. Please try again later.`,
};

/** What a new account's response with links is told: it waits, it is not lost. */
export const HELD_RESPONSE =
  'Your response is waiting for the writer’s approval, as it has links and your account is new.';

/** An address written out in plain text, as a response's links are. */
const WRITTEN_ADDRESS = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+/gi;

/** Every address a piece of writing links to: link markups, embeds, and addresses written out in its text. */
export function linksIn(paragraphs: readonly Paragraph[]): string[] {
  return paragraphs.flatMap((paragraph) => [
    ...paragraph.markups.filter((markup) => markup.type === 'A' && markup.href).map((markup) => markup.href ?? ''),
    ...(paragraph.href ? [paragraph.href] : []),
    ...[...paragraph.text.matchAll(WRITTEN_ADDRESS)]
      // the sentence's own punctuation ends it
      .map((match) => match[0].replace(/[.,;:!?)\]]+$/, ''))
      .map((address) => (address.toLowerCase().startsWith('www.') ? `https://${address}` : address))
      .filter((address) => !paragraph.markups.some((markup) => markup.type === 'A' && markup.href === address)),
  ]);
}

/** How many people a piece of writing mentions (a person mentioned twice counts once). */
export const mentionsIn = (paragraphs: readonly Paragraph[]): number =>
  new Set(
    paragraphs.flatMap((paragraph) =>
      paragraph.markups.filter((markup) => markup.type === 'USER' && markup.userId).map((markup) => markup.userId),
    ),
  ).size;

/** A link domain as staff type it, normalised ("https://Spam.example/x" is "spam.example"), or null when it is not one. */
export function normalizeLinkDomain(input: string): string | null {
  const trimmed = input.trim().toLowerCase();
  if (trimmed === '') return null;
  let host: string;
  try {
    host = new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`).hostname;
  } catch {
    return null;
  }
  const domain = host.replace(/^www\./, '').replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** The domains a link falls under, most specific first: "https://a.b.example/x" is under a.b.example and b.example. */
export function domainsOf(href: string): string[] {
  let host: string;
  try {
    host = new URL(href).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return [];
  }
  const labels = host.split('.');
  return labels.slice(0, -1).map((_label, start) => labels.slice(start).join('.'));
}

/** The blocked domain a link falls under, or null. */
export const blockedDomainOf = (href: string, blocked: ReadonlySet<string>): string | null =>
  domainsOf(href).find((domain) => blocked.has(domain)) ?? null;

/** What a writer is told when a link's domain is blocked. */
export const blockedLinkMessage = (domain: string): string =>
  `Links to ${domain} aren’t allowed: it is on the list of spam and malware sites.`;
