import { graphql } from './graphql.ts';

/** A stored paragraph as pages read it: the reader's page renders it, the editor opens it. */
export const ParagraphFields = graphql(`
  fragment ParagraphFields on Paragraph @_unmask {
    name
    type
    text
    layout
    href
    frameUrl
    markups {
      type
      start
      end
      href
    }
    metadata {
      id
      originalWidth
      originalHeight
      alt
    }
  }
`);
