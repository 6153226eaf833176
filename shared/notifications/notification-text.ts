/** A notification as the panel gets it: only what its sentence needs. */
export interface NotificationWords {
  readonly notificationType: string;
  readonly actor: { readonly name: string | null } | null;
  /** Everyone behind a rollup, the actor among them. */
  readonly rollupItems: readonly unknown[];
  readonly post: { readonly title: string | null } | null;
  readonly collection: { readonly name: string } | null;
  readonly catalog: { readonly name: string } | null;
  readonly milestoneArg: number | null;
}

/** A piece of the sentence; names and titles stand out. */
export interface Segment {
  readonly text: string;
  readonly strong?: boolean;
}

/** Spec 1 §2.11: these types gain the suffix when several people are behind one row. */
export const ROLLUP_SUFFIX = '_rollup';

/** Spec 1 §5: 'Deleted user' when the name is missing; '{name} + N other(s)' for several people. */
export function actorLabel(name: string | null | undefined, people: number): string {
  const who = name?.trim() || 'Deleted user';
  const others = people - 1;
  return others > 0 ? `${who} + ${others} other${others === 1 ? '' : 's'}` : who;
}

const TAX_STAGES: Readonly<Record<string, string>> = {
  day_one: 'so your stories can earn.',
  pre_earning_limit: 'soon: without it, your stories will stop earning.',
  post_earning_limit: 'to start earning again: your stories have stopped earning.',
  final: 'now, or your earnings will be forfeited.',
  last_day: 'today: it is the last day before your earnings are forfeited.',
};

/** The tax reminders of spec 1 §2.11, by their prefix and stage. */
function taxSentence(type: string): string | null {
  const match = /^tax_(not_submitted|failed_tin)_(day_one|pre_earning_limit|post_earning_limit|final|last_day)$/.exec(type);
  if (!match?.[1] || !match[2]) return null;
  const ask = match[1] === 'not_submitted' ? 'Submit your tax information' : 'There is an issue with your tax forms. Resubmit them';
  return `${ask} ${TAX_STAGES[match[2]]}`;
}

const title = (words: NotificationWords): Segment => ({ text: words.post?.title?.trim() || 'your story', strong: true });

/** What happened, after the actor's name, by notification type. */
function action(words: NotificationWords, type: string): Segment[] | null {
  const collection: Segment = { text: words.collection?.name ?? 'your publication', strong: true };
  switch (type) {
    case 'users_following_you':
      return [{ text: 'started following you' }];
    case 'users_following_collection':
      return [{ text: 'started following ' }, collection];
    case 'post_recommended':
      return [{ text: 'clapped for ' }, title(words)];
    case 'response_created':
      return [{ text: 'responded to ' }, title(words)];
    case 'catalog_response_created':
      return [{ text: 'responded to your list ' }, { text: words.catalog?.name ?? 'a list', strong: true }];
    case 'quote':
      return [{ text: 'highlighted a passage in ' }, title(words)];
    case 'note_created':
      return [{ text: 'left you a private note on ' }, title(words)];
    case 'mention_in_post':
      // a response has no title of its own
      return [{ text: 'mentioned you in ' }, words.post?.title?.trim() ? title(words) : { text: 'a response', strong: true }];
    case 'note_reply_created':
      return [{ text: 'replied to a private note on ' }, title(words)];
    case 'collection_invitation':
      return [{ text: 'invited you to join ' }, collection];
    case 'post_submitted_to_collection':
      return [{ text: 'submitted ' }, title(words), { text: ' to ' }, collection];
    case 'users_referred_membership':
      return [{ text: 'became a member through your link' }];
    default:
      return null;
  }
}

/**
 * The row's sentence (spec 1 §2.11): who, then what they did to what. Milestones and tax
 * reminders have no actor; a type this code does not know yet still reads as something.
 */
export function notificationText(words: NotificationWords): Segment[] {
  const rolledUp = words.notificationType.endsWith(ROLLUP_SUFFIX);
  const type = rolledUp ? words.notificationType.slice(0, -ROLLUP_SUFFIX.length) : words.notificationType;
  if (type === 'post_recommended_milestone') {
    const claps = words.milestoneArg ?? 0;
    return [title(words), { text: ` reached ${claps.toLocaleString('en-US')} claps` }];
  }
  const tax = taxSentence(type);
  if (tax) return [{ text: tax }];
  const who: Segment = { text: actorLabel(words.actor?.name, rolledUp ? Math.max(1, words.rollupItems.length) : 1), strong: true };
  return [who, { text: ' ' }, ...(action(words, type) ?? [{ text: 'has news for you' }])];
}

/** The sentence as plain text, for labels and tests. */
export const plainText = (segments: readonly Segment[]): string => segments.map((segment) => segment.text).join('');
