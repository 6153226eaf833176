import { describe, expect, it } from 'vitest';
import {
  nameFromEmail,
  normalizePhone,
  validateEmail,
  validateLoginCode,
  validateName,
  validatePassword,
  validateTwoFactorCode,
} from './account-fields.ts';

describe('validateEmail ("{email} with an ending of 2 or more letters", trimmed)', () => {
  it.each([
    ['ada@example.com', null],
    ['  ada@example.com  ', null],
    ['ada+news@mail.example.co', null],
    ['ada@example.c', 'Please enter a valid email address.'],
    ['ada@example', 'Please enter a valid email address.'],
    ['ada.example.com', 'Please enter a valid email address.'],
    ['ada @example.com', 'Please enter a valid email address.'],
    ['', 'Please enter a valid email address.'],
  ])('%j → %j', (email, expected) => {
    expect(validateEmail(email)).toBe(expected);
  });
});

describe('other account fields (docs/spec-checklist.md 2 §5)', () => {
  it.each([
    ['1234567', 'Your password must be 8 characters or more.'],
    ['12345678', null],
  ])('password %j → %j', (password, expected) => {
    expect(validatePassword(password)).toBe(expected);
  });

  it.each([
    ['', 'Please enter your name'],
    ['   ', 'Please enter your name'],
    ['Ada', null],
  ])('name %j → %j', (name, expected) => {
    expect(validateName(name)).toBe(expected);
  });

  it.each([
    ['123456', null],
    ['12345', 'Login code must be 6 digits.'],
    ['12345a', 'Login code must be 6 digits.'],
  ])('login code %j → %j', (code, expected) => {
    expect(validateLoginCode(code)).toBe(expected);
  });

  it.each([
    ['1234567', null],
    ['123456', 'Please enter a valid verification code.'],
  ])('two-factor code %j → %j', (code, expected) => {
    expect(validateTwoFactorCode(code)).toBe(expected);
  });

  it.each([
    ['(555) 010-0100', '5550100100', null],
    ['555-0100', '5550100', 'Please enter a valid phone number.'],
  ])('phone %j → %j, %j', (phone, digits, error) => {
    expect(normalizePhone(phone)).toEqual({ digits, error });
  });
});

describe('nameFromEmail (docs/spec-checklist.md 2 §5)', () => {
  it.each([
    ['john.doe@example.com', 'John Doe'],
    ['jane_smith42@example.com', 'Jane Smith'],
    ['ada+newsletters@example.com', 'Ada'],
    ['r2d2-c3po@example.com', 'Rd Cpo'],
    ['12345@example.com', ''],
  ])('%s → %j', (email, name) => {
    expect(nameFromEmail(email)).toBe(name);
  });
});
