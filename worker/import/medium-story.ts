import { decodeEntities } from '../../shared/content/html-entities.ts';
import type { ArchiveStory } from './archive-story.ts';
import { htmlToStory } from './html-to-story.ts';

/** The story's Medium id: the hexadecimal end of its address or its file's name. */
function mediumId(name: string, canonicalUrl: string | null): string {
  const fromAddress = canonicalUrl?.match(/-([0-9a-f]{8,})$/)?.[1];
  const fromFile = name.match(/-([0-9a-f]{8,})\.html$/)?.[1];
  return fromAddress ?? fromFile ?? name;
}

const validDate = (value: string | null): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * One story of a Medium export (`posts/{date}_{slug}-{id}.html`, or `posts/draft_{slug}-{id}.html`): its facts from the export's microformats (the title `p-name`,
 * subtitle `p-summary`, date `dt-published`, address `p-canonical`, tags `p-tag`), and its body
 * (`e-content`) through the same HTML reader as a single import. Medium opens every section with a
 * divider; the first, above the story, is not one a reader sees.
 */
export async function mediumStory(name: string, html: string): Promise<ArchiveStory | { readonly error: string }> {
  let title = '';
  let subtitle = '';
  let published: string | null = null;
  let canonicalUrl: string | null = null;
  const tags: string[] = [];
  let into: 'title' | 'subtitle' | 'tag' | null = null;
  const collect = (field: 'title' | 'subtitle' | 'tag') => ({
    element(element: Element) {
      into = field;
      if (field === 'tag') tags.push('');
      element.onEndTag(() => void (into = null));
    },
  });
  const body = await new HTMLRewriter()
    .on('.p-name', collect('title'))
    .on('.p-summary', collect('subtitle'))
    .on('.p-tags a', collect('tag'))
    .on('time.dt-published', { element: (element) => void (published = element.getAttribute('datetime')) })
    .on('a.p-canonical', { element: (element) => void (canonicalUrl = element.getAttribute('href')) })
    // everything outside the body: its facts are read above, and it is not the story
    .on('header, [data-field="subtitle"], footer', { element: (element) => void element.remove() })
    .onDocument({
      text(chunk) {
        const text = decodeEntities(chunk.text);
        if (into === 'title') title += text;
        else if (into === 'subtitle') subtitle += text;
        else if (into === 'tag') tags[tags.length - 1] += text;
      },
    })
    .transform(new Response(html))
    .text();
  const story = await htmlToStory(body, null, { keepMedia: true });
  if ('error' in story) return story;
  const paragraphs = story.paragraphs[0]?.type === 'HR' ? story.paragraphs.slice(1) : story.paragraphs;
  const draft = /^posts\/draft_/.test(name);
  const address: string | null = canonicalUrl;
  return {
    key: `medium:${mediumId(name, address)}`,
    title: (title.trim() || story.title).replace(/\s+/g, ' '),
    subtitle: (subtitle.trim() || story.subtitle).replace(/\s+/g, ' '),
    paragraphs,
    draft,
    publishedAt: draft ? null : validDate(published),
    canonicalUrl: draft ? null : address,
    oldPath: null,
    tags: tags.map((tag) => tag.trim()).filter(Boolean),
    membersOnly: false,
  };
}
