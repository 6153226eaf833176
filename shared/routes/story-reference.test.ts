import { describe, expect, it } from 'vitest';
import { storyIdFromReference } from './story-reference.ts';

describe('storyIdFromReference: the story a pasted line names', () => {
  it.each([
    ['an id', 'a00000000001', 'a00000000001'],
    ['a story’s address', 'https://quire.example/the-long-view/the-city-a00000000001', 'a00000000001'],
    ['an address with a query and a slash', 'https://ada.quire.example/the-city-a00000000001/?sk=x', 'a00000000001'],
    ['a slug with spaces around it', '  the-city-a00000000001 ', 'a00000000001'],
    ['a profile address', 'https://quire.example/@ada', null],
    ['words', 'the city', null],
    ['nothing', '', null],
  ])('reads %s', (_, reference, id) => {
    expect(storyIdFromReference(reference)).toBe(id);
  });
});
