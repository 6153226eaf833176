import { describe, expect, it } from 'vitest';
import { rollUpNotifications } from './roll-up.ts';

const row = (id: string, notificationType: string, rollupKey: string, actorId: string | null) => ({
  id,
  notificationType,
  rollupKey,
  actorId,
});

describe('rollUpNotifications (docs/spec-checklist.md 1 §2.11: quote, response_created, catalog_response_created, users_following_you, users_referred_membership)', () => {
  it.each([
    ['users_following_you'],
    ['quote'],
    ['response_created'],
    ['catalog_response_created'],
    ['users_referred_membership'],
  ])('folds %s rows sharing a key into the newest, with every actor once', (type) => {
    const rolled = rollUpNotifications([
      row('n3', type, 'k', 'ann'),
      row('n2', type, 'k', 'bob'),
      row('n1', type, 'k', 'ann'),
    ]);
    expect(rolled).toEqual([
      { id: 'n3', notificationType: `${type}_rollup`, rollupKey: 'k', actorId: 'ann', rollupActorIds: ['ann', 'bob'] },
    ]);
  });

  it('leaves other types alone, even with a shared key', () => {
    const rows = [row('n2', 'post_recommended', 'k', 'ann'), row('n1', 'post_recommended', 'k', 'bob')];
    expect(rollUpNotifications(rows).map((entry) => entry.id)).toEqual(['n2', 'n1']);
  });

  it('does not add the suffix when one person is behind every row', () => {
    const rolled = rollUpNotifications([row('n2', 'quote', 'k', 'ann'), row('n1', 'quote', 'k', 'ann')]);
    expect(rolled).toEqual([
      { id: 'n2', notificationType: 'quote', rollupKey: 'k', actorId: 'ann', rollupActorIds: [] },
    ]);
  });

  it('keeps the order of the newest row of each group among the others', () => {
    const rolled = rollUpNotifications([
      row('n5', 'users_following_you', 'follow', 'ann'),
      row('n4', 'post_recommended', 'p', 'cy'),
      row('n3', 'response_created', 'r', 'dee'),
      row('n2', 'users_following_you', 'follow', 'bob'),
      row('n1', 'response_created', 'r', 'eve'),
    ]);
    expect(rolled.map((entry) => [entry.id, entry.notificationType])).toEqual([
      ['n5', 'users_following_you_rollup'],
      ['n4', 'post_recommended'],
      ['n3', 'response_created_rollup'],
    ]);
  });
});
