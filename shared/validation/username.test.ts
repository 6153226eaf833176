import { describe, expect, it } from 'vitest';
import { normalizeUsername, subdomainProblem, usernameError } from './username.ts';

describe('usernameError: a new username (/me/settings)', () => {
  it.each([
    ['letters and digits', 'ada2026', null],
    ['an underscore', 'ada_lovelace', null],
    ['three characters', 'ada', null],
    ['two characters', 'ad', 'A username has 3 to 30 characters.'],
    ['31 characters', 'a'.repeat(31), 'A username has 3 to 30 characters.'],
    ['a dot', 'ada.l', 'A username can have only letters, digits and underscores.'],
    ['a hyphen', 'ada-l', 'A username can have only letters, digits and underscores.'],
    ['one of Quire’s own names', 'www', 'That username is reserved.'],
  ])('%s', (_case, username, error) => {
    expect(usernameError(username)).toBe(error);
  });

  it.each([
    ['@Ada', 'ada'],
    ['  ADA_L ', 'ada_l'],
  ])('reads %j as %j', (typed, username) => {
    expect(normalizeUsername(typed)).toBe(username);
  });
});

describe('subdomainProblem: a username as {username}.{AUTH_DOMAIN}', () => {
  it.each([
    ['ada', null],
    ['writer42', null],
    [
      'ada_lovelace',
      'A subdomain can’t contain an underscore. Change your username in settings first, then come back.',
    ],
  ])('%s', (username, problem) => {
    expect(subdomainProblem(username)).toBe(problem);
  });
});
