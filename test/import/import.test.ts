import { inject } from 'vitest';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { seedContent, signIn } from '../support/seed-content.ts';
import { postGraphql } from '../support/graphql.ts';

const pages = inject('importPagesUrl');

const IMPORT = `mutation ($url: String, $html: String) {
  importPost(url: $url, html: $html) {
    __typename
    ... on ImportedPost { imagesLeftOut post { id title subtitle isPublished canonicalUrl latestDraft { content { bodyModel { paragraphs { type text markups { type start end href } } } } } } }
    ... on BadRequest { message } ... on Unauthorized { message } } }`;

type Imported = {
  post: {
    title: string;
    subtitle: string;
    isPublished: boolean;
    latestDraft: { content: { bodyModel: { paragraphs: unknown[] } } };
  };
  imagesLeftOut: number;
};

async function importAs(userId: string | null, variables: Record<string, unknown>) {
  const headers = userId
    ? await signIn(userId).then(({ cookie, xsrf }) => ({ Cookie: cookie, 'X-Xsrf-Token': xsrf }))
    : { 'X-Xsrf-Token': '' };
  const { body } = await graphql<{ importPost: Record<string, unknown> }>(IMPORT, variables, headers);
  expect(body.errors).toBeUndefined();
  return body.data?.importPost ?? {};
}

const paragraphsOf = (imported: Record<string, unknown>) =>
  (imported as unknown as Imported).post.latestDraft.content.bodyModel.paragraphs;

beforeEach(() => seedContent(0));

describe('importing a story from HTML', () => {
  it.each([
    [
      'headings by level',
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><h6>Six</h6>',
      [
        { type: 'H3', text: 'Two', markups: [] },
        { type: 'H3', text: 'Three', markups: [] },
        { type: 'H4', text: 'Four', markups: [] },
        { type: 'H4', text: 'Six', markups: [] },
      ],
    ],
    [
      'markups, with whitespace collapsed',
      '<p>  A <strong>bold</strong>\n  and <em>quiet</em> <code>x()</code> <mark>note</mark>.</p>',
      [
        {
          type: 'P',
          text: 'A bold and quiet x() note.',
          markups: [
            { type: 'STRONG', start: 2, end: 6, href: null },
            { type: 'EM', start: 11, end: 16, href: null },
            { type: 'CODE', start: 17, end: 20, href: null },
            { type: 'HIGHLIGHT', start: 21, end: 25, href: null },
          ],
        },
      ],
    ],
    [
      'lists, ordered and not',
      '<ul><li>one</li><li><p>two</p></li></ul><ol><li>first</li></ol>',
      [
        { type: 'ULI', text: 'one', markups: [] },
        { type: 'ULI', text: 'two', markups: [] },
        { type: 'OLI', text: 'first', markups: [] },
      ],
    ],
    [
      'quotes, code and rules',
      '<blockquote><p>Said once.</p><p>Said twice.</p></blockquote><pre><code>let a = 1;\n  a &lt; 2;</code></pre><hr><p>After.</p>',
      [
        { type: 'BQ', text: 'Said once.', markups: [] },
        { type: 'BQ', text: 'Said twice.', markups: [] },
        { type: 'PRE', text: 'let a = 1;\n  a < 2;', markups: [] },
        { type: 'HR', text: '', markups: [] },
        { type: 'P', text: 'After.', markups: [] },
      ],
    ],
    [
      'entities decoded',
      '<p>Fish &amp; chips &mdash; &#233;t&eacute;</p>',
      [{ type: 'P', text: 'Fish & chips — ét&eacute;', markups: [] }],
    ],
    [
      'scripts, styles, navigation and forms left out',
      '<nav>Menu</nav><script>steal()</script><style>p{}</style><p>Only this.</p><form><button>Go</button></form>',
      [{ type: 'P', text: 'Only this.', markups: [] }],
    ],
    [
      'links kept only with a safe scheme',
      '<p><a href="https://example.com/a">safe</a> <a href="javascript:alert(1)">unsafe</a> <a href="JaVaScRiPt&colon;alert(1)">sneaky</a></p>',
      [
        {
          type: 'P',
          text: 'safe unsafe sneaky',
          markups: [{ type: 'A', start: 0, end: 4, href: 'https://example.com/a' }],
        },
      ],
    ],
  ])('maps %s', async (_, html, expected) => {
    const imported = await importAs('u-ann', { html: `<h1>Imported</h1>${html}` });
    expect(imported['__typename']).toBe('ImportedPost');
    expect((imported as unknown as Imported).post).toMatchObject({ title: 'Imported', isPublished: false });
    expect(paragraphsOf(imported)).toEqual(expected);
  });

  it('reads a Medium export’s title and subtitle', async () => {
    const imported = await importAs('u-ann', {
      html: '<article><section data-field="body"><h3 class="graf graf--h3 graf--title">The export</h3><h4 class="graf graf--h4 graf--subtitle">Its subtitle</h4><p class="graf graf--p">Body.</p></section></article>',
    });
    expect((imported as unknown as Imported).post).toMatchObject({ title: 'The export', subtitle: 'Its subtitle' });
    expect(paragraphsOf(imported)).toEqual([{ type: 'P', text: 'Body.', markups: [] }]);
  });

  it.each([
    ['nothing to import', { html: '<div>   </div>' }, 'No story was found on that page.'],
    [
      'both a file and an address',
      { html: '<p>x</p>', url: 'https://example.com' },
      'Give either a web address or an HTML file.',
    ],
    ['neither', {}, 'Give either a web address or an HTML file.'],
  ])('refuses %s', async (_, variables, message) => {
    expect(await importAs('u-ann', variables)).toEqual({ __typename: 'BadRequest', message });
  });

  it('needs a signed-in writer', async () => {
    expect(await importAs(null, { html: '<p>x</p>' })).toEqual({
      __typename: 'Unauthorized',
      message: 'Sign in to import a story.',
    });
  });
});

