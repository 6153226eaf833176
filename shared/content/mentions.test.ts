import { describe, expect, it } from 'vitest';
import { mentionedUsernames, mentionTokens, MAX_MENTIONS, withMentions } from './mentions.ts';
import type { Markup, Paragraph } from './paragraphs.ts';

const p = (text: string, markups: Markup[] = [], type: Paragraph['type'] = 'P'): Paragraph => ({
  name: 'a1',
  type,
  text,
  markups,
});

describe('mentionTokens', () => {
  it.each<[string, Paragraph, string[]]>([
    ['a mention at the start', p('@ann wrote this'), ['ann@0-4']],
    ['a mention mid-sentence, its case folded', p('Thanks, @Ann_B!'), ['ann_b@8-14']],
    ['two mentions, punctuation after', p('with @ann and @bo.'), ['ann@5-9', 'bo@14-17']],
    ['an e-mail address is not a mention', p('write to ann@example.com'), []],
    ['an address with /@ is not a mention', p('see example.com/@ann'), []],
    ['a lone @ is not a mention', p('meet @ noon'), []],
    ['a double @@ is not a mention', p('@@ann'), []],
    ['a name longer than 30 characters is not a mention', p(`@${'a'.repeat(31)}`), []],
    ['inside code the @ is literal', p('use @decorator here', [{ type: 'CODE', start: 4, end: 14 }]), []],
    ['a code block is literal', p('@ann', [], 'PRE'), []],
  ])('%s', (_label, paragraph, expected) => {
    expect(mentionTokens(paragraph).map((token) => `${token.username}@${token.start}-${token.end}`)).toEqual(expected);
  });
});

describe('mentionedUsernames', () => {
  it('lists each person once, in order of first mention', () => {
    expect(mentionedUsernames([p('@bo and @ann'), p('@ann again, @BO')])).toEqual(['bo', 'ann']);
  });

  it(`looks up at most ${MAX_MENTIONS} people`, () => {
    const many = Array.from({ length: MAX_MENTIONS + 5 }, (_, index) => `@u${index}`).join(' ');
    expect(mentionedUsernames([p(many)])).toHaveLength(MAX_MENTIONS);
  });
});

describe('withMentions', () => {
  const known = new Map([
    ['ann', 'user-ann'],
    ['bo', 'user-bo'],
  ]);

  it.each<[string, Paragraph, Markup[], string[]]>([
    ['a known person is marked', p('hi @ann'), [{ type: 'USER', start: 3, end: 7, userId: 'user-ann' }], ['user-ann']],
    ['an unknown name stays text', p('hi @nobody'), [], []],
    [
      'a mention inside a link stays text: the link wins',
      p('hi @ann', [{ type: 'A', start: 0, end: 7, href: 'https://a.example' }]),
      [{ type: 'A', start: 0, end: 7, href: 'https://a.example' }],
      [],
    ],
    [
      'other markups are kept',
      p('hi @bo', [{ type: 'EM', start: 0, end: 2 }]),
      [
        { type: 'EM', start: 0, end: 2 },
        { type: 'USER', start: 3, end: 6, userId: 'user-bo' },
      ],
      ['user-bo'],
    ],
    [
      'a mark whose mention was deleted is dropped',
      p('hi there', [{ type: 'USER', start: 3, end: 7, userId: 'user-ann' }]),
      [],
      [],
    ],
    [
      'marking again gives the same marks, not two',
      p('hi @ann', [{ type: 'USER', start: 3, end: 7, userId: 'user-ann' }]),
      [{ type: 'USER', start: 3, end: 7, userId: 'user-ann' }],
      ['user-ann'],
    ],
  ])('%s', (_label, paragraph, markups, userIds) => {
    const result = withMentions([paragraph], known);
    expect(result.paragraphs[0]?.markups).toEqual(markups);
    expect(result.mentionedUserIds).toEqual(userIds);
  });

  it('names each person once however often they are mentioned', () => {
    expect(withMentions([p('@ann @ann'), p('@ann')], known).mentionedUserIds).toEqual(['user-ann']);
  });
});
