import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentText } from './document-source.ts';
import { graphql } from './lazy-graphql.ts';
import { minifyDocument } from './minify-documents.ts';

/** The part of Quire's schema the documents below read. */
const schema = buildSchema(`
  type Markup { type: String! start: Int! end: Int! }
  type Paragraph { name: String! text: String! markups: [Markup!]! }
  type RichText { paragraphs: [Paragraph!]! }
  type PostContent { bodyModel: RichText! }
  type PostView { content: PostContent! }
  type Query { ok: Boolean }
  type Mutation { recordPostView(targetPostId: ID!): PostView }
`);

/** A story's paragraphs, through two fragments that share a third, written as the sources and as the build minifies them. */
function documents(write: (source: string) => string) {
  const markups = graphql(write('fragment MarkupBits on Markup @_unmask { type start end }'));
  const paragraph = graphql(
    write('fragment ParagraphBits on Paragraph @_unmask { name text markups { ...MarkupBits } }'),
    [markups],
  );
  const quote = graphql(write('fragment QuoteBits on Paragraph { markups { ...MarkupBits } }'), [markups]);
  return graphql(
    write(`mutation CountView($id: ID!, $whole: Boolean!) {
      recordPostView(targetPostId: $id) {
        content @include(if: $whole) { bodyModel { paragraphs { ...ParagraphBits ...QuoteBits } } }
      }
    }`),
    [paragraph, quote],
  );
}

describe('a document sent as text, without the parser', () => {
  it.each([
    ['as written', (source: string) => source],
    ['minified as the browser gets it', minifyDocument],
  ])('is valid against the schema %s: every fragment once, without gql.tada’s own directive', (_, write) => {
    const text = documentText(documents(write) as never);
    expect(text).not.toContain('_unmask');
    expect(text.match(/fragment MarkupBits/g)).toHaveLength(1);
    expect(validate(schema, parse(text))).toEqual([]);
  });
});