describe('importing from a web address', () => {
  it('fetches the page (following a redirect), resolves its links, brings its pictures, tells how many stayed behind and keeps the page as the story’s canonical address', async () => {
    const imported = await importAs('u-ann', { url: `${pages}/moved` });
    expect(imported).toMatchObject({
      __typename: 'ImportedPost',
      imagesLeftOut: 1,
      post: { title: 'Tide tables', canonicalUrl: `${pages}/story` },
    });
    expect(paragraphsOf(imported)).toEqual([
      {
        type: 'P',
        text: 'Read the tables before you swim.',
        markups: [
          { type: 'A', start: 9, end: 15, href: `${pages}/tables` },
          { type: 'EM', start: 27, end: 31, href: null },
        ],
      },
      // a picture that could not be fetched stays a link to where it was; the other is Quire's own now
      { type: 'P', text: 'A wave', markups: [{ type: 'A', start: 0, end: 6, href: `${pages}/wave.jpg` }] },
      { type: 'IMG', text: 'Low tide', markups: [] },
    ]);
  });

  it.each([
    ['a page that is not HTML', '/data.json', 'That address is not a web page.'],
    ['a missing page', '/gone', 'That page answered with an error (404).'],
  ])('refuses %s', async (_, path, message) => {
    expect(await importAs('u-ann', { url: `${pages}${path}` })).toEqual({ __typename: 'BadRequest', message });
  });

  it.each([
    ['another scheme', 'ftp://example.com/story', 'Only http and https addresses can be imported.'],
    ['no address at all', 'not a url', 'Enter the full web address of the story, starting with https://.'],
  ])('refuses %s', async (_, url, message) => {
    expect(await importAs('u-ann', { url })).toEqual({ __typename: 'BadRequest', message });
  });
});

describe('the paragraphs of an import', () => {
  it('names imported paragraphs at random, as the editor does', async () => {
    const { htmlToStory } = await import('../../worker/import/html-to-story.ts');
    const story = await htmlToStory('<article><p>One</p><p>Two</p><p>Three</p></article>', null);
    if ('error' in story) throw new Error(story.error);
    const names = story.paragraphs.map((paragraph) => paragraph.name);
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{6}$/);
    expect(new Set(names).size).toBe(3);
  });
});

describe('server errors from database limits', () => {
  it('refuses 20,000 nested <div>s with a reason, not a server error', async () => {
    const { cookie, xsrf } = await signIn('u-ann');
    const html = `<h1>Deep</h1>${'<div>'.repeat(20_000)}<p>At the bottom.</p>${'</div>'.repeat(20_000)}`;
    const answer = await postGraphql(
      'mutation ($html: String) { importPost(html: $html) { __typename ... on BadRequest { message } ... on ImportedPost { post { title } } } }',
      { html },
      { Cookie: cookie, 'X-Xsrf-Token': xsrf },
    );
    const body = (await answer.json()) as { data?: { importPost: Record<string, unknown> }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.importPost).toEqual({
      __typename: 'BadRequest',
      message: 'That page is nested too deeply to import. Try its HTML export or a simpler page.',
    });
  });
});
