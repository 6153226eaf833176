import { graphql } from '../graphql/graphql.ts';

/** What a designed profile or publication page needs of its design. */
export const DesignFields = graphql(`
  fragment DesignFields on Design {
    nameTreatment
    logoImageId
    headerScale
    taglinePlacement
    blogroll
    fontSet
    accentColor
    backgroundColor
    textColor
    headerImageId
    navigation {
      type
      title
      target
    }
    blogrollPeople {
      id
      name
      username
      imageId
      mediumUrl
    }
  }
`);
