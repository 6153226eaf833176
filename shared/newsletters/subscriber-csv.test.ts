import { describe, expect, it } from 'vitest';
import { parseSubscriberCsv, subscriberCsv } from './subscriber-csv.ts';

describe('parseSubscriberCsv: the addresses in a subscribers file (/me/subscribers/import)', () => {
  it.each([
    ['a plain list', 'a@example.com\nb@example.com\n', ['a@example.com', 'b@example.com'], []],
    [
      'Quire’s own export',
      'email,status,subscribed_at\r\nA@Example.com,active,2026-11-01T00:00:00.000Z\r\n',
      ['a@example.com'],
      [],
    ],
    ['a header naming the column elsewhere', 'name,email\n"Lee, Ann",ann@example.com\n', ['ann@example.com'], []],
    ['duplicates and blank lines', 'a@example.com\n\nA@EXAMPLE.COM\n', ['a@example.com'], []],
    ['a byte-order mark', '\uFEFFemail\na@example.com', ['a@example.com'], []],
    [
      'something that only looks like an address',
      'email\nnot@valid\nok@example.com',
      ['ok@example.com'],
      ['not@valid'],
    ],
    ['rows with no address', 'name\nAnn\n', [], []],
  ])('%s', (_case, text, emails, rejected) => {
    expect(parseSubscriberCsv(text)).toEqual({ emails, rejected });
  });
});

describe('subscriberCsv', () => {
  it('writes a header and a row per subscriber, quoting what needs it and defusing formulas', () => {
    expect(
      subscriberCsv([
        { email: 'a@example.com', state: 'ACTIVE', subscribedAt: new Date(Date.UTC(2026, 10, 1)) },
        { email: '=cmd@example.com', state: 'PENDING', subscribedAt: null },
      ]),
    ).toBe(
      "email,status,subscribed_at\r\na@example.com,active,2026-11-01T00:00:00.000Z\r\n'=cmd@example.com,pending,\r\n",
    );
  });

  it('reads back what it writes', () => {
    const written = subscriberCsv([{ email: 'a@example.com', state: 'ACTIVE', subscribedAt: null }]);
    expect(parseSubscriberCsv(written).emails).toEqual(['a@example.com']);
  });
});
