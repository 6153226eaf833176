import { strToU8, zipSync } from 'fflate';
import { paragraphsToMarkdown } from '../../shared/content/paragraphs-to-markdown.ts';
import { storyHtml } from '../render/story-html.tsx';
import type { Database } from '../db/client.ts';
import { everythingOf, storyDetailsOf } from './data-export-queries.ts';
import { escapeEntities } from '../../shared/content/html-entities.ts';

/** The files of an export, by their path in the ZIP. */
export type ExportFiles = Record<string, Uint8Array>;

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

const html = (title: string, body: string) =>
  strToU8(
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeEntities(title)}</title></head><body>\n${body}\n</body></html>\n`,
  );

const when = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything a person made on Quire, as files: their profile; each story (drafts too) as
 * Markdown and HTML with every saved revision; responses; highlights and private notes; lists;
 * whom and what they follow; newsletter subscriptions; memberships and payments. A fixed number
 * of queries, however much there is.
 */
export async function collectExport(db: Database, userId: string, origin: string): Promise<ExportFiles | null> {
  const [
    [user],
    written,
    marked,
    noted,
    lists,
    followed,
    followedPublications,
    followedTags,
    subscriptions,
    paid,
    member,
  ] = await everythingOf(db, userId);
  if (!user) return null;
  const storyIds = written.map((post) => post.id);
  const [revisions, storyTags] = await storyDetailsOf(db, storyIds);

  const files: ExportFiles = {
    'profile.json': json({
      id: user.id,
      username: user.username,
      name: user.name,
      email: user.email,
      bio: user.bio,
      xHandle: user.twitterScreenName,
      avatar: user.imageId ? `${origin}/_/image/original/${user.imageId}` : null,
      customDomain: user.customDomain,
      joinedAt: when(user.createdAt),
      memberSince: when(user.mediumMemberAt),
    }),
    'highlights.json': json(marked.map((mark) => ({ ...mark, createdAt: when(mark.createdAt) }))),
    'notes.json': json(noted.map((note) => ({ ...note, createdAt: when(note.createdAt) }))),
    'lists.json': json(
      Object.values(
        lists.reduce<
          Record<
            string,
            {
              name: string;
              description: string;
              visibility: string;
              predefined: string | null;
              items: { id: string; kind: string; note: string }[];
            }
          >
        >((all, row) => {
          const list = (all[row.id] ??= {
            name: row.name,
            description: row.description,
            visibility: row.visibility,
            predefined: row.predefined,
            items: [],
          });
          if (row.item && row.kind) list.items.push({ id: row.item, kind: row.kind, note: row.note ?? '' });
          return all;
        }, {}),
      ),
    ),
    'follows.json': json({
      people: followed.map((person) => ({ ...person, since: when(person.since) })),
      publications: followedPublications,
      tags: followedTags.map((row) => row.tag),
    }),
    'subscriptions.json': json({
      newsletters: subscriptions,
      memberships: member.map((row) => ({ ...row, startedAt: when(row.startedAt), cancelAt: when(row.cancelAt) })),
    }),
    'payments.json': json(paid.map((charge) => ({ ...charge, paidAt: when(charge.paidAt) }))),
  };
  const responses = [];
  for (const post of written) {
    const isResponse = post.inResponseToPostId !== null || post.inResponseToCatalogId !== null;
    if (isResponse) {
      responses.push({
        id: post.id,
        inResponseTo: post.inResponseToPostId ?? post.inResponseToCatalogId,
        text: post.content.paragraphs.map((paragraph) => paragraph.text).join('\n\n'),
        createdAt: when(post.createdAt),
        deletedAt: when(post.deletedAt),
      });
      continue;
    }
    const folder = `stories/${post.uniqueSlug}`;
    files[`${folder}/story.md`] = strToU8(paragraphsToMarkdown(post.title, post.content.paragraphs, origin));
    files[`${folder}/story.html`] = html(post.title, storyHtml(post.content.paragraphs, { origin }));
    files[`${folder}/story.json`] = json({
      id: post.id,
      title: post.title,
      subtitle: post.subtitle,
      state: post.deletedAt ? 'deleted' : post.firstPublishedAt ? 'published' : 'draft',
      visibility: post.visibility,
      license: post.license,
      firstPublishedAt: when(post.firstPublishedAt),
      latestPublishedAt: when(post.latestPublishedAt),
      address: `${origin}/p/${post.id}`,
      canonicalUrl: post.canonicalUrl,
      tags: storyTags.filter((tag) => tag.postId === post.id).map((tag) => tag.name),
      // the stored paragraphs themselves, so another Quire imports the story as it was (/me/import)
      paragraphs: post.content.paragraphs,
    });
    for (const revision of revisions.filter((version) => version.postId === post.id)) {
      files[`${folder}/revisions/${revision.rev}.md`] = strToU8(
        paragraphsToMarkdown(revision.title, revision.content.paragraphs, origin),
      );
      files[`${folder}/revisions/${revision.rev}.html`] = html(
        revision.title,
        storyHtml(revision.content.paragraphs, { origin }),
      );
    }
  }
  files['responses.json'] = json(responses);
  files['README.txt'] = strToU8(
    `Everything ${user.name} (@${user.username}) made, exported ${new Date().toISOString()}.\n\nstories/: each story as Markdown, HTML and its details, with every saved revision.\nresponses, highlights, notes, lists, follows, subscriptions and payments: JSON files.\n`,
  );
  return files;
}

/** The ZIP of an export's files. */
export const zipExport = (files: ExportFiles): Uint8Array => zipSync(files, { level: 6 });
