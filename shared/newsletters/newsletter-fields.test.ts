import { describe, expect, it } from 'vitest';
import { emailIssueError, newsletterFieldsError } from './newsletter-fields.ts';

describe('newsletterFieldsError: a publication’s newsletter (/{collectionSlug}/new-newsletter and its settings)', () => {
  it.each([
    ['a name and a description', 'The Weekly', 'Our best stories, every Friday.', null],
    ['a name alone', 'The Weekly', '', null],
    ['no name', '   ', 'Stories', 'Give your newsletter a name.'],
    ['a name of 60 characters', 'n'.repeat(60), '', null],
    ['a name of 61 characters', 'n'.repeat(61), '', 'A newsletter’s name can be up to 60 characters.'],
    [
      'a description of 281 characters',
      'The Weekly',
      'd'.repeat(281),
      'A newsletter’s description can be up to 280 characters.',
    ],
  ])('%s', (_case, name, description, error) => {
    expect(newsletterFieldsError({ name, description })).toBe(error);
  });
});

describe('emailIssueError: an e-mail-only issue (/newsletters/{newsletterV3Id}/new-email)', () => {
  it.each([
    ['a subject and words', 'Hello', 'Dear readers,\n\nNews.', null],
    ['no subject', ' ', 'Words', 'Give your e-mail a subject.'],
    ['a subject of 151 characters', 's'.repeat(151), 'Words', 'A subject can be up to 150 characters.'],
    ['no words', 'Hello', '\n \n', 'Write your e-mail first.'],
    ['20,001 characters', 'Hello', 'w'.repeat(20_001), 'An e-mail can be up to 20,000 characters.'],
  ])('%s', (_case, subject, body, error) => {
    expect(emailIssueError({ subject, body })).toBe(error);
  });
});
