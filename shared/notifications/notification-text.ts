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

/** docs/spec-checklist.md 1 §2.11: these types gain the suffix when several people are behind one row. */
export const ROLLUP_SUFFIX = '_rollup';

/** docs/spec-checklist.md 1 §5: 'Deleted user' when the name is missing; '{name} + N other(s)' for several people. */
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

/** The tax reminders of docs/spec-checklist.md 1 §2.11, by their prefix and stage. */
function taxSentence(type: string): string | null {
  const match = /^tax_(not_submitted|failed_tin)_(day_one|pre_earning_limit|post_earning_limit|final|last_day)$/.exec(
    type,
  );
  if (!match?.[1] || !match[2]) return null;
  const ask =
    match[1] === 'not_submitted'
      ? 'Submit your tax information'
      : 'There is an issue with your tax forms. Resubmit them';
  return `${ask} ${TAX_STAGES[match[2]]}`;
}

const list = (words: NotificationWords): Segment => ({ text: words.catalog?.name ?? 'a list', strong: true });
const title = (words: NotificationWords): Segment => ({
  text: words.post?.title?.trim() || 'your story',
  strong: true,
});

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
      return [{ text: 'responded to your list ' }, list(words)];
    case 'quote':
      return [{ text: 'highlighted a passage in ' }, title(words)];
    case 'note_created':
      return [{ text: 'left you a private note on ' }, title(words)];
    case 'mention_in_post':
      // a response has no title of its own
      return [
        { text: 'mentioned you in ' },
        words.post?.title?.trim() ? title(words) : { text: 'a response', strong: true },
      ];
    case 'note_reply_created':
      return [{ text: 'replied to a private note on ' }, title(words)];
    case 'collection_invitation':
      return [{ text: 'invited you to join ' }, collection];
    case 'post_submitted_to_collection':
      return [{ text: 'submitted ' }, title(words), { text: ' to ' }, collection];
    case 'users_referred_membership':
      return [{ text: 'became a member through your link' }];
    case 'post_published':
      return [{ text: 'published ' }, title(words)];
    case 'collection_post_published':
      return [{ text: 'published ' }, title(words), { text: ' in ' }, collection];
    case 'post_approved_in_collection':
      return [{ text: 'published your story ' }, title(words), { text: ' in ' }, collection];
    case 'post_declined_in_collection':
      return [{ text: 'declined ' }, title(words), { text: ' for ' }, collection];
    case 'post_featured_in_collection':
      return [{ text: 'featured ' }, title(words), { text: ' in ' }, collection];
    case 'collection_invitation_accepted':
      return [{ text: 'accepted your invitation to ' }, collection];
    case 'collection_writer_added':
      return [{ text: 'added you as a writer of ' }, collection];
    case 'collection_editor_added':
      return [{ text: 'made you an editor of ' }, collection];
    case 'catalog_post_added':
      return [{ text: 'added ' }, title(words), { text: ' to their list ' }, list(words)];
    case 'catalog_recommended':
      return [{ text: 'clapped for your list ' }, list(words)];
    case 'catalog_saved':
      return [{ text: 'saved your list ' }, list(words)];
    case 'response_recommended':
      return [{ text: 'clapped for your response' }];
    case 'newsletter_subscribed':
      return [{ text: 'subscribed to your newsletter' }];
    case 'membership_gift_received':
      return [{ text: 'gave you a membership' }];
    case 'membership_gift_redeemed':
      return [{ text: 'redeemed the membership you gave' }];
    default:
      return null;
  }
}

/** Notices from Quire itself, with no one behind them. */
const NOTICES: Readonly<Record<string, string>> = {
  membership_started: 'Welcome to membership: every story is open to you now.',
  membership_ending: 'Your membership ends soon. Resume it to keep reading every story.',
  partner_program_enrolled: 'You are in the Partner Program: your members-only stories can earn.',
  partner_program_payout_sent: 'Your earnings are on their way to your bank.',
  list_hidden: 'Moderators hid one of your lists from readers. See why, and appeal if you disagree.',
  publication_hidden: 'Moderators hid your publication from readers. See why, and appeal if you disagree.',
  account_limited:
    'Moderators limited your account: your stories and responses reach only your followers. See why, and appeal if you disagree.',
  account_suspended:
    'Moderators suspended your account for breaking the rules: it can read, and export its data, but change nothing. See why, and appeal if you disagree.',
};

/**
 * The row's sentence (docs/spec-checklist.md 1 §2.11): who, then what they did to what. Milestones, tax reminders
 * and Quire's own notices have no actor; a type this code does not know yet still reads as something.
 */
export function notificationText(words: NotificationWords): Segment[] {
  const rolledUp = words.notificationType.endsWith(ROLLUP_SUFFIX);
  const type = rolledUp ? words.notificationType.slice(0, -ROLLUP_SUFFIX.length) : words.notificationType;
  if (type === 'post_recommended_milestone') {
    const claps = words.milestoneArg ?? 0;
    return [title(words), { text: ` reached ${claps.toLocaleString('en-US')} claps` }];
  }
  if (type === 'post_read_milestone')
    return [title(words), { text: ` reached ${(words.milestoneArg ?? 0).toLocaleString('en-US')} reads` }];
  if (type === 'post_distributed') return [title(words), { text: ' is being recommended to more readers.' }];
  // a response has no title of its own
  if (type === 'content_hidden')
    return [
      { text: 'Moderators hid ' },
      words.post?.title?.trim() ? title(words) : { text: 'your response', strong: true },
      { text: ' from readers. See why, and appeal if you disagree.' },
    ];
  const notice = taxSentence(type) ?? NOTICES[type];
  if (notice) return [{ text: notice }];
  const who: Segment = {
    text: actorLabel(words.actor?.name, rolledUp ? Math.max(1, words.rollupItems.length) : 1),
    strong: true,
  };
  return [who, { text: ' ' }, ...(action(words, type) ?? [{ text: 'has news for you' }])];
}

/** The sentence as plain text, for labels and tests. */
export const plainText = (segments: readonly Segment[]): string => segments.map((segment) => segment.text).join('');
