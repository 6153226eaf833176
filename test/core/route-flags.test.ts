import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { collections } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

/** A GET as a signed-in reader, with the flags given over the defaults (which turn every one of these on). */
async function get(
  path: string,
  { flags = {}, host = 'localhost' }: { flags?: Record<string, boolean>; host?: string } = {},
) {
  const { cookie } = await signIn('u-rex');
  return createApp().request(
    `http://${host}${path}`,
    { headers: { Cookie: cookie } },
    { ...env, FLAGS: JSON.stringify(flags) },
  );
}

beforeEach(async () => {
  await seedContent(1);
  await db
    .update(collections)
    .set({ domain: 'mag.example.com', domainStatus: 'ACTIVE' })
    .where(eq(collections.id, 'c-mag'))
    .run();
});

describe('the feature flags that gate routes (docs/spec-checklist.md 3 §6)', () => {
  it.each([
    ['enable_lite_user_settings', '/me/settings'],
    ['enable_lite_user_settings', '/me/settings/notifications'],
    ['enable_lite_user_settings', '/me/settings/mute/people'],
    ['enable_aurora_tag_page_routing', '/tag/essays'],
    ['enable_aurora_tag_page_routing', '/tag/essays/latest'],
    ['enable_aurora_about_page_routing', '/the-mag/about'],
  ])('%s: %s is there while it is on, and not found while it is off', async (flag, path) => {
    expect((await get(path)).status).toBe(200);
    expect((await get(path, { flags: { [flag]: false } })).status).toBe(404);
  });

  it('enable_lite_pub_homepage_for_selected_domains: off, a publication’s own domain leads to its page on the main domain', async () => {
    expect((await get('/', { host: 'mag.example.com' })).status).toBe(200);
    const off = await get('/?source=mail', {
      host: 'mag.example.com',
      flags: { enable_lite_pub_homepage_for_selected_domains: false },
    });
    expect([off.status, off.headers.get('Location')]).toEqual([302, 'http://localhost/the-mag?source=mail']);
    // the main domain's page itself is not behind the flag
    expect((await get('/the-mag', { flags: { enable_lite_pub_homepage_for_selected_domains: false } })).status).toBe(
      200,
    );
  });
});
