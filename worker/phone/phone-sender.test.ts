import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createPhoneSender } from './phone-sender.ts';

// A local stand-in for the provider's REST API that records what it was sent.
const received: { path: string; authorization: string; form: Record<string, string> }[] = [];
let status = 201;
const server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    response.writeHead(status, { 'Content-Type': 'application/json' }).end('{"account_sid":"AC-secret-detail"}');
  });
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const noDatabase = {} as Database;
const production = () => ({
  ENVIRONMENT: 'production',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM_NUMBER: '+15550000000',
  TWILIO_API_ORIGIN: origin,
});

describe('createPhoneSender in production', () => {
  it('is absent when the provider is not configured, so only authenticator apps are offered', () => {
    expect(createPhoneSender({ ENVIRONMENT: 'production' }, noDatabase, () => new Date())).toBeNull();
  });

  it('texts through the Messages API and calls through the Calls API, reading the code with <Say>', async () => {
    received.length = 0;
    const sender = createPhoneSender(production(), noDatabase, () => new Date());
    await sender?.send({ to: '+15550100199', method: 'SMS_TEXT', text: 'Your code is 1234567.', code: '1234567' });
    await sender?.send({ to: '+15550100199', method: 'VOICE_CALL', text: 'Your code is 1, 2 & 3.', code: '123' });
    expect(received).toEqual([
      {
        path: '/2010-04-01/Accounts/AC123/Messages.json',
        authorization: `Basic ${btoa('AC123:token')}`,
        form: { To: '+15550100199', From: '+15550000000', Body: 'Your code is 1234567.' },
      },
      {
        path: '/2010-04-01/Accounts/AC123/Calls.json',
        authorization: `Basic ${btoa('AC123:token')}`,
        form: {
          To: '+15550100199',
          From: '+15550000000',
          Twiml: '<Response><Say>Your code is 1, 2 &amp; 3.</Say></Response>',
        },
      },
    ]);
  });

  it('fails with the status only when the provider refuses, never with its answer', async () => {
    status = 400;
    const sender = createPhoneSender(production(), noDatabase, () => new Date());
    await expect(sender?.send({ to: '+15550100199', method: 'SMS_TEXT', text: 'x', code: '1' })).rejects.toThrow(
      'The phone provider refused the message (HTTP 400)',
    );
    status = 201;
  });
});
