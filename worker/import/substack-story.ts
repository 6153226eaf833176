import { htmlToStory } from './html-to-story.ts';
import type { ArchiveStory } from './archive-story.ts';

/** A post of Substack's export, as its `posts.csv` lists it. */
export interface SubstackPost {
  /** `{number}.{slug}`; its words are in `posts/{post_id}.html`. */
  readonly post_id?: string;
  readonly post_date?: string;
  readonly is_published?: string;
  readonly type?: string;
  /** everyone, only_free, only_paid or founding. */
  readonly audience?: string;
  readonly title?: string;
  readonly subtitle?: string;
}

/** Audiences that paid for what they read: their posts become members-only stories. */
const PAID = new Set(['only_paid', 'founding']);

const validDate = (value: string | undefined): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * One post of a Substack export: its facts from `posts.csv` (title, subtitle, date, published or
 * not, its audience) and its words from its HTML file, which holds the body alone. A thread is a
 * discussion, not a story, and is left out.
 */
export async function substackStory(
  post: SubstackPost,
  html: string | undefined,
): Promise<ArchiveStory | { readonly error: string }> {
  if (post.type === 'thread') return { error: 'A Substack thread is a discussion, not a story.' };
  if (html === undefined) return { error: 'Its words are not in the archive.' };
  const story = await htmlToStory(html, null, { bodyOnly: true, keepMedia: true });
  if ('error' in story) return story;
  const draft = (post.is_published ?? '').toLowerCase() !== 'true';
  const [id = '', ...slug] = (post.post_id ?? '').split('.');
  return {
    key: `substack:${id || post.post_id}`,
    title: (post.title ?? '').trim().replace(/\s+/g, ' '),
    subtitle: (post.subtitle ?? '').trim().replace(/\s+/g, ' '),
    paragraphs: story.paragraphs,
    draft,
    publishedAt: draft ? null : validDate(post.post_date),
    canonicalUrl: null,
    oldPath: draft || slug.length === 0 ? null : `/p/${slug.join('.')}`,
    tags: [],
    membersOnly: PAID.has(post.audience ?? ''),
  };
}
