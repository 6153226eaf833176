import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../../../shared/content/paragraphs.ts';
import { catalogSlugId, parseCatalogSlugId } from '../../../shared/content/catalog-slug.ts';
import { router } from '../../../shared/routes/index.ts';
import { EDITORIAL_LANDINGS } from '../../../shared/site-pages/editorial-landings.ts';
import { parsePostParam } from '../../../shared/routes/post-id.ts';
import { IMAGE_ID } from '../../../shared/images/image-url.ts';
import { TOP_STORIES_WINDOW } from '../../../shared/discovery/top-stories.ts';
import { buildSeed } from './build-seed.ts';
import { DEMO_IMAGES } from './demo-images.ts';

const NOW = Date.UTC(2026, 10, 1);
const seed = buildSeed(0, NOW);
const paragraphs = (seed['posts'] ?? []).flatMap(
  (post) => (JSON.parse(String(post['content'])) as { paragraphs: Paragraph[] }).paragraphs,
);

describe('the demo seed', () => {
  it('uses every paragraph type a writer uses', () => {
    const types = new Set(paragraphs.map((paragraph) => paragraph.type));
    for (const type of ['P', 'H3', 'H4', 'BQ', 'PQ', 'PRE', 'IMG', 'OLI', 'ULI', 'HR', 'MIXTAPE_EMBED'])
      expect(types).toContain(type);
  });

  it('points pictures, avatars included, only at demo images the seed uploads', () => {
    const uploaded = new Set(Object.values(DEMO_IMAGES).map((image) => image.id));
    const pictures = [
      ...paragraphs.filter((paragraph) => paragraph.type === 'IMG').map((paragraph) => paragraph.metadata?.id),
      ...(seed['users'] ?? []).map((user) => user['image_id']),
      ...(seed['collections'] ?? []).map((collection) => collection['avatar_image_id']),
    ];
    expect(pictures.length).toBeGreaterThan(8);
    for (const id of pictures) {
      expect(uploaded).toContain(id);
      expect(String(id)).toMatch(IMAGE_ID);
    }
  });

  it('has a series and a sequence of stories', () => {
    expect((seed['posts'] ?? []).filter((post) => post['is_series'] === 1)).toHaveLength(1);
    const sequenced = (seed['sequence_posts'] ?? []).map((row) => row['post_id']);
    expect(sequenced).toHaveLength(2);
    for (const postId of sequenced) expect((seed['posts'] ?? []).some((post) => post['id'] === postId)).toBe(true);
  });

  it('uses every markup a writer uses, each inside its paragraph', () => {
    const markups = paragraphs.flatMap((paragraph) =>
      paragraph.markups.map((markup) => ({ markup, length: paragraph.text.length })),
    );
    expect(new Set(markups.map(({ markup }) => markup.type))).toEqual(
      new Set(['A', 'STRONG', 'EM', 'CODE', 'HIGHLIGHT']),
    );
    for (const { markup, length } of markups) {
      expect(markup.start).toBeGreaterThanOrEqual(0);
      expect(markup.end).toBeLessThanOrEqual(length);
      expect(markup.start).toBeLessThan(markup.end);
    }
  });

  it('gives every post an id the router accepts, and a slug ending in it', () => {
    for (const post of seed['posts'] ?? []) {
      expect(parsePostParam(String(post['id']))).toBe(post['id']);
      expect(String(post['unique_slug']).endsWith(String(post['id']))).toBe(true);
    }
  });

  it('gives every list an address the router finds it by (/@chen/lists linked to a 404)', () => {
    for (const catalog of seed['catalogs'] ?? []) {
      const row = {
        id: String(catalog['id']),
        slug: String(catalog['slug']),
        predefined: (catalog['predefined'] as string | null) ?? null,
      };
      const expected = row.predefined === 'reading-list' ? { kind: 'reading-list' } : { kind: 'list', id: row.id };
      expect(parseCatalogSlugId(catalogSlugId(row))).toEqual(expected);
    }
  });

  it("creates the tag every vanity address and every editors' landing page leads to (/futurehuman once led to a missing tag)", () => {
    const tags = new Set((seed['tags'] ?? []).map((tag) => tag['slug']));
    const redirects = router.routes.flatMap(({ redirect }) =>
      [redirect, redirect?.otherwise].flatMap((target) =>
        target?.to === 'ShowTagPosts' ? [target.params?.['tagSlug']] : [],
      ),
    );
    expect(redirects.length).toBeGreaterThan(10);
    expect(redirects).toContain('lyme-disease');
    const landings = Object.values(EDITORIAL_LANDINGS).map(({ tagSlug }) => tagSlug);
    expect([...redirects, ...landings].filter((slug) => !tags.has(slug))).toEqual([]);
  });

  it('keeps counts in step with the rows', () => {
    const ada = seed['users']?.find((user) => user['username'] === 'ada');
    expect(ada?.['follower_count']).toBe(2);
    const clapsOnFirst = (seed['claps'] ?? [])
      .filter((clap) => clap['post_id'] === 'a00000000001')
      .reduce((sum, clap) => sum + Number(clap['count']), 0);
    expect(seed['posts']?.find((post) => post['id'] === 'a00000000001')?.['clap_count']).toBe(clapsOnFirst);
  });

  it('dates the demo stories back from the time of seeding, so top stories (the last 30 days) show them on any day', () => {
    const later = NOW + 400 * 86_400_000;
    const published = (buildSeed(0, later)['posts'] ?? []).map((post) => Number(post['first_published_at']));
    expect(published.length).toBeGreaterThan(0);
    for (const time of published) expect(later - time).toBeLessThan(TOP_STORIES_WINDOW);
  });

  it('scales to a large corpus deterministically', () => {
    const big = buildSeed(2000, NOW);
    expect(big['posts']?.length).toBe(2000 + (seed['posts']?.length ?? 0));
    expect(buildSeed(2000, NOW)['posts']?.at(-1)).toEqual(big['posts']?.at(-1));
  });
});
