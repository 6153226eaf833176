import { describe, expect, it } from 'vitest';
import { freeStoriesLeft, meterDecision, type MeterFacts } from './meter-decision.ts';

const locked = (facts: Partial<MeterFacts> & Pick<MeterFacts, 'reader'>): MeterFacts => ({
  isLocked: true,
  hasFriendLink: false,
  openedThisMonth: false,
  freeStoriesUsed: 0,
  ...facts,
});

describe('the meter’s paywall ("members and the writer read freely, friend links (?sk=) pass, bots get what search engines are allowed to see")', () => {
  it.each([
    [
      'a public story, for anyone',
      locked({ isLocked: false, reader: 'visitor', freeStoriesUsed: 99 }),
      { access: 'full', spendsFreeStory: false },
    ],
    [
      'a member, however much they read',
      locked({ reader: 'member', freeStoriesUsed: 99 }),
      { access: 'full', spendsFreeStory: false },
    ],
    [
      'the writer or an editor',
      locked({ reader: 'writer', freeStoriesUsed: 99 }),
      { access: 'full', spendsFreeStory: false },
    ],
    [
      'a Friend Link, uncounted',
      locked({ reader: 'visitor', hasFriendLink: true, freeStoriesUsed: 1 }),
      { access: 'full', spendsFreeStory: false },
    ],
    ['a crawler: the preview, no wall, nothing counted', locked({ reader: 'bot' }), { access: 'preview', wall: null }],
    [
      'a visitor’s first member story of the month',
      locked({ reader: 'visitor', freeStoriesUsed: 0 }),
      { access: 'full', spendsFreeStory: true },
    ],
    [
      'a visitor past theirs: the registration wall',
      locked({ reader: 'visitor', freeStoriesUsed: 1 }),
      { access: 'preview', wall: 'REGISTRATION' },
    ],
    [
      'a visitor opening again a story the meter opened this month',
      locked({ reader: 'visitor', freeStoriesUsed: 1, openedThisMonth: true }),
      { access: 'full', spendsFreeStory: false },
    ],
    [
      'a reader’s third free story',
      locked({ reader: 'reader', freeStoriesUsed: 2 }),
      { access: 'full', spendsFreeStory: true },
    ],
    [
      'a reader past three: the membership wall',
      locked({ reader: 'reader', freeStoriesUsed: 3 }),
      { access: 'preview', wall: 'MEMBERSHIP' },
    ],
    [
      'a reader back on a story opened this month',
      locked({ reader: 'reader', freeStoriesUsed: 3, openedThisMonth: true }),
      { access: 'full', spendsFreeStory: false },
    ],
  ] as const)('%s', (_case, facts, decision) => {
    expect(meterDecision(facts)).toEqual(decision);
  });

  it.each([
    ['visitor', 0, 1],
    ['visitor', 5, 0],
    ['reader', 1, 2],
    ['member', 0, null],
    ['bot', 0, null],
  ] as const)('a %s who used %i free stories has %s left', (reader, used, left) => {
    expect(freeStoriesLeft(reader, used)).toBe(left);
  });
});
