import { describe, expect, it } from 'vitest';
import { actorLabel, notificationText, plainText, type NotificationWords } from './notification-text.ts';

const row = (notificationType: string, extra: Partial<NotificationWords> = {}): NotificationWords => ({
  notificationType,
  actor: { name: 'Ann Author' },
  rollupItems: [],
  post: { title: 'Slow Cities' },
  collection: { name: 'The Mag' },
  catalog: { name: 'Walks' },
  milestoneArg: null,
  ...extra,
});

describe('actorLabel (docs/spec-checklist.md 1 §5)', () => {
  it.each<[string | null, number, string]>([
    ['Ann', 1, 'Ann'],
    ['Ann', 2, 'Ann + 1 other'],
    ['Ann', 4, 'Ann + 3 others'],
    [null, 1, 'Deleted user'],
    ['  ', 3, 'Deleted user + 2 others'],
  ])('%j with %i people reads %j', (name, people, expected) => {
    expect(actorLabel(name, people)).toBe(expected);
  });
});

describe('notificationText: the row’s sentence by type (docs/spec-checklist.md 1 §2.11)', () => {
  it.each<[string, NotificationWords, string]>([
    ['a follow', row('users_following_you'), 'Ann Author started following you'],
    [
      'follows rolled up',
      row('users_following_you_rollup', { rollupItems: [1, 2, 3] }),
      'Ann Author + 2 others started following you',
    ],
    ['a publication’s follow', row('users_following_collection'), 'Ann Author started following The Mag'],
    ['a clap', row('post_recommended'), 'Ann Author clapped for Slow Cities'],
    [
      'a milestone',
      row('post_recommended_milestone', { actor: null, milestoneArg: 1000 }),
      'Slow Cities reached 1,000 claps',
    ],
    [
      'a reads milestone',
      row('post_read_milestone', { actor: null, milestoneArg: 100 }),
      'Slow Cities reached 100 reads',
    ],
    [
      'a story moderators hid',
      row('content_hidden', { actor: null }),
      'Moderators hid Slow Cities from readers. See why, and appeal if you disagree.',
    ],
    [
      'a response moderators hid, which has no title',
      row('content_hidden', { actor: null, post: { title: '' } }),
      'Moderators hid your response from readers. See why, and appeal if you disagree.',
    ],
    [
      'a limited account',
      row('account_limited', { actor: null, post: null }),
      'Moderators limited your account: your stories and responses reach only your followers. See why, and appeal if you disagree.',
    ],
    [
      'a suspended account',
      row('account_suspended', { actor: null, post: null }),
      'Moderators suspended your account for breaking the rules: it can read, and export its data, but change nothing. See why, and appeal if you disagree.',
    ],
    ['a response', row('response_created'), 'Ann Author responded to Slow Cities'],
    [
      'responses rolled up',
      row('response_created_rollup', { rollupItems: [1, 2] }),
      'Ann Author + 1 other responded to Slow Cities',
    ],
    ['a list response', row('catalog_response_created'), 'Ann Author responded to your list Walks'],
    ['a quote', row('quote'), 'Ann Author highlighted a passage in Slow Cities'],
    ['a note', row('note_created'), 'Ann Author left you a private note on Slow Cities'],
    [
      'a note reply (to its author, or back to the writer)',
      row('note_reply_created'),
      'Ann Author replied to a private note on Slow Cities',
    ],
    ['a mention in a story', row('mention_in_post'), 'Ann Author mentioned you in Slow Cities'],
    [
      'a mention in a response, which has no title',
      row('mention_in_post', { post: { title: null } }),
      'Ann Author mentioned you in a response',
    ],
    ['an invitation', row('collection_invitation'), 'Ann Author invited you to join The Mag'],
    ['a submission', row('post_submitted_to_collection'), 'Ann Author submitted Slow Cities to The Mag'],
    [
      'a referral rolled up',
      row('users_referred_membership_rollup', { rollupItems: [1, 2] }),
      'Ann Author + 1 other became a member through your link',
    ],
    ['a deleted actor', row('users_following_you', { actor: null }), 'Deleted user started following you'],
    ['an untitled story', row('post_recommended', { post: { title: '' } }), 'Ann Author clapped for your story'],
    ['a story from someone followed', row('post_published'), 'Ann Author published Slow Cities'],
    [
      'a story in a followed publication',
      row('collection_post_published'),
      'Ann Author published Slow Cities in The Mag',
    ],
    [
      'a submission accepted',
      row('post_approved_in_collection'),
      'Ann Author published your story Slow Cities in The Mag',
    ],
    ['a submission declined', row('post_declined_in_collection'), 'Ann Author declined Slow Cities for The Mag'],
    ['a story featured', row('post_featured_in_collection'), 'Ann Author featured Slow Cities in The Mag'],
    ['an invitation accepted', row('collection_invitation_accepted'), 'Ann Author accepted your invitation to The Mag'],
    ['made a writer', row('collection_writer_added'), 'Ann Author added you as a writer of The Mag'],
    ['made an editor', row('collection_editor_added'), 'Ann Author made you an editor of The Mag'],
    ['a story added to a list', row('catalog_post_added'), 'Ann Author added Slow Cities to their list Walks'],
    ['a list clapped for', row('catalog_recommended'), 'Ann Author clapped for your list Walks'],
    ['a list saved', row('catalog_saved'), 'Ann Author saved your list Walks'],
    ['a response clapped for', row('response_recommended'), 'Ann Author clapped for your response'],
    [
      'newsletter subscribers rolled up',
      row('newsletter_subscribed_rollup', { rollupItems: [1, 2, 3] }),
      'Ann Author + 2 others subscribed to your newsletter',
    ],
    ['a gift', row('membership_gift_received'), 'Ann Author gave you a membership'],
    ['a gift redeemed', row('membership_gift_redeemed'), 'Ann Author redeemed the membership you gave'],
    [
      'a membership begun',
      row('membership_started', { actor: null }),
      'Welcome to membership: every story is open to you now.',
    ],
    [
      'a membership ending',
      row('membership_ending', { actor: null }),
      'Your membership ends soon. Resume it to keep reading every story.',
    ],
    [
      'the Partner Program joined',
      row('partner_program_enrolled', { actor: null }),
      'You are in the Partner Program: your members-only stories can earn.',
    ],
    ['a payout', row('partner_program_payout_sent', { actor: null }), 'Your earnings are on their way to your bank.'],
    [
      'a story distributed',
      row('post_distributed', { actor: null }),
      'Slow Cities is being recommended to more readers.',
    ],
    ['a type not known yet', row('something_new'), 'Ann Author has news for you'],
    [
      'tax, first day',
      row('tax_not_submitted_day_one', { actor: null }),
      'Submit your tax information so your stories can earn.',
    ],
    [
      'tax, before the limit',
      row('tax_not_submitted_pre_earning_limit'),
      'Submit your tax information soon: without it, your stories will stop earning.',
    ],
    [
      'tax, after the limit',
      row('tax_not_submitted_post_earning_limit'),
      'Submit your tax information to start earning again: your stories have stopped earning.',
    ],
    [
      'tax, final',
      row('tax_not_submitted_final'),
      'Submit your tax information now, or your earnings will be forfeited.',
    ],
    [
      'tax, last day',
      row('tax_not_submitted_last_day'),
      'Submit your tax information today: it is the last day before your earnings are forfeited.',
    ],
    [
      'tax forms failed',
      row('tax_failed_tin_final'),
      'There is an issue with your tax forms. Resubmit them now, or your earnings will be forfeited.',
    ],
  ])('%s', (_case, words, expected) => {
    expect(plainText(notificationText(words))).toBe(expected);
  });

  it('marks names and titles to stand out', () => {
    expect(
      notificationText(row('post_recommended'))
        .filter((segment) => segment.strong)
        .map((segment) => segment.text),
    ).toEqual(['Ann Author', 'Slow Cities']);
  });
});
