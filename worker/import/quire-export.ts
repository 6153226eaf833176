import type { Paragraph } from '../../shared/content/paragraphs.ts';
import { imageUrl } from '../../shared/images/image-url.ts';
import type { ArchiveEntry } from './archive-story.ts';
import { pictureToFetch } from './pictures-to-fetch.ts';
import type { ArchiveFile } from './read-archive.ts';

/** A story's details as Quire's own data export writes them (`stories/{slug}/story.json`). */
interface QuireStory {
  readonly id?: string;
  readonly title?: string;
  readonly subtitle?: string;
  readonly state?: 'published' | 'draft' | 'deleted';
  readonly visibility?: string;
  readonly firstPublishedAt?: string | null;
  readonly address?: string;
  readonly canonicalUrl?: string | null;
  readonly tags?: readonly string[];
  readonly paragraphs?: readonly Paragraph[];
}

/** A story's details in Quire's export: one `story.json` a story's folder. */
export const isQuireStoryFile = (name: string): boolean => /^stories\/[^/]+\/story\.json$/.test(name);

const validDate = (value: string | null | undefined): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** Where a story lived: the export's address for it, or null when it has none. */
const homeOf = (story: QuireStory): URL | null => {
  try {
    return new URL(story.address ?? '');
  } catch {
    return null;
  }
};

/**
 * The story's pictures, which are the other Quire's uploads, as pictures to fetch from that
 * Quire's image address (the original, as uploaded), keeping their captions, layouts and texts.
 */
const withPicturesToFetch = (paragraphs: readonly Paragraph[], home: URL | null): Paragraph[] =>
  paragraphs.map((paragraph) => {
    const id = paragraph.metadata?.id;
    if (paragraph.type !== 'IMG' || !id) return paragraph;
    const address = home ? new URL(imageUrl(id), home.origin).toString() : '';
    return {
      ...pictureToFetch(paragraph.name, address, paragraph.metadata?.alt ?? '', paragraph.layout),
      text: paragraph.text,
      markups: paragraph.markups,
    };
  });

/**
 * The stories of another Quire's data export, so nobody is locked in: the stored paragraphs
 * themselves (cleaned again on the way in, as any save; pictures fetched from that Quire), title, subtitle, first date, tags,
 * members-only stories as members-only, drafts as drafts; the story's address there is its
 * canonical one unless it named another. Stories deleted before the export stay behind.
 */
export function quireEntries(files: readonly ArchiveFile[]): ArchiveEntry[] {
  return files
    .filter((file) => isQuireStoryFile(file.name))
    .map((file) => ({
      file: file.name,
      async read() {
        let story: QuireStory;
        try {
          story = JSON.parse(file.text() ?? '') as QuireStory;
        } catch {
          return { error: 'Its details could not be read.' };
        }
        if (story.state === 'deleted') return { error: 'It was deleted before the export.' };
        if (!Array.isArray(story.paragraphs)) return { error: 'Its words are not in the export.' };
        const draft = story.state !== 'published';
        const home = homeOf(story);
        return {
          key: `quire:${home?.host ?? ''}/${story.id ?? file.name}`,
          title: (story.title ?? '').trim(),
          subtitle: (story.subtitle ?? '').trim(),
          paragraphs: withPicturesToFetch(story.paragraphs, home),
          draft,
          publishedAt: draft ? null : validDate(story.firstPublishedAt),
          canonicalUrl: draft ? null : (story.canonicalUrl ?? story.address ?? null),
          oldPath: null,
          tags: [...(story.tags ?? [])],
          membersOnly: story.visibility === 'LOCKED',
        };
      },
    }));
}
