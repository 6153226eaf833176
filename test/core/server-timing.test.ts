import { beforeEach, describe, expect, it } from 'vitest';
import { edgeSite } from '../support/edge-site.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const STORY = `/@ann/story-1-${postId(1)}`;
const STEPS =
  /^cache;dur=[\d.]+;desc="edge cache lookup", data;dur=[\d.]+;desc="page data \(D1 and GraphQL\)", render;dur=[\d.]+;desc="React shell render", d1;desc="\d+ round trips?"$/;

beforeEach(async () => {
  await seedContent(1);
  await db.update(users).set({ isStaff: true }).where(eq(users.id, 'u-ed')).run();
});

describe('Server-Timing on pages (render, data, cache)', () => {
  it('tells what an uncached page cost in development, and the kept copy does not carry it', async () => {
    const site = edgeSite();
    const miss = await site.fetch(STORY);
    expect(miss.cache).toBe('MISS');
    expect(miss.headers.get('Server-Timing')).toMatch(STEPS);
    const hit = await site.fetch(STORY);
    expect(hit.cache).toBe('HIT');
    expect(hit.headers.get('Server-Timing')).toBeNull();
  });

  it('in production, tells staff only', async () => {
    const site = edgeSite({ ENVIRONMENT: 'production' });
    expect((await site.fetch(STORY)).headers.get('Server-Timing')).toBeNull();
    expect(
      (await site.fetch(STORY, { headers: { Cookie: (await signIn('u-rex')).cookie } })).headers.get('Server-Timing'),
    ).toBeNull();
    const staff = await site.fetch(STORY, { headers: { Cookie: (await signIn('u-ed')).cookie } });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('Server-Timing')).toMatch(STEPS);
  });
});
