import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { minifyDocument, minifyDocumentsIn } from './minify-documents.ts';

const QUERY = `
  # the story page
  query PostPageQuery($id: ID!, $sk: String) {
    postResult(id: $id, sk: $sk) {
      __typename
      ... on Post {
        id
        title   # shown in the page's <title>
        tags { id, displayTitle }
        description(format: "keep   these , spaces")
      }
      ...Failure @include(if: true)
    }
  }
`;

describe('GraphQL documents minified for the browser', () => {
  it('keeps the document itself: the same tree, so the same printed form and urql key', () => {
    const minified = minifyDocument(QUERY);
    expect(print(parse(minified))).toBe(print(parse(QUERY)));
    expect(minified).toBe(
      'query PostPageQuery($id:ID!$sk:String){postResult(id:$id sk:$sk){__typename...on Post{id title tags{id displayTitle}description(format:"keep   these , spaces")}...Failure@include(if:true)}}',
    );
  });

  it('rewrites every graphql(`…`) call of a module and leaves the rest of the code alone', () => {
    const code =
      'const A = graphql(`\n  query A { viewer { id } }\n`);\nconst s = `  spaced  `;\nconst B = graphql(`query B($x: Int) { n(x: $x) }`, [F]);';
    expect(minifyDocumentsIn(code)).toBe(
      'const A = graphql(`query A{viewer{id}}`);\nconst s = `  spaced  `;\nconst B = graphql(`query B($x:Int){n(x:$x)}`, [F]);',
    );
  });

  it('leaves a document with substitutions as written', () => {
    const code = 'graphql(`query { $' + '{field} }`)';
    expect(minifyDocumentsIn(code)).toBe(code);
  });
});
