import { describe, expect, it } from 'vitest';
import { NOTIFICATION_EMAILS } from '../content/enumerations.ts';
import {
  emailSwitchOf,
  mailsNotification,
  NOTIFICATION_EMAIL_CHOICES,
  switchedOff,
  type NotificationEmail,
} from './notification-emails.ts';

describe('notification e-mails, switch by switch', () => {
  it.each<[string, string, readonly NotificationEmail[], boolean]>([
    ['a follow, nothing turned off', 'users_following_you', [], true],
    ['a follow, follower mail off', 'users_following_you', ['FOLLOWER'], false],
    ['a follow, everything off', 'users_following_you', ['ALL'], false],
    ['a response, follower mail off', 'response_created', ['FOLLOWER'], true],
    ['a response, social mail off', 'response_created', ['SOCIAL'], false],
    ['a mention', 'mention_in_post', [], true],
    ['a mention, mention mail off', 'mention_in_post', ['MENTION'], false],
    ['an invitation to a publication', 'collection_invitation', [], true],
    ['a response to a list, list mail off', 'catalog_response_created', ['CATALOG'], false],
    ['a member through the writer’s link', 'users_referred_membership', [], true],
    ['a single clap, never mailed', 'post_recommended', [], false],
    ['a follow of a publication, never mailed', 'users_following_collection', [], false],
    ['a tax reminder, never mailed', 'tax_not_submitted_day_one', [], false],
  ])('%s: mailed %s', (_case, type, off, mailed) => {
    expect(mailsNotification(type, off)).toBe(mailed);
  });

  it('offers only switches that govern some mail, each once, in the enumeration', () => {
    const offered = NOTIFICATION_EMAIL_CHOICES.map((choice) => choice.kind);
    expect(new Set(offered).size).toBe(offered.length);
    for (const kind of offered) expect(NOTIFICATION_EMAILS).toContain(kind);
    for (const kind of offered)
      expect(
        [
          'users_following_you',
          'response_created',
          'mention_in_post',
          'collection_invitation',
          'catalog_response_created',
          'users_referred_membership',
        ].map(emailSwitchOf),
      ).toContain(kind);
  });

  it.each<[readonly NotificationEmail[], NotificationEmail, boolean, NotificationEmail[]]>([
    [[], 'FOLLOWER', false, ['FOLLOWER']],
    [['FOLLOWER'], 'FOLLOWER', false, ['FOLLOWER']],
    [['FOLLOWER', 'SOCIAL'], 'FOLLOWER', true, ['SOCIAL']],
    [[], 'ALL', true, []],
  ])('turning a switch: %j, %s on=%s gives %j', (off, kind, on, expected) => {
    expect(switchedOff(off, kind, on)).toEqual(expected);
  });
});
