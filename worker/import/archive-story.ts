import type { Paragraph } from '../../shared/content/paragraphs.ts';

/** A story read from an export, before it is stored. */
export interface ArchiveStory {
  /** The platform's own id for the story (`medium:{id}`), so a second import of the same export finds it. */
  readonly key: string;
  readonly title: string;
  readonly subtitle: string;
  /** Its pictures are still where they were (pictures-to-fetch.ts) until the import fetches them. */
  readonly paragraphs: Paragraph[];
  readonly draft: boolean;
  /** When it was first published there; null for a draft (or an export that lost the date). */
  readonly publishedAt: Date | null;
  /** Its address on its old site, where search engines keep being sent; null when the export does not say. */
  readonly canonicalUrl: string | null;
  /** Its path on its old site, for a moved domain's old links; null when its id finds it (Medium). */
  readonly oldPath: string | null;
  readonly tags: string[];
  /** Paid subscribers' only: a members-only story here. */
  readonly membersOnly: boolean;
}

/** One story of an archive: the file it comes from (for the report) and how to read it. */
export interface ArchiveEntry {
  readonly file: string;
  /** Its title where the export names it apart from its words, for the report of one that cannot be read. */
  readonly title?: string;
  readonly read: () => Promise<ArchiveStory | { readonly error: string }>;
}
