import { describe, expect, it } from 'vitest';
import { mentionQueryBefore } from './mention-query.ts';

describe('mentionQueryBefore: the name being typed after @', () => {
  it.each<[string, string | null]>([
    ['Thanks to @', ''],
    ['Thanks to @ad', 'ad'],
    ['@Ada_O', 'Ada_O'],
    ['ann@example', null],
    ['example.com/@ada', null],
    ['Thanks to @ada and', null],
    ['@@ada', null],
    [`@${'a'.repeat(31)}`, null],
    ['no at sign', null],
  ])('%j → %j', (text, expected) => {
    expect(mentionQueryBefore(text)).toBe(expected);
  });
});
