import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendMailer } from './resend-mailer.ts';

// A local stand-in for Resend's API that records what it was sent.
const received: { path: string; authorization: string; body: Record<string, unknown> }[] = [];
let status = 200;
const server = createServer((request: IncomingMessage, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      body: JSON.parse(body) as Record<string, unknown>,
    });
    response
      .writeHead(status, { 'Content-Type': 'application/json' })
      .end(
        status === 200 ? '{"id":"49a3999c-0ce1-4ea6-ab68-afcd6dc2e794"}' : '{"message":"API key re_secret is invalid"}',
      );
  });
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('resendMailer: mail through Resend’s HTTP API', () => {
  it('sends both parts, the sender’s name and the unsubscribe headers, and answers the message id', async () => {
    received.length = 0;
    status = 200;
    const mailer = resendMailer('re_key', origin, 'no-reply@quire.test', 'Quire');
    const sent = await mailer.send({
      to: 'reader@example.com',
      subject: 'Fresh news',
      text: 'Hello',
      html: '<p>Hello</p>',
      links: [],
      fromName: 'Ann Author',
      headers: { 'List-Unsubscribe': '<https://quire.test/u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    expect(sent).toEqual({ id: '49a3999c-0ce1-4ea6-ab68-afcd6dc2e794' });
    expect(received).toEqual([
      {
        path: '/emails',
        authorization: 'Bearer re_key',
        body: {
          from: 'Ann Author <no-reply@quire.test>',
          to: ['reader@example.com'],
          subject: 'Fresh news',
          text: 'Hello',
          html: '<p>Hello</p>',
          headers: {
            'List-Unsubscribe': '<https://quire.test/u>',
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
      },
    ]);
  });

  it('sends a plain message in the product’s name', async () => {
    received.length = 0;
    status = 200;
    await resendMailer('re_key', origin, 'no-reply@quire.test', 'Quire').send({
      to: 'a@example.com',
      subject: 'Your code',
      text: '123',
      links: [],
    });
    expect(received[0]?.body).toEqual({
      from: 'Quire <no-reply@quire.test>',
      to: ['a@example.com'],
      subject: 'Your code',
      text: '123',
    });
  });

  it('fails with the status alone when refused, so the job retries and no secret reaches a log', async () => {
    status = 401;
    await expect(
      resendMailer('re_secret', origin, 'no-reply@quire.test', 'Quire').send({
        to: 'a@example.com',
        subject: 's',
        text: 't',
        links: [],
      }),
    ).rejects.toThrow(/^The mail provider refused the message \(HTTP 401\)$/);
  });
});
