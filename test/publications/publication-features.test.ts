import { createScheduledController, env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { TRENDING_PAGE_TAGS } from '../../worker/discovery/rank-trending.ts';
import { cacheTags } from '../../worker/cache/cache-tags.ts';
import { asViewer } from '../support/as-viewer.ts';
import { graphql } from '../support/graphql.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import { eq } from 'drizzle-orm';
import { featuredPosts, postStatsDaily, posts, trendingCollectionPosts } from '../../worker/db/schema/index.ts';
import { db } from '../support/test-database.ts';

// seedContent: The Mag (c-mag) is Ann's, Ed edits it; its stories are the even ones, Rex only reads
const FEATURE = `mutation ($postId: ID!, $featured: Boolean!) { setPostFeatured(postId: $postId, featured: $featured) { __typename ... on Post { id isFeatured } ... on Failure { message } } }`;
const FEATURED = `query { collectionByDomainOrSlug(domainOrSlug: "the-mag") { featuredPosts { id } } }`;

const page = async (path: string, userId?: string) => {
  const headers: Record<string, string> = userId ? { Cookie: (await signIn(userId)).cookie } : {};
  const response = await SELF.fetch(`http://localhost${path}`, { headers });
  return { status: response.status, html: await response.text() };
};

const featuredIds = async () => {
  const data = await (await asViewer(null))(FEATURED);
  return (data['collectionByDomainOrSlug'] as unknown as { featuredPosts: { id: string }[] }).featuredPosts.map(
    (post) => post.id,
  );
};

beforeEach(async () => {
  await seedContent(24);
  await db.batch([db.delete(featuredPosts), db.delete(trendingCollectionPosts), db.delete(postStatsDaily)]);
});

describe('featured stories of a publication (/{collectionSlug}/featured and /{postId}/featured)', () => {
  it('lets the publication’s editors feature a story and take it off again', async () => {
    const ed = await asViewer('u-ed');
    expect((await ed(FEATURE, { postId: postId(2), featured: true }))['setPostFeatured']).toEqual({
      __typename: 'Post',
      id: postId(2),
      isFeatured: true,
    });
    const ann = await asViewer('u-ann');
    expect((await ann(FEATURE, { postId: postId(4), featured: true }))['setPostFeatured']?.__typename).toBe('Post');
    // featuring twice changes nothing
    expect((await ann(FEATURE, { postId: postId(4), featured: true }))['setPostFeatured']?.__typename).toBe('Post');
    // featured within the same second: both, in either order
    expect((await featuredIds()).sort()).toEqual([postId(2), postId(4)]);
    expect((await ed(FEATURE, { postId: postId(2), featured: false }))['setPostFeatured']).toEqual({
      __typename: 'Post',
      id: postId(2),
      isFeatured: false,
    });
    expect(await featuredIds()).toEqual([postId(4)]);
  });

  it.each<[string, string | null, string, string]>([
    ['a reader who is not an editor', 'u-rex', postId(2), 'Forbidden'],
    ['a visitor', null, postId(2), 'Unauthorized'],
    ['a story in no publication', 'u-ann', postId(1), 'NotFound'],
    ['a story that does not exist', 'u-ed', 'ffffffffffff', 'NotFound'],
  ])('refuses %s, and nothing is featured', async (_case, userId, id, failure) => {
    const ask = await asViewer(userId);
    expect((await ask(FEATURE, { postId: id, featured: true }))['setPostFeatured']?.__typename).toBe(failure);
    expect(await featuredIds()).toEqual([]);
  });

  it('shows what is featured on the featured page and at the top of the home, and drops a story that leaves', async () => {
    const ed = await asViewer('u-ed');
    await ed(FEATURE, { postId: postId(6), featured: true });
    const featured = await page('/the-mag/featured');
    expect(featured.status).toBe(200);
    expect(featured.html).toContain('Story 6');
    expect(featured.html).not.toContain('Story 8<');
    const home = await page('/the-mag');
    expect(home.html).toContain('aria-label="Featured in The Mag"');
    // the story moves out of the publication: it is no longer The Mag's to feature
    await db
      .update(posts)
      .set({ collectionId: null })
      .where(eq(posts.id, postId(6)))
      .run();
    expect(await featuredIds()).toEqual([]);
    expect((await page('/the-mag/featured')).html).toContain('Nothing is featured yet.');
  });

  it('answers /{collectionSlug}/{postId}/featured to readers only while the story is featured, and gives editors the switch', async () => {
    expect((await page(`/the-mag/${postId(2)}/featured`)).status).toBe(404);
    const forEd = await page(`/the-mag/${postId(2)}/featured`, 'u-ed');
    expect(forEd.status).toBe(200);
    expect(forEd.html).toContain('Feature this story');
    await (await asViewer('u-ed'))(FEATURE, { postId: postId(2), featured: true });
    const forReader = await page(`/the-mag/${postId(2)}/featured`, 'u-rex');
    expect(forReader.status).toBe(200);
    expect(forReader.html).toContain('Featured in The Mag');
    expect(forReader.html).toContain('Story 2');
    expect(forReader.html).not.toContain('Remove from featured');
    // a story of another publication, or of none, is not this one's
    expect((await page(`/the-mag/${postId(3)}/featured`, 'u-ed')).status).toBe(404);
  });
});

describe('a publication’s Stories page (/{collectionSlug}/stories/{filterBy} and its loadMore)', () => {
  it('lists the published stories for editors, with Feature on each, the next page server-rendered', async () => {
    const first = await page('/the-mag/stories', 'u-ed');
    expect(first.status).toBe(200);
    expect(first.html).toContain('The Mag stories');
    expect(first.html).toContain('Story 24');
    expect(first.html).toContain('>Feature<');
    // 12 stories, 25 a page: no next page; fewer per page is asked for by the cursor the page links to
    expect(first.html).not.toContain('Older stories');
    const cursor = `${Date.UTC(2026, 0, 1) + 12 * 60_000}:${postId(12)}`;
    const more = await page(`/the-mag/stories/published/loadMore?to=${encodeURIComponent(cursor)}`, 'u-ed');
    expect(more.status).toBe(200);
    expect(more.html).toContain('Story 10');
    expect(more.html).not.toContain('Story 14');
  });

  it('shows the featured and the submissions tabs, refuses a tab that is none, and shows readers nothing', async () => {
    await (await asViewer('u-ed'))(FEATURE, { postId: postId(8), featured: true });
    const featured = await page('/the-mag/stories/featured', 'u-ed');
    expect(featured.html).toContain('Story 8');
    expect(featured.html).toContain('>Unfeature<');
    expect((await page('/the-mag/stories/submissions', 'u-ed')).html).toContain('No submissions are waiting.');
    expect((await page('/the-mag/stories/everything', 'u-ed')).status).toBe(404);
    const reader = await page('/the-mag/stories', 'u-rex');
    expect(reader.html).toContain('Only editors can see this page');
    expect(reader.html).not.toContain('>Feature<');
  });

  it('reads whether each story is featured in one query for the whole page', async () => {
    const { cookie, xsrf } = await signIn('u-ed');
    const stories = (limit: number) =>
      graphql(
        `query { collectionByDomainOrSlug(domainOrSlug: "the-mag") { postsConnection(paging: { limit: ${limit} }) { posts { id isFeatured } } } }`,
        {},
        { Cookie: cookie, 'X-Xsrf-Token': xsrf },
      );
    const [two, twelve] = [await stories(2), await stories(12)];
    expect(twelve.roundTrips).toBe(two.roundTrips);
  });
});

describe('a publication’s home, a page at a time, and its trending stories', () => {
  it('renders the next page of the home at /{collectionSlug}/load-more?to=…', async () => {
    const cursor = `${Date.UTC(2026, 0, 1) + 14 * 60_000}:${postId(14)}`;
    const more = await page(`/the-mag/load-more?to=${encodeURIComponent(cursor)}`);
    expect(more.status).toBe(200);
    expect(more.html).toMatch(/More from (<!-- -->)?The Mag/);
    expect(more.html).toContain('Story 12');
    expect(more.html).not.toContain('Story 16');
  });

  it('ranks the publication’s own stories by the hourly job, and purges its trending page when it runs', async () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const today = new Date(now).toISOString().slice(0, 10);
    await db
      .insert(postStatsDaily)
      .values([
        { postId: postId(4), day: today, views: 90, reads: 80 },
        { postId: postId(10), day: today, views: 50, reads: 40 },
        { postId: postId(3), day: today, views: 500, reads: 400 },
      ])
      .run();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '7 * * * *' }), env);
    const trending = await page('/the-mag/trending');
    expect(trending.status).toBe(200);
    const order = ['Story 4<', 'Story 10<'].map((title) => trending.html.indexOf(title));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order[0]).toBeLessThan(order[1] ?? 0);
    // story 3 is read most, but in no publication
    expect(trending.html).not.toContain('Story 3<');
    expect(TRENDING_PAGE_TAGS).toEqual(expect.arrayContaining(cacheTags([{ name: 'ShowCollectionTrending' }])));
  });
});
