import { csvRecords } from '../../shared/csv-rows.ts';
import { ghostData, ghostEntries, ghostMembers } from './ghost-export.ts';
import type { ArchiveEntry } from './archive-story.ts';
import { mediumStory } from './medium-story.ts';
import {
  type ArchiveSource,
  EXPORT_ERRORS,
  isSubscriberList,
  isZip,
  MAX_DOCUMENT_BYTES,
  opening,
} from './export-file.ts';
import { type ArchiveFile, readArchive } from './read-archive.ts';
import { isQuireStoryFile, quireEntries } from './quire-export.ts';
import { type SubstackPost, substackStory } from './substack-story.ts';
import { wordpressEntries, wordpressItems } from './wordpress-export.ts';
import { subscriberList, type ExportedSubscriber } from '../newsletters/index.ts';

/**
 * The files of an export that hold stories: Medium's `posts/*.html`; Substack's `posts.csv` and
 * its `posts/*.html`; Quire's own `stories/{slug}/story.json`.
 */
export const isStoryFile = (name: string): boolean =>
  name === 'posts.csv' || /^posts\/[^/]+\.html$/.test(name) || isQuireStoryFile(name) || isSubstackList(name);

/** Substack's subscribers: `email_list.{publication}.csv` beside `posts.csv`. */
const isSubstackList = (name: string): boolean => /^email_list[^/]*\.csv$/.test(name);

/** Substack's subscribers, from each of its lists, each address once. */
function substackSubscribers(files: readonly ArchiveFile[]): ExportedSubscriber[] {
  const seen = new Map<string, ExportedSubscriber>();
  for (const file of files.filter((each) => isSubstackList(each.name)))
    for (const person of subscriberList(file.text() ?? '').subscribers)
      if (!seen.has(person.email)) seen.set(person.email, person);
  return [...seen.values()];
}

/**
 * Which platform made a ZIP archive: Quire's own export has a folder a story; Substack's lists
 * its posts in `posts.csv`; Medium's has only their files.
 */
function zipSource(files: readonly ArchiveFile[]): 'medium' | 'substack' | 'quire' | null {
  if (files.some((file) => isQuireStoryFile(file.name))) return 'quire';
  if (files.some((file) => file.name === 'posts.csv')) return 'substack';
  return files.some((file) => file.name.startsWith('posts/')) ? 'medium' : null;
}

/** What the report says of a story whose file is damaged inside a sound archive. */
const DAMAGED = 'Its file in the archive is damaged.';

/** A ZIP archive's stories in a stable order, so an import can go on from a count. */
function zipEntries(source: 'medium' | 'substack' | 'quire', files: readonly ArchiveFile[]): ArchiveEntry[] {
  if (source === 'quire') return quireEntries(files);
  if (source === 'medium')
    return files
      .filter((file) => file.name.startsWith('posts/'))
      .map((file) => ({
        file: file.name,
        read: async () => {
          const html = file.text();
          return html === null ? { error: DAMAGED } : mediumStory(file.name, html);
        },
      }));
  const html = new Map(files.map((file) => [file.name, file]));
  const list = files.find((file) => file.name === 'posts.csv')?.text() ?? '';
  return (csvRecords(list) as SubstackPost[]).map((post) => {
    const file = `posts/${post.post_id ?? ''}.html`;
    return {
      file,
      title: post.title ?? '',
      read: async () => {
        const words = html.get(file)?.text();
        return words === null ? { error: DAMAGED } : substackStory(post, words);
      },
    };
  });
}

/**
 * A list read the first time it is asked for and kept: a run asks for the subscribers at every
 * part, and reading a list of thousands again each time would cost the run its time.
 */
const once = <T>(read: () => T): (() => T) => {
  let kept: { value: T } | undefined;
  return () => (kept ??= { value: read() }).value;
};

export interface ReadExport {
  readonly source: ArchiveSource;
  readonly entries: ArchiveEntry[];
  /** The writer's subscribers there, read when the stories are in (Substack's list, Ghost's members, a list alone). */
  readonly subscribers: () => ExportedSubscriber[];
  /** Files of a ZIP archive too large to be a story, for the report. */
  readonly tooLarge: string[];
}

/**
 * An export's stories, in a stable order, whichever platform made it: a ZIP archive (Medium's,
 * Substack's or Quire's), Ghost's JSON or WordPress's XML (WXR); or a list of subscribers alone
 * (a CSV file: Ghost's members, Substack's or Medium's subscribers, any list); or why it cannot be read.
 */
export function readExport(bytes: Uint8Array): ReadExport | { readonly error: string } {
  if (isZip(bytes)) {
    const read = readArchive(bytes, isStoryFile);
    if ('error' in read) return read;
    const source = zipSource(read.files);
    if (!source) return { error: EXPORT_ERRORS.noStories };
    return {
      source,
      entries: zipEntries(source, read.files),
      tooLarge: read.tooLarge,
      subscribers: once(() => (source === 'substack' ? substackSubscribers(read.files) : [])),
    };
  }
  if (bytes.byteLength > MAX_DOCUMENT_BYTES) return { error: EXPORT_ERRORS.tooLarge };
  if (isSubscriberList(bytes)) {
    const list = subscriberList(new TextDecoder().decode(bytes));
    if (list.subscribers.length === 0) return { error: EXPORT_ERRORS.noAddresses };
    return { source: list.source, entries: [], tooLarge: [], subscribers: () => list.subscribers };
  }
  const first = opening(bytes);
  if (first !== '{' && first !== '<') return { error: EXPORT_ERRORS.unknown };
  const text = new TextDecoder().decode(bytes);
  if (first === '{') {
    let data: ReturnType<typeof ghostData> = null;
    try {
      data = ghostData(JSON.parse(text));
    } catch {
      data = null;
    }
    return data
      ? { source: 'ghost', entries: ghostEntries(data), tooLarge: [], subscribers: once(() => ghostMembers(data)) }
      : { error: EXPORT_ERRORS.unknown };
  }
  const items = wordpressItems(text);
  return items
    ? { source: 'wordpress', entries: wordpressEntries(items), tooLarge: [], subscribers: () => [] }
    : { error: EXPORT_ERRORS.unknown };
}
