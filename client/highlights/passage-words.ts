import { graphql } from '../graphql/graphql.ts';

/** A highlighted passage's words and where they sit in the story. */
export const PassageWords = graphql(`
  fragment PassageWords on Quote @_unmask {
    id
    paragraphName
    startOffset
    endOffset
    paragraphs {
      text
    }
  }
`);
