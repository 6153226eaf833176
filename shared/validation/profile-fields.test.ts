import { describe, expect, it } from 'vitest';
import { profileFieldsError } from './profile-fields.ts';

describe('the profile form (name and bio)', () => {
  it.each<[string, { name: string; bio: string }, string | null]>([
    ['a name and a bio', { name: 'Ann Author', bio: 'Writes about cities.' }, null],
    ['a name alone', { name: 'Ann', bio: '' }, null],
    ['no name: docs/spec-checklist.md 2 §5’s message', { name: '   ', bio: 'x' }, 'Please enter your name'],
    ['a name of 50 characters', { name: 'a'.repeat(50), bio: '' }, null],
    ['a name of 51 characters', { name: 'a'.repeat(51), bio: '' }, 'Your name can be at most 50 characters long.'],
    ['spaces around the name do not count', { name: ` ${'a'.repeat(50)} `, bio: '' }, null],
    ['a bio of 160 characters', { name: 'Ann', bio: 'b'.repeat(160) }, null],
    ['a bio of 161 characters', { name: 'Ann', bio: 'b'.repeat(161) }, 'Your bio can be at most 160 characters long.'],
  ])('%s', (_case, fields, message) => expect(profileFieldsError(fields)).toBe(message));
});
