import { describe, expect, it } from 'vitest';
import { membershipChange, type MembershipChange } from './membership-change.ts';

const completed = (object: Record<string, unknown>) => ({
  type: 'checkout.session.completed',
  data: {
    object: {
      id: 'cs_1',
      client_reference_id: 'u-rex',
      payment_status: 'paid',
      subscription: 'sub_1',
      metadata: { plan: 'yearly', referrer_id: 'u-ann' },
      ...object,
    },
  },
});

describe('membershipChange: what a Stripe event means for a membership', () => {
  it.each<[string, unknown, MembershipChange | null]>([
    [
      'a paid checkout through a writer’s page',
      completed({}),
      {
        kind: 'start',
        userId: 'u-rex',
        referrerId: 'u-ann',
        plan: 'yearly',
        providerRef: 'cs_1',
        subscriptionRef: 'sub_1',
      },
    ],
    [
      'a paid checkout from the plans page has no referrer',
      completed({ metadata: { plan: 'monthly' } }),
      {
        kind: 'start',
        userId: 'u-rex',
        referrerId: null,
        plan: 'monthly',
        providerRef: 'cs_1',
        subscriptionRef: 'sub_1',
      },
    ],
    [
      'a writer who pays from their own page refers nobody',
      completed({ metadata: { plan: 'yearly', referrer_id: 'u-rex' } }),
      {
        kind: 'start',
        userId: 'u-rex',
        referrerId: null,
        plan: 'yearly',
        providerRef: 'cs_1',
        subscriptionRef: 'sub_1',
      },
    ],
    ['a checkout not paid yet changes nothing', completed({ payment_status: 'unpaid' }), null],
    ['a checkout of an unknown plan changes nothing', completed({ metadata: { plan: 'lifetime' } }), null],
    ['a checkout without its reader changes nothing', completed({ client_reference_id: null }), null],
    [
      'a paid gift checkout makes its codes',
      {
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_g', mode: 'payment', payment_status: 'paid', metadata: { gift_id: 'g1' } } },
      },
      { kind: 'gift-paid', giftId: 'g1', checkoutRef: 'cs_g' },
    ],
    [
      'a gift checkout not paid yet changes nothing',
      {
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_g', mode: 'payment', payment_status: 'unpaid', metadata: { gift_id: 'g1' } } },
      },
      null,
    ],
    [
      'a gift named by a subscription checkout changes nothing',
      {
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_g', mode: 'subscription', payment_status: 'paid', metadata: { gift_id: 'g1' } } },
      },
      null,
    ],
    [
      'an ended subscription ends the membership',
      { type: 'customer.subscription.deleted', data: { object: { id: 'sub_1' } } },
      { kind: 'end', subscriptionRef: 'sub_1' },
    ],
    ['another event changes nothing', { type: 'invoice.paid', data: { object: { id: 'in_1' } } }, null],
    ['a body that is not an event changes nothing', 'hello', null],
  ])('%s', (_case, event, expected) => {
    expect(membershipChange(event)).toEqual(expected);
  });
});
