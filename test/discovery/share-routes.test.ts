import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app/app.ts';
import { postId, seedContent } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { catalogs, posts, sequencePosts, sequences } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

const STORY = `http://localhost/@ann/story-1-${postId(1)}`;
const LOCKED_WORDS = 'Members read on from here.';

/** Where a share route sends the reader, without following it to the network. */
const shareTarget = async (path: string) => {
  const response = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('Location') ?? '' };
};

beforeEach(async () => {
  await seedContent(3);
  await db.batch([
    db.delete(catalogs),
    db.insert(catalogs).values([
      {
        id: '0000000000c1',
        creatorId: 'u-ann',
        name: 'Good Reads',
        slug: 'good-reads',
        visibility: 'PUBLIC',
        updatedAt: new Date(1),
      },
      {
        id: '0000000000c2',
        creatorId: 'u-ann',
        name: 'Secret',
        slug: 'secret',
        visibility: 'PRIVATE',
        updatedAt: new Date(1),
      },
    ]),
    db.insert(sequences).values({ id: 's-1', slug: 'a-course', title: 'A Course', creatorId: 'u-ann' }),
    db.insert(sequencePosts).values({ sequenceId: 's-1', postId: postId(1), position: 0 }),
    // story 3 is for members only
    db
      .update(posts)
      .set({ visibility: 'LOCKED' })
      .where(eq(posts.id, postId(3))),
    // story 2 is a draft
    db
      .update(posts)
      .set({ firstPublishedAt: null })
      .where(eq(posts.id, postId(2))),
  ]);
});

describe('share routes send the reader on to the network with the canonical address', () => {
  it.each([
    ['twitter', 'https://x.com/intent/post?', ['text=Story%201', `url=${encodeURIComponent(STORY)}`]],
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?', [`u=${encodeURIComponent(STORY)}`]],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/?', [`url=${encodeURIComponent(STORY)}`]],
    ['bluesky', 'https://bsky.app/intent/compose?', [`text=${encodeURIComponent(`Story 1 ${STORY}`)}`]],
    ['email', 'mailto:?', ['subject=Story%201', `body=${encodeURIComponent(STORY)}`]],
  ])('/p/{postId}/share/%s', async (channel, start, parts) => {
    const { status, location } = await shareTarget(`/p/${postId(1)}/share/${channel}`);
    expect(status).toBe(302);
    expect(location.startsWith(start)).toBe(true);
    for (const part of parts) expect(location).toContain(part);
  });

  it('returns the Facebook dialog to /m/share/success when the deployment has a Facebook app', async () => {
    const response = await createApp().request(
      `http://localhost/p/${postId(1)}/share/facebook`,
      { redirect: 'manual' },
      { ...env, FACEBOOK_APP_ID: 'app-123' },
    );
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin + location.pathname).toBe('https://www.facebook.com/dialog/feed');
    expect(location.searchParams.get('app_id')).toBe('app-123');
    expect(location.searchParams.get('link')).toBe(STORY);
    expect(location.searchParams.get('redirect_uri')).toBe(
      `http://localhost/m/share/success?url=${encodeURIComponent(STORY)}`,
    );
  });

  it('shares a members-only story by its title and address, never its text', async () => {
    const { status, location } = await shareTarget(`/p/${postId(3)}/share/twitter`);
    expect(status).toBe(302);
    expect(decodeURIComponent(location)).toContain('Story 3');
    expect(decodeURIComponent(location)).not.toContain(LOCKED_WORDS);
  });

  it('shares a public list and a sequence, each by its own address', async () => {
    const list = await shareTarget('/@ann/list/good-reads-0000000000c1/share/linkedin');
    expect(list.status).toBe(302);
    expect(new URL(list.location).searchParams.get('url')).toBe('http://localhost/@ann/list/good-reads-0000000000c1');
    const sequence = await shareTarget('/s/a-course/share/twitter');
    expect(sequence.status).toBe(302);
    expect(new URL(sequence.location).searchParams.get('url')).toBe('http://localhost/s/a-course');
    expect(new URL(sequence.location).searchParams.get('text')).toBe('A Course');
  });

  it.each([
    ['an unknown network', `/p/${postId(1)}/share/myspace`],
    ['a draft', `/p/${postId(2)}/share/twitter`],
    ['a story that does not exist', '/p/ffffffffffff/share/twitter'],
    ['a private list', '/@ann/list/secret-0000000000c2/share/twitter'],
    ['a sequence that does not exist', '/s/nothing/share/twitter'],
  ])('finds nothing to share for %s', async (_case, path) => {
    expect((await shareTarget(path)).status).toBe(404);
  });
});

describe('/m/share/success', () => {
  it('thanks the reader and links back to what they shared when it is Quire’s', async () => {
    const html = await (await SELF.fetch(`http://localhost/m/share/success?url=${encodeURIComponent(STORY)}`)).text();
    expect(html).toContain('Thanks for sharing');
    expect(html).toContain(`href="${STORY}"`);
  });

  it('does not vouch for another site’s address', async () => {
    const html = await (
      await SELF.fetch(`http://localhost/m/share/success?url=${encodeURIComponent('https://evil.example/p/1')}`)
    ).text();
    expect(html).toContain('Thanks for sharing');
    expect(html).not.toContain('href="https://evil.example');
  });
});

describe('the Share menu', () => {
  // a story's menu loads its links when opened (e2e/discovery.e2e.test.ts); a list's and a series' are in the page
  it('is on a public list and a sequence, linking each network through the share routes', async () => {
    expect(await (await SELF.fetch('http://localhost/@ann/list/good-reads-0000000000c1')).text()).toContain(
      'href="/@ann/list/good-reads-0000000000c1/share/facebook"',
    );
    expect(await (await SELF.fetch('http://localhost/s/a-course')).text()).toContain(
      'href="/s/a-course/share/linkedin"',
    );
  });
});
