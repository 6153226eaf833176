import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer, type Answer } from '../support/as-viewer.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { collectionMutes, userMutes, users } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: Ann writes (story 2 in her publication The Mag); Rex reads.
const UPDATE = `mutation ($tippingUrl: String, $promoteSubscriptions: Boolean, $promoteMemberships: Boolean) {
  updateWriterSettings(tippingUrl: $tippingUrl, promoteSubscriptions: $promoteSubscriptions, promoteMemberships: $promoteMemberships) {
    __typename ... on User { tippingUrl promotesSubscriptions promotesMemberships } ... on Failure { message } } }`;

const page = async (path: string, cookie = '') =>
  (await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } })).text();

beforeEach(async () => {
  await seedContent(1);
  await db.batch([db.delete(userMutes), db.delete(collectionMutes)]);
});

describe('a writer’s settings sections (/me/settings/{tipping,promote-subscriptions,promote-memberships})', () => {
  it('shows the tipping link on the profile, and refuses one that is not a web address', async () => {
    const ann = await asViewer('u-ann');
    expect((await ann(UPDATE, { tippingUrl: 'ko-fi.com/ann' }))['updateWriterSettings']).toMatchObject({
      tippingUrl: 'https://ko-fi.com/ann',
    });
    expect(await page('/@ann')).toContain('href="https://ko-fi.com/ann" rel="noopener nofollow">Tip Ann Author</a>');
    expect((await ann(UPDATE, { tippingUrl: 'javascript:alert(1)' }))['updateWriterSettings']).toEqual({
      __typename: 'BadRequest',
      message: 'Enter a web address, such as https://ko-fi.com/yourname.',
    });
    expect((await ann(UPDATE, { tippingUrl: '' }))['updateWriterSettings']).toMatchObject({ tippingUrl: null });
    expect(await page('/@ann')).not.toContain('Tip Ann Author');
  });

  it('ends the writer’s stories with the invitation to subscribe only while it is on', async () => {
    const story = `/@ann/story-1-${postId(1)}`;
    expect(await page(story)).toContain('<p class="story__subscribe"><a href="http://localhost/@ann/subscribe">');
    expect(
      (await (await asViewer('u-ann'))(UPDATE, { promoteSubscriptions: false }))['updateWriterSettings'],
    ).toMatchObject({ promotesSubscriptions: false, tippingUrl: null });
    expect(await page(story)).not.toContain('story__subscribe');
  });

  it('invites readers who are not members to join through the writer’s link, once the writer turns it on', async () => {
    const invitation = 'Become a member: part of your membership goes to the writers you read, Ann Author among them';
    expect(await page('/@ann')).not.toContain(invitation);
    await (await asViewer('u-ann'))(UPDATE, { promoteMemberships: true });
    const profile = await page('/@ann');
    expect(profile).toContain(invitation);
    expect(profile).toContain('href="/membership/@ann"');
    // a member is not asked
    await db
      .update(users)
      .set({ mediumMemberAt: new Date(1) })
      .where(eq(users.id, 'u-rex'))
      .run();
    expect(await page('/@ann', (await signIn('u-rex')).cookie)).not.toContain(invitation);
  });

  it('asks a visitor to sign in', async () => {
    expect(
      ((await (await asViewer(null))(UPDATE, { promoteMemberships: true }))['updateWriterSettings'] as Answer)
        .__typename,
    ).toBe('Unauthorized');
  });
});

describe('muted people and publications (/me/settings/mute/{activeTab})', () => {
  it('lists them to the reader who muted them, under their tabs, and to no one else', async () => {
    const rex = await asViewer('u-rex');
    await rex(`mutation { muteUser(targetUserId: "u-ann") { __typename } }`);
    await rex(`mutation { muteCollection(targetCollectionId: "c-mag") { __typename } }`);
    const cookie = (await signIn('u-rex')).cookie;
    const people = await page('/me/settings/mute/people', cookie);
    expect(people).toContain('aria-label="Muted people"');
    expect(people).toContain('aria-label="Unmute Ann Author"');
    const publications = await page('/me/settings/mute/publications', cookie);
    expect(publications).toContain('aria-label="Unmute The Mag"');
    expect(
      (
        await (
          await asViewer('u-ann')
        )(`{ userResult(username: "rex") { ... on User { mutedUsers { id } mutedCollections { id } } } }`)
      )['userResult'],
    ).toEqual({ mutedUsers: [], mutedCollections: [] });
  });
});

describe('the profile picture', () => {
  const AVATAR = `mutation ($imageId: String) { updateUserAvatar(imageId: $imageId) { __typename ... on User { imageId } ... on Failure { message } } }`;
  const MINE = `${'d'.repeat(32)}.png`;
  const REXS = `${'e'.repeat(32)}.png`;

  it('takes the writer’s own upload, shows it resized on the profile, and removes it', async () => {
    await env.MEDIA.put(MINE, new Uint8Array([1]), { customMetadata: { uploaderId: 'u-ann' } });
    await env.MEDIA.put(REXS, new Uint8Array([1]), { customMetadata: { uploaderId: 'u-rex' } });
    const ann = await asViewer('u-ann');
    expect((await ann(AVATAR, { imageId: REXS }))['updateUserAvatar']).toEqual({
      __typename: 'BadRequest',
      message: 'That image was not uploaded here.',
    });
    expect((await ann(AVATAR, { imageId: 'https://elsewhere.example/me.png' }))['updateUserAvatar']).toEqual({
      __typename: 'BadRequest',
      message: 'That image was not uploaded here.',
    });
    expect((await ann(AVATAR, { imageId: MINE }))['updateUserAvatar']).toEqual({ __typename: 'User', imageId: MINE });
    expect(await page('/@ann')).toMatch(new RegExp(`src="/_/image/[^"]*${MINE.replace('.', '\\.')}`));
    expect((await ann(AVATAR, { imageId: null }))['updateUserAvatar']).toEqual({ __typename: 'User', imageId: null });
    expect(await page('/@ann')).not.toContain(MINE);
  });
});
