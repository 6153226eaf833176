import type { Paragraph } from '../../shared/content/paragraphs.ts';
import type { ArchiveEntry } from './archive-story.ts';
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

/** Where a story lived: the export's address for it, without its scheme. */
const homeOf = (story: QuireStory): string => {
  try {
    return new URL(story.address ?? '').host;
  } catch {
    return '';
  }
};

/**
 * The stories of another Quire's data export, so nobody is locked in: the stored paragraphs
 * themselves (cleaned again on the way in, as any save), title, subtitle, first date, tags,
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
        return {
          key: `quire:${homeOf(story)}/${story.id ?? file.name}`,
          title: (story.title ?? '').trim(),
          subtitle: (story.subtitle ?? '').trim(),
          paragraphs: [...story.paragraphs],
          draft,
          publishedAt: draft ? null : validDate(story.firstPublishedAt),
          canonicalUrl: draft ? null : (story.canonicalUrl ?? story.address ?? null),
          oldPath: null,
          tags: [...(story.tags ?? [])],
          membersOnly: story.visibility === 'LOCKED',
          imagesLeftOut: 0,
        };
      },
    }));
}
