import { describe, expect, it } from 'vitest';
import { appealMail, moderationMail, restoredMail } from './moderation-mail.ts';

describe('the e-mail that tells a writer of a moderator’s decision', () => {
  const facts = { productName: 'Quire', reason: 'Spam links.', url: 'https://quire.example/p/1' };

  it.each([
    [
      'a hidden story, by its title',
      'HIDE',
      { ...facts, subject: 'STORY', title: 'Cheap watches' },
      'Moderators hid your story “Cheap watches”',
      'Moderators hid your story “Cheap watches” from readers',
    ],
    [
      'a hidden response, which has no title',
      'HIDE',
      { ...facts, subject: 'RESPONSE', title: '' },
      'Moderators hid your response',
      'Moderators hid your response from readers',
    ],
    [
      'a limited account',
      'LIMIT',
      { ...facts, subject: 'PROFILE', title: 'Ann' },
      'Your Quire account is limited',
      'Your stories and responses now reach only the people who follow you',
    ],
    [
      'a suspended account',
      'SUSPEND',
      { ...facts, subject: 'PROFILE', title: 'Ann' },
      'Your Quire account is suspended',
      'Moderators suspended your Quire account',
    ],
  ] as const)('%s', (_case, action, given, subject, lead) => {
    const mail = moderationMail(action, given);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(lead);
    // the reason, word for word, and where to read more
    expect(mail.text).toContain('Their reason: Spam links.');
    expect(mail.text).toContain('you can appeal once');
    expect(mail.text.endsWith('https://quire.example/p/1')).toBe(true);
  });
});

describe('the e-mail that tells the person what became of their appeal', () => {
  const facts = {
    productName: 'Quire',
    reason: 'Satire, not misinformation.',
    url: 'https://quire.example/me/moderation',
  };

  it.each([
    [
      'a story restored',
      true,
      { ...facts, subject: 'STORY', title: 'Cheap watches' },
      'Your appeal was granted: your story “Cheap watches” is restored',
      'restored your story “Cheap watches”',
    ],
    [
      'an account restored',
      true,
      { ...facts, subject: 'PROFILE', title: 'Ann' },
      'Your appeal was granted: your account is restored',
      'restored your account',
    ],
    [
      'a decision that stands',
      false,
      { ...facts, subject: 'RESPONSE', title: '' },
      'Your appeal was denied',
      'the decision about your response stands',
    ],
  ] as const)('%s', (_case, granted, given, subject, words) => {
    const mail = appealMail(granted, given);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(words);
    expect(mail.text).toContain('Their reason: Satire, not misinformation.');
  });
});

describe('the e-mail that tells the person a moderator restored on their own', () => {
  it.each([
    ['an account', { subject: 'PROFILE', title: 'Ann' }, 'Moderators restored your account'],
    [
      'a story, by its title',
      { subject: 'STORY', title: 'Cheap watches' },
      'Moderators restored your story “Cheap watches”',
    ],
  ] as const)('%s', (_case, given, subject) => {
    const mail = restoredMail({
      productName: 'Quire',
      reason: 'Reported by mistake.',
      url: 'https://quire.example/me/moderation',
      ...given,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('Their reason: Reported by mistake.');
    expect(mail.text.endsWith('https://quire.example/me/moderation')).toBe(true);
  });
});
