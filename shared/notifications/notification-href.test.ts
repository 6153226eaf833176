import { describe, expect, it } from 'vitest';
import { link } from '../routes/index.ts';
import { notificationHref, type NotificationTargets } from './notification-href.ts';

const POST = 'https://quire.test/@ann/slow-cities-abc';
const row = (notificationType: string, extra: Partial<NotificationTargets> = {}): NotificationTargets => ({
  notificationType,
  actor: { mediumUrl: 'https://quire.test/@rex' },
  post: { id: 'abc', mediumUrl: POST },
  responsePost: { mediumUrl: 'https://quire.test/@rex/yes-def' },
  catalog: { mediumUrl: 'https://quire.test/@ann/list/walks-1' },
  collection: { slug: 'the-mag' },
  note: { id: 'n1' },
  ...extra,
});

describe('notificationHref: where a row leads (docs/spec-checklist.md 1 §2.11)', () => {
  it.each<[string, NotificationTargets, string | null]>([
    ['a note opens at its anchor', row('note_created'), `${POST}#anchor-n1`],
    ['a note reply opens the note it answers', row('note_reply_created'), `${POST}#anchor-n1`],
    ['a mention opens the story or response it is in', row('mention_in_post'), POST],
    ['a response opens the response', row('response_created'), 'https://quire.test/@rex/yes-def'],
    [
      'responses rolled up open the story’s responses',
      row('response_created_rollup'),
      `${POST}?responsesOpen=true#responses-heading`,
    ],
    [
      'list responses rolled up open the list’s',
      row('catalog_response_created_rollup', { post: null }),
      'https://quire.test/@ann/list/walks-1?responsesOpen=true#responses-heading',
    ],
    [
      'quotes rolled up open the story’s responses',
      row('quote_rollup'),
      `${POST}?responsesOpen=true#responses-heading`,
    ],
    [
      'a query already there is kept',
      row('quote_rollup', { post: { id: 'abc', mediumUrl: `${POST}?sk=1` } }),
      `${POST}?sk=1&responsesOpen=true#responses-heading`,
    ],
    ['a quote opens the story', row('quote'), POST],
    ['a clap opens the story', row('post_recommended'), POST],
    ['a milestone opens the story', row('post_recommended_milestone', { actor: null }), POST],
    ['a reads milestone opens the story’s stats', row('post_read_milestone', { actor: null }), '/me/stats/post/abc'],
    [
      'a hidden story opens the writer’s moderation page, where they read why and can appeal',
      row('content_hidden', { actor: null }),
      '/me/moderation',
    ],
    ['a hidden list too', row('list_hidden', { actor: null, post: null }), '/me/moderation'],
    ['a hidden publication too', row('publication_hidden', { actor: null, post: null }), '/me/moderation'],
    ['a limit too', row('account_limited', { actor: null, post: null }), '/me/moderation'],
    ['a suspension too', row('account_suspended', { actor: null, post: null }), '/me/moderation'],
    ['a follow opens the follower', row('users_following_you'), 'https://quire.test/@rex'],
    ['follows rolled up open your followers', row('users_following_you_rollup'), '/@ann/followers'],
    ['an invitation opens your publications', row('collection_invitation'), '/me/publications'],
    ['a submission opens the publication’s submissions', row('post_submitted_to_collection'), '/the-mag/submissions'],
    ['a tax reminder opens the tax page', row('tax_failed_tin_last_day'), '/me/partner/taxes'],
    ['a story published opens it', row('collection_post_published'), POST],
    ['an accepted invitation opens the publication', row('collection_invitation_accepted'), '/the-mag'],
    ['a new editor opens the publication', row('collection_editor_added'), '/the-mag'],
    ['a story added to a list opens the list', row('catalog_post_added'), 'https://quire.test/@ann/list/walks-1'],
    ['a saved list opens the list', row('catalog_saved'), 'https://quire.test/@ann/list/walks-1'],
    ['a newsletter subscriber opens their profile', row('newsletter_subscribed'), 'https://quire.test/@rex'],
    ['a gift opens the plans', row('membership_gift_received'), '/plans'],
    ['a membership begun opens the plans', row('membership_started', { actor: null }), '/plans'],
    [
      'a payout opens the partner dashboard',
      row('partner_program_payout_sent', { actor: null }),
      '/me/partner/dashboard',
    ],
    ['a story since deleted leads nowhere', row('post_recommended', { post: null }), null],
  ])('%s', (_case, target, expected) => {
    expect(notificationHref(target, (name, params) => link(name, params), 'ann')).toBe(expected);
  });
});
