// React's edge renderer as the Worker runs it: its production build, patched so that what it
// writes stays text until a flush ends and is encoded once (scripts/patches/README.md). The tests
// load the production builds by their files, since the tests' own React is the development build
// (which the patch leaves alone), and hold the patched build to the unpatched development build's
// markup, byte for byte. Elements are made with the production React: the development one's
// element factory asks the renderer for an owner that only a development renderer keeps.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { createElement as CreateElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

type RenderToReadableStream = (tree: ReactNode) => Promise<ReadableStream<Uint8Array>>;

const require = createRequire(import.meta.url);
const fileOf = (pkg: string, name: string): string =>
  join(dirname(require.resolve(`${pkg}/package.json`)), 'cjs', name);
const patched: { renderToReadableStream: RenderToReadableStream } = require(
  fileOf('react-dom', 'react-dom-server.edge.production.js'),
);
const unpatched: { renderToReadableStream: RenderToReadableStream } = require(
  fileOf('react-dom', 'react-dom-server.edge.development.js'),
);
const React: { createElement: typeof CreateElement; Suspense: symbol } = require(
  fileOf('react', 'react.production.js'),
);
const h = React.createElement;

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

const text = (chunks: readonly Uint8Array[]): string => Buffer.concat(chunks).toString('utf8');

// Past React's own 4,096-byte views, with characters of two, three and four bytes in UTF-8, and
// markup React escapes
const paragraphs = Array.from(
  { length: 60 },
  (_, n) => `Paragraph ${n}: café, 日本語, 🙂 and <tags> & "quotes" written as text.`,
);

const story = (): ReactNode =>
  h(
    'article',
    { className: 'story', 'data-paragraphs': paragraphs.length },
    h('h1', { title: 'Ünïcode 🙂' }, 'A story'),
    ...paragraphs.map((paragraph) => h('p', { key: paragraph }, paragraph)),
  );

describe("React's edge renderer, patched to encode a flush at once", () => {
  it('writes a ready tree as one chunk, the same bytes as the unpatched build', async () => {
    const chunks = await chunksOf(await patched.renderToReadableStream(story()));
    const expected = text(await chunksOf(await unpatched.renderToReadableStream(story())));
    expect(Buffer.byteLength(expected)).toBeGreaterThan(4096);
    expect(chunks).toHaveLength(1);
    expect(text(chunks)).toBe(expected);
  });

  it('writes a part that was waiting in a chunk of its own once it is ready', async () => {
    let words: string | undefined;
    let reveal: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      reveal = () => {
        words = 'Ready at last: ✓';
        resolve();
      };
    });
    // a part waiting for its data suspends by throwing the promise it waits on
    function Later(): ReactNode {
      if (words === undefined) throw ready;
      return h('p', null, words);
    }
    const stream = await patched.renderToReadableStream(
      h('main', null, story(), h(React.Suspense as never, { fallback: h('p', null, 'Loading…') }, h(Later))),
    );
    const reading = chunksOf(stream);
    reveal();
    const chunks = await reading;
    expect(chunks).toHaveLength(2);
    const [shell, part] = chunks.map((chunk) => Buffer.from(chunk).toString('utf8'));
    expect(shell).toContain('Loading…');
    expect(shell).toContain('Paragraph 59: café, 日本語, 🙂 and &lt;tags&gt; &amp; &quot;quotes&quot;');
    expect(part).toContain('Ready at last: ✓');
  });
});
