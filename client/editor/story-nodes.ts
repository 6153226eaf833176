import { Extension, Node, mergeAttributes } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import { randomHex } from '../../shared/hex.ts';

/** Blocks that become stored paragraphs carry a paragraph name; quotes and list items only hold them. */
export const NAMED_BLOCKS = ['paragraph', 'heading', 'pullquote', 'codeBlock', 'horizontalRule', 'figure', 'embed'];

/** A fresh paragraph name: six hex characters, unique enough within one story. */
export const newParagraphName = (): string => randomHex(6);

/**
 * Every paragraph keeps a stable name (highlights and notes anchor to it): a split paragraph's
 * new half, a pasted paragraph or a duplicate gets a fresh one as soon as it appears.
 */
export const ParagraphNames = Extension.create({
  name: 'paragraphNames',
  addGlobalAttributes() {
    return [{ types: NAMED_BLOCKS, attributes: { name: { default: null, keepOnSplit: false, rendered: false } } }];
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        appendTransaction: (transactions, _before, state) => {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          const seen = new Set<string>();
          const { tr } = state;
          state.doc.descendants((node, position) => {
            if (!NAMED_BLOCKS.includes(node.type.name)) return;
            const name = node.attrs['name'] as string | null;
            if (name && !seen.has(name)) return void seen.add(name);
            const fresh = newParagraphName();
            seen.add(fresh);
            tr.setNodeMarkup(position, undefined, { ...node.attrs, name: fresh });
          });
          return tr.steps.length > 0 ? tr : null;
        },
      }),
    ];
  },
});

/** PQ: a quote set large, pulled out of the text. */
export const Pullquote = Node.create({
  name: 'pullquote',
  group: 'block',
  content: 'inline*',
  defining: true,
  parseHTML: () => [{ tag: 'blockquote.story__pullquote' }],
  renderHTML: ({ HTMLAttributes }) => ['blockquote', mergeAttributes(HTMLAttributes, { class: 'story__pullquote' }), 0],
});

/** IMG: an uploaded picture with its caption as the node's text. */
export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'inline*',
  draggable: true,
  addAttributes: () => ({
    imageId: { default: null },
    width: { default: null },
    height: { default: null },
    alt: { default: '' },
    layout: { default: 'INSET_CENTER' },
  }),
  parseHTML: () => [{ tag: 'figure[data-image-id]' }],
  renderHTML: ({ node }) => [
    'figure',
    {
      class: `story__figure story__figure--${String(node.attrs['layout']).toLowerCase()}`,
      'data-image-id': node.attrs['imageId'] as string,
    },
    [
      'img',
      { src: `/_/image/w:680,webp/${String(node.attrs['imageId'])}`, alt: node.attrs['alt'] as string, width: 680 },
    ],
    ['figcaption', 0],
  ],
});

/** MIXTAPE_EMBED and IFRAME: a link shown as a card; its address is checked when saved. */
export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  content: 'inline*',
  addAttributes: () => ({ href: { default: null }, kind: { default: 'MIXTAPE_EMBED' } }),
  parseHTML: () => [{ tag: 'p[data-embed]' }],
  renderHTML: ({ node }) => ['p', { class: 'story__embed', 'data-embed': node.attrs['href'] as string }, 0],
});
