import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { asViewer } from '../support/as-viewer.ts';
import { edgeSite } from '../support/edge-site.ts';
import { postId, seedContent, signIn } from '../support/seed-content.ts';
import {
  collectionFeaturePages,
  edgeCacheEntries,
  edgeCachePurges,
  postTags,
  tags,
} from '../../worker/db/schema/index.ts';
import { batch, db } from '../support/test-database.ts';

// seedContent: Ann made The Mag (c-mag, the-mag; stories 2, 4 and 6 are in it), Ed edits it, Rex reads
const SAVE = `mutation ($slug: String, $title: String!, $tag: String!, $description: String) {
  saveFeaturePage(collectionId: "c-mag", slug: $slug, title: $title, tag: $tag, description: $description) {
    __typename ... on FeaturePage { slug title tagSlug description } ... on Failure { message }
  }
}`;
const DELETE = `mutation ($slug: String!) { deleteFeaturePage(collectionId: "c-mag", slug: $slug) { __typename ... on Failure { message } } }`;

const save = async (who: string | null, variables: Record<string, unknown>) =>
  (await (await asViewer(who))(SAVE, variables))['saveFeaturePage'];

/** A page's status and text, read to its end. */
async function page(path: string, who: string | null = null): Promise<{ status: number; html: string }> {
  const response = await SELF.fetch(`http://localhost${path}`, {
    headers: who ? { Cookie: (await signIn(who)).cookie } : {},
  });
  return { status: response.status, html: await response.text() };
}

beforeEach(async () => {
  await seedContent(6);
  await db.batch([db.delete(edgeCacheEntries), db.delete(edgeCachePurges)]);
  // stories 2 and 6 of The Mag are poems too; story 3, a poem, is not in The Mag
  await db.batch([
    db.insert(tags).values({ slug: 'poetry', displayTitle: 'Poetry', postCount: 3 }),
    ...[2, 3, 6].map((n) => db.insert(postTags).values({ postId: postId(n), tagSlug: 'poetry', position: 2 })),
  ]);
});

