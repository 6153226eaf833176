import { graphql } from '../graphql/graphql.ts';

/** Step 1 of every passkey ceremony: the options, with a one-time challenge, for the browser. */
export const PasskeyOptions = graphql(`
  mutation passkeyOptions($purpose: PasskeyPurpose!, $token: String) {
    passkeyOptions(purpose: $purpose, token: $token) {
      __typename
      ... on PasskeyOptions {
        optionsJSON
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const PasskeyFields = graphql(`
  fragment PasskeyFields on Passkey {
    id
    name
    backedUp
    createdAt
    lastUsedAt
  }
`);

export const AddPasskey = graphql(
  `
  mutation addPasskey($response: String!) {
    addPasskey(response: $response) {
      __typename
      ...PasskeyFields
      ... on Failure {
        message
      }
    }
  }
`,
  [PasskeyFields],
);

export const RenamePasskey = graphql(
  `
  mutation renamePasskey($id: ID!, $name: String!) {
    renamePasskey(id: $id, name: $name) {
      __typename
      ...PasskeyFields
      ... on Failure {
        message
      }
    }
  }
`,
  [PasskeyFields],
);

export const RemovePasskey = graphql(`
  mutation removePasskey($id: ID!) {
    removePasskey(id: $id) {
      __typename
      ... on Failure {
        message
      }
    }
  }
`);

export const SignInWithPasskey = graphql(`
  mutation signInWithPasskey($response: String!, $redirect: String) {
    signInWithPasskey(response: $response, redirect: $redirect) {
      __typename
      ... on AuthInfo {
        redirect
      }
      ... on Failure {
        message
      }
    }
  }
`);
