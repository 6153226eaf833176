import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { outbox } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// The list is the whole table: mail sent by files run before this one in the runtime goes first.
beforeAll(async () => {
  await db.delete(outbox).run();
  await db
    .insert(outbox)
    .values([
      {
        to: 'ada@example.com',
        kind: 'email',
        subject: 'Sign in to Quire',
        text: 'Click the link',
        links: ['http://localhost/m/callback/email?token=t'],
        code: '123456',
        sentAt: new Date(1000),
      },
      {
        to: '+15555550100',
        kind: 'sms',
        subject: '',
        text: 'Your code is 7654321',
        links: [],
        code: '7654321',
        sentAt: new Date(2000),
      },
    ])
    .run();
});

describe('GET /_/dev/outbox', () => {
  it('lists what development mode sent, newest first', async () => {
    const response = await createApp().request(
      'http://localhost/_/dev/outbox',
      {},
      { ...env, ENVIRONMENT: 'development' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        to: '+15555550100',
        kind: 'sms',
        subject: '',
        text: 'Your code is 7654321',
        links: [],
        code: '7654321',
        sentAt: new Date(2000).toISOString(),
      },
      {
        to: 'ada@example.com',
        kind: 'email',
        subject: 'Sign in to Quire',
        text: 'Click the link',
        links: ['http://localhost/m/callback/email?token=t'],
        code: '123456',
        sentAt: new Date(1000).toISOString(),
      },
    ]);
  });

  it('does not exist outside development', async () => {
    const response = await SELF.fetch('http://localhost/_/dev/outbox');
    expect(response.status).toBe(404);
  });
});