describe('a publication’s feature pages (/{collectionSlug}/{topicSlug}/home)', () => {
  it('shows an editor’s page of the publication’s stories under its tag, and an unknown page is not found', async () => {
    expect(await save('u-ed', { title: 'Poems', tag: 'Poetry', description: 'Short lines, long thoughts.' })).toEqual({
      __typename: 'FeaturePage',
      slug: 'poems',
      title: 'Poems',
      tagSlug: 'poetry',
      description: 'Short lines, long thoughts.',
    });
    const { status, html } = await page('/the-mag/poems/home');
    expect(status).toBe(200);
    expect(html).toContain('<title>Poems – The Mag – Quire</title>');
    expect(html).toContain('Short lines, long thoughts.');
    expect(html).toContain('Story 2');
    expect(html).toContain('Story 6');
    // a poem outside The Mag, and a story of The Mag that is no poem, are not on it
    expect(html).not.toContain('Story 3');
    expect(html).not.toContain('Story 4');
    expect((await page('/the-mag/nothing-here/home')).status).toBe(404);
  });

  it('is made by the publication’s editors alone, and nothing is saved for anyone else', async () => {
    expect(await save('u-rex', { title: 'Poems', tag: 'poetry' })).toEqual({
      __typename: 'Forbidden',
      message: 'Only the publication’s editors can do that.',
    });
    expect(await save(null, { title: 'Poems', tag: 'poetry' })).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to do that.',
    });
    expect(await save('u-ann', { title: ' ', tag: 'poetry' })).toEqual({
      __typename: 'BadRequest',
      message: 'Give the feature page a title.',
    });
    const { n } = (await env.DB.prepare('select count(*) as n from collection_feature_pages').first<{
      n: number;
    }>()) ?? { n: -1 };
    expect(n).toBe(0);
    expect((await (await asViewer('u-rex'))(DELETE, { slug: 'poems' }))['deleteFeaturePage']).toMatchObject({
      __typename: 'Forbidden',
    });
  });

  it('keeps its address when renamed, refuses a second page at one address, and is gone once deleted', async () => {
    await save('u-ann', { title: 'Poems', tag: 'poetry' });
    expect(await save('u-ann', { title: 'Poems', tag: 'essays' })).toEqual({
      __typename: 'AlreadyExists',
      message: 'The Mag already has a feature page at that address. Choose another title.',
    });
    expect(await save('u-ed', { slug: 'poems', title: 'Verse', tag: 'poetry' })).toMatchObject({
      __typename: 'FeaturePage',
      slug: 'poems',
      title: 'Verse',
    });
    expect((await page('/the-mag/poems/home')).html).toContain('<title>Verse – The Mag – Quire</title>');
    expect(await save('u-ed', { slug: 'missing', title: 'Verse', tag: 'poetry' })).toEqual({
      __typename: 'NotFound',
      message: 'There is no such feature page.',
    });
    expect((await (await asViewer('u-ed'))(DELETE, { slug: 'poems' }))['deleteFeaturePage']).toEqual({
      __typename: 'FeaturePage',
    });
    expect((await page('/the-mag/poems/home')).status).toBe(404);
  });

  it('is rendered afresh after a change, though the edge cache kept it', async () => {
    await save('u-ann', { title: 'Poems', tag: 'poetry' });
    const site = edgeSite();
    await site.fetch('/the-mag/poems/home');
    expect((await site.fetch('/the-mag/poems/home')).cache).toBe('HIT');
    await site.graphql(
      `mutation { saveFeaturePage(collectionId: "c-mag", slug: "poems", title: "Verse", tag: "poetry") { __typename } }`,
      {},
      await signIn('u-ed'),
    );
    const fresh = await site.fetch('/the-mag/poems/home');
    expect(fresh.cache).toBe('MISS');
    expect(fresh.body).toContain('<title>Verse – The Mag – Quire</title>');
  });

  it('is what a topic page navigation item links, and only one that exists may be linked', async () => {
    const NAVIGATE = `mutation ($items: [NavigationItemInput!]!) { updateCollectionNavigation(collectionId: "c-mag", items: $items) { __typename ... on Failure { message } } }`;
    const items = [{ type: 'TOPIC_PAGE', title: 'Poems', target: 'poems' }];
    expect((await (await asViewer('u-ed'))(NAVIGATE, { items }))['updateCollectionNavigation']).toEqual({
      __typename: 'BadRequest',
      message: '“Poems” needs one of this publication’s feature pages: make it under Feature pages first.',
    });
    await save('u-ed', { title: 'Poems', tag: 'poetry' });
    expect((await (await asViewer('u-ed'))(NAVIGATE, { items }))['updateCollectionNavigation']).toEqual({
      __typename: 'Collection',
    });
    const { html } = await page('/the-mag/poems/home');
    expect(html).toContain('<a href="/the-mag/poems/home" aria-current="page">Poems</a>');
  });

  it('keeps at most 20 a publication', async () => {
    await batch(
      Array.from({ length: 20 }, (_, n) =>
        db
          .insert(collectionFeaturePages)
          .values({ collectionId: 'c-mag', slug: `page-${n}`, title: 'Page', tagSlug: 'essays' }),
      ),
    );
    expect(await save('u-ann', { title: 'One more', tag: 'poetry' })).toEqual({
      __typename: 'BadRequest',
      message: 'A publication can have at most 20 feature pages.',
    });
  });

  it('is listed, made and edited in the settings’ Feature pages section, which only editors see', async () => {
    await save('u-ann', { title: 'Poems', tag: 'poetry', description: 'Short lines.' });
    const list = await page('/the-mag/settings/feature-pages', 'u-ed');
    expect(list.html).toContain('Feature pages');
    expect(list.html).toContain('href="/the-mag/poems/home"');
    expect(list.html).toContain('href="/the-mag/settings/feature-pages/poems/edit"');
    expect(list.html).toContain('New feature page');
    const made = await page('/the-mag/settings/feature-pages/new', 'u-ed');
    expect(made.html).toContain('Create feature page');
    const edited = await page('/the-mag/settings/feature-pages/poems/edit', 'u-ed');
    expect(edited.html).toContain('Save feature page');
    expect(edited.html).toContain('value="Poems"');
    expect(edited.html).toContain('Short lines.');
    expect((await page('/the-mag/settings/feature-pages/missing/edit', 'u-ed')).html).toContain(
      'This publication has no feature page at that address.',
    );
    expect((await page('/the-mag/settings/feature-pages', 'u-rex')).html).not.toContain('New feature page');
  });
});
