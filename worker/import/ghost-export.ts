import { normalizeEmail, validateEmail } from '../../shared/validation/account-fields.ts';
import { htmlToStory } from './html-to-story.ts';
import type { ArchiveEntry } from './archive-story.ts';
import type { ExportedSubscriber } from '../newsletters/index.ts';

interface GhostPost {
  readonly id?: string;
  readonly uuid?: string;
  readonly title?: string;
  readonly slug?: string;
  readonly html?: string | null;
  readonly type?: string;
  readonly status?: string;
  /** public, members (anyone signed up, free included), paid or tiers. */
  readonly visibility?: string;
  readonly published_at?: string | null;
  readonly custom_excerpt?: string | null;
  readonly canonical_url?: string | null;
}

interface GhostData {
  readonly posts?: readonly GhostPost[];
  readonly tags?: readonly { readonly id?: string; readonly name?: string }[];
  readonly posts_tags?: readonly {
    readonly post_id?: string;
    readonly tag_id?: string;
    readonly sort_order?: number;
  }[];
  /** Members, in the exports of Ghost before 4.0 (later ones give them as a CSV file of their own). */
  readonly members?: readonly { readonly email?: string; readonly subscribed?: boolean | number }[];
}

/** Ghost's export: `{db: [{meta, data}]}`, or `{meta, data}` from older versions. */
type GhostExport = { readonly db?: readonly { readonly data?: GhostData }[] } & { readonly data?: GhostData };

/** Visibilities that only paying members read: members-only stories here. */
const PAID = new Set(['paid', 'tiers']);

const validDate = (value: string | null | undefined): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Whether a JSON document is Ghost's export: its data has posts. */
export function ghostData(json: unknown): GhostData | null {
  const document = json as GhostExport | null;
  const data = document?.db?.[0]?.data ?? document?.data;
  return data && Array.isArray(data.posts) ? data : null;
}

/**
 * The stories of Ghost's JSON export, posts and pages alike: the title, the excerpt as subtitle,
 * the first date, the canonical address if it had one, public tags in their order (Ghost's
 * internal `#` tags stay behind), drafts and scheduled posts as drafts, and posts for paying
 * members (paid, tiers) as members-only stories; posts for free members are public here, where
 * reading needs no account. The words come from the post's HTML, which holds its body alone.
 */
export function ghostEntries(data: GhostData): ArchiveEntry[] {
  const tagNames = new Map((data.tags ?? []).map((tag) => [tag.id ?? '', tag.name ?? '']));
  const tagsOf = (postId: string) =>
    (data.posts_tags ?? [])
      .filter((link) => link.post_id === postId)
      .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
      .map((link) => tagNames.get(link.tag_id ?? '') ?? '')
      .filter((name) => name && !name.startsWith('#'));
  return (data.posts ?? []).map((post) => ({
    file: `${post.type ?? 'post'} ${post.id ?? ''}`,
    title: post.title ?? '',
    async read() {
      if (!post.html) return { error: 'Its words are not in the export (Ghost kept only its editor’s format).' };
      const story = await htmlToStory(post.html, null, { bodyOnly: true, keepMedia: true });
      if ('error' in story) return story;
      const draft = post.status !== 'published' && post.status !== 'sent';
      return {
        key: `ghost:${post.uuid ?? post.id ?? ''}`,
        title: (post.title ?? '').trim().replace(/\s+/g, ' '),
        subtitle: (post.custom_excerpt ?? '').trim().replace(/\s+/g, ' '),
        paragraphs: story.paragraphs,
        draft,
        publishedAt: draft ? null : validDate(post.published_at),
        canonicalUrl: draft ? null : (post.canonical_url ?? null),
        oldPath: draft || !post.slug ? null : `/${post.slug}/`,
        tags: tagsOf(post.id ?? ''),
        membersOnly: PAID.has(post.visibility ?? ''),
      };
    },
  }));
}

/**
 * The members an older Ghost export holds, each once, opted in to the writer's mail where Ghost
 * says so (`subscribed`); addresses that are no addresses are dropped.
 */
export function ghostMembers(data: GhostData): ExportedSubscriber[] {
  const seen = new Map<string, ExportedSubscriber>();
  for (const member of data.members ?? []) {
    const cell = typeof member.email === 'string' ? member.email.trim() : '';
    if (!cell || validateEmail(cell)) continue;
    const email = normalizeEmail(cell);
    if (!seen.has(email)) seen.set(email, { email, consented: member.subscribed === true || member.subscribed === 1 });
  }
  return [...seen.values()];
}
