import { describe, expect, it } from 'vitest';
import { notificationsFor, type NotificationEvent } from './notifications-for.ts';

const summary = (event: NotificationEvent) =>
  notificationsFor(event).map(
    (draft) => `${draft.userId} ${draft.notificationType}${draft.milestoneArg ? ` ${draft.milestoneArg}` : ''}`,
  );

describe('notificationsFor: the notifications an event causes (docs/spec-checklist.md 1 §2.11)', () => {
  it.each<[string, NotificationEvent, string[]]>([
    [
      'a follow tells the person followed',
      { kind: 'user_followed', actorId: 'ann', userId: 'bo' },
      ['bo users_following_you'],
    ],
    ['a follow of oneself tells nobody', { kind: 'user_followed', actorId: 'bo', userId: 'bo' }, []],
    [
      'a publication’s follow tells its creator and editors, not the follower',
      { kind: 'collection_followed', actorId: 'ann', collectionId: 'c1', editorIds: ['bo', 'cy', 'ann', 'bo'] },
      ['bo users_following_collection', 'cy users_following_collection'],
    ],
    [
      'a clap tells the writer',
      { kind: 'post_clapped', actorId: 'ann', postId: 'p1', creatorId: 'bo', clapsBefore: 3, clapsAfter: 8 },
      ['bo post_recommended'],
    ],
    [
      'a clap that reaches 10 is a milestone too',
      { kind: 'post_clapped', actorId: 'ann', postId: 'p1', creatorId: 'bo', clapsBefore: 8, clapsAfter: 10 },
      ['bo post_recommended', 'bo post_recommended_milestone 10'],
    ],
    [
      'fifty claps at once pass two milestones',
      { kind: 'post_clapped', actorId: 'ann', postId: 'p1', creatorId: 'bo', clapsBefore: 9, clapsAfter: 59 },
      ['bo post_recommended', 'bo post_recommended_milestone 10', 'bo post_recommended_milestone 50'],
    ],
    [
      'reads that pass no milestone tell nobody',
      { kind: 'post_read', actorId: null, postId: 'p1', creatorId: 'bo', readsBefore: 11, readsAfter: 49 },
      [],
    ],
    [
      'reads that reach 50 and 100 in one rollup are two milestones',
      { kind: 'post_read', actorId: null, postId: 'p1', creatorId: 'bo', readsBefore: 49, readsAfter: 100 },
      ['bo post_read_milestone 50', 'bo post_read_milestone 100'],
    ],
    [
      'a response tells the writer of what it answers',
      { kind: 'response_created', actorId: 'ann', responseId: 'r1', parentPostId: 'p1', parentCreatorId: 'bo' },
      ['bo response_created'],
    ],
    [
      'a writer answering their own story tells nobody',
      { kind: 'response_created', actorId: 'bo', responseId: 'r1', parentPostId: 'p1', parentCreatorId: 'bo' },
      [],
    ],
    [
      'a response to a list tells its owner',
      { kind: 'catalog_response_created', actorId: 'ann', responseId: 'r1', catalogId: 'l1', catalogCreatorId: 'bo' },
      ['bo catalog_response_created'],
    ],
    [
      'a highlight is a quote for the writer',
      { kind: 'post_quoted', actorId: 'ann', highlightId: 'h1', postId: 'p1', creatorId: 'bo' },
      ['bo quote'],
    ],
    [
      'a private note tells the writer',
      { kind: 'note_created', actorId: 'ann', noteId: 'n1', postId: 'p1', creatorId: 'bo' },
      ['bo note_created'],
    ],
    [
      'a mention tells each person named',
      { kind: 'post_mentioned', actorId: 'ann', postId: 'p1', userIds: ['bo', 'cy'] },
      ['bo mention_in_post', 'cy mention_in_post'],
    ],
    ['mentioning oneself tells nobody', { kind: 'post_mentioned', actorId: 'ann', postId: 'p1', userIds: ['ann'] }, []],
    [
      'the writer’s reply to a note tells its author',
      {
        kind: 'note_replied',
        actorId: 'bo',
        noteReplyId: 'nr1',
        noteId: 'n1',
        postId: 'p1',
        participantIds: ['ann', 'bo'],
      },
      ['ann note_reply_created'],
    ],
    [
      'the author’s reply back tells the writer',
      {
        kind: 'note_replied',
        actorId: 'ann',
        noteReplyId: 'nr2',
        noteId: 'n1',
        postId: 'p1',
        participantIds: ['ann', 'bo'],
      },
      ['bo note_reply_created'],
    ],
    [
      'a membership through a writer’s page tells the writer',
      { kind: 'membership_referred', actorId: 'ann', referrerId: 'bo' },
      ['bo users_referred_membership'],
    ],
    [
      'an invitation tells the invitee',
      { kind: 'collection_invitation', actorId: 'ann', collectionId: 'c1', inviteeId: 'bo' },
      ['bo collection_invitation'],
    ],
    [
      'a submission tells the publication’s editors',
      { kind: 'post_submitted', actorId: 'ann', postId: 'p1', collectionId: 'c1', editorIds: ['bo', 'cy'] },
      ['bo post_submitted_to_collection', 'cy post_submitted_to_collection'],
    ],
  ])('%s', (_case, event, expected) => {
    expect(summary(event)).toEqual(expected);
  });

  it('keys each notification so a second follow, a second clap or a redelivered message adds nothing', () => {
    const first = notificationsFor({
      kind: 'post_clapped',
      actorId: 'ann',
      postId: 'p1',
      creatorId: 'bo',
      clapsBefore: 0,
      clapsAfter: 5,
    });
    const again = notificationsFor({
      kind: 'post_clapped',
      actorId: 'ann',
      postId: 'p1',
      creatorId: 'bo',
      clapsBefore: 5,
      clapsAfter: 9,
    });
    expect(again.map((draft) => draft.dedupeKey)).toEqual(first.map((draft) => draft.dedupeKey));
    const other = notificationsFor({
      kind: 'post_clapped',
      actorId: 'cy',
      postId: 'p1',
      creatorId: 'bo',
      clapsBefore: 9,
      clapsAfter: 10,
    });
    expect(other.map((draft) => draft.dedupeKey)).not.toContain(first[0]?.dedupeKey);
  });

  it('rolls up follows of one person, responses to one story and quotes of one story by their keys', () => {
    const key = (event: NotificationEvent) => notificationsFor(event)[0]?.rollupKey;
    expect(key({ kind: 'user_followed', actorId: 'ann', userId: 'bo' })).toBe(
      key({ kind: 'user_followed', actorId: 'cy', userId: 'bo' }),
    );
    expect(
      key({ kind: 'response_created', actorId: 'ann', responseId: 'r1', parentPostId: 'p1', parentCreatorId: 'bo' }),
    ).toBe(
      key({ kind: 'response_created', actorId: 'cy', responseId: 'r2', parentPostId: 'p1', parentCreatorId: 'bo' }),
    );
    expect(key({ kind: 'post_quoted', actorId: 'ann', highlightId: 'h1', postId: 'p1', creatorId: 'bo' })).toBe(
      key({ kind: 'post_quoted', actorId: 'cy', highlightId: 'h2', postId: 'p1', creatorId: 'bo' }),
    );
  });
});
