import { describe, expect, it } from 'vitest';
import { isSignedDelivery, mailEventOf } from './mail-events.ts';

const SECRET = `whsec_${btoa('a test signing secret')}`;

/** Signs as Svix does: HMAC-SHA256 of id.timestamp.body under the secret's bytes, base64. */
async function svixSignature(secret: string, id: string, timestamp: string, body: string): Promise<string> {
  const keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (character) => character.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `v1,${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)))))}`;
}

describe('isSignedDelivery: the carrier’s webhook signature (Svix)', () => {
  const body = '{"type":"email.bounced"}';
  const now = 1_800_000_000;

  it.each([
    [
      'its own signature',
      async () => ({
        id: 'msg_1',
        timestamp: String(now),
        signatures: await svixSignature(SECRET, 'msg_1', String(now), body),
      }),
      body,
      true,
    ],
    [
      'one of several (a secret being rotated)',
      async () => ({
        id: 'msg_1',
        timestamp: String(now),
        signatures: `v1,bm9wZQ== ${await svixSignature(SECRET, 'msg_1', String(now), body)}`,
      }),
      body,
      true,
    ],
    [
      'a changed body',
      async () => ({
        id: 'msg_1',
        timestamp: String(now),
        signatures: await svixSignature(SECRET, 'msg_1', String(now), body),
      }),
      '{"type":"email.opened"}',
      false,
    ],
    [
      'another delivery’s id',
      async () => ({
        id: 'msg_2',
        timestamp: String(now),
        signatures: await svixSignature(SECRET, 'msg_1', String(now), body),
      }),
      body,
      false,
    ],
    [
      'another secret',
      async () => ({
        id: 'msg_1',
        timestamp: String(now),
        signatures: await svixSignature(`whsec_${btoa('other')}`, 'msg_1', String(now), body),
      }),
      body,
      false,
    ],
    [
      'a stale delivery (over five minutes old)',
      async () => ({
        id: 'msg_1',
        timestamp: String(now - 301),
        signatures: await svixSignature(SECRET, 'msg_1', String(now - 301), body),
      }),
      body,
      false,
    ],
    ['no signature', async () => ({ id: 'msg_1', timestamp: String(now), signatures: '' }), body, false],
    [
      'no timestamp',
      async () => ({ id: 'msg_1', timestamp: '', signatures: await svixSignature(SECRET, 'msg_1', '', body) }),
      body,
      false,
    ],
  ])('%s', async (_case, delivery, presented, expected) => {
    expect(await isSignedDelivery(SECRET, await delivery(), presented, now)).toBe(expected);
  });
});

describe('mailEventOf: what a carrier’s report means', () => {
  it.each([
    [
      'a hard bounce',
      { type: 'email.bounced', data: { email_id: 'e1', to: ['Gone@Example.com'], bounce: { type: 'Permanent' } } },
      { kind: 'suppress', emails: ['gone@example.com'], reason: 'BOUNCE' },
    ],
    [
      'a soft bounce',
      { type: 'email.bounced', data: { email_id: 'e1', to: ['full@example.com'], bounce: { type: 'Transient' } } },
      { kind: 'ignored' },
    ],
    [
      'a complaint',
      { type: 'email.complained', data: { email_id: 'e1', to: ['angry@example.com'] } },
      { kind: 'suppress', emails: ['angry@example.com'], reason: 'COMPLAINT' },
    ],
    [
      'an open',
      { type: 'email.opened', data: { email_id: 'e1', to: ['reader@example.com'] } },
      { kind: 'opened', messageId: 'e1' },
    ],
    [
      'a delivery',
      { type: 'email.delivered', data: { email_id: 'e1', to: ['reader@example.com'] } },
      { kind: 'ignored' },
    ],
    ['something else', 'not an event', { kind: 'ignored' }],
  ])('%s', (_case, payload, event) => {
    expect(mailEventOf(payload)).toEqual(event);
  });
});
