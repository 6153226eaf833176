import { useQuery } from '../data/use-query.ts';
import { useMutation } from '../data/use-mutation.ts';
import { Avatar } from '../components/avatar.tsx';
import { SubscribeAnswerFields, SubscribeBox } from './subscribe-box.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig } from '../state/app-state.tsx';
import { definePageData, pageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const SubscribeQuery = graphql(`
  query SubscribeQuery($username: String!) {
    viewer {
      id
      email
    }
    userResult(username: $username) {
      __typename
      ... on User {
        id
        name
        username
        bio
        imageId
        viewerNewsletterState
      }
    }
  }
`);

const SubscribeToWriter = graphql(
  `
  mutation SubscribeToWriter($username: String!, $email: String) {
    subscribeToWriter(username: $username, email: $email) {
      ...SubscribeAnswerFields
    }
  }
`,
  [SubscribeAnswerFields],
);

export const subscribeData = definePageData({
  query: SubscribeQuery,
  variables: (params) => ({ username: params['username'] ?? '' }),
  status: (data) => (data.userResult.__typename === 'User' ? 200 : 404),
});

/**
 * /subscribe/@{username} and /@{username}/subscribe: a writer's stories by e-mail (SubscribeBox).
 * The confirmation e-mail's link comes back here with ?confirm=….
 */
export default function SubscribePage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const [, subscribeToWriter] = useMutation(SubscribeToWriter);
  const username = navigation.params['username'] ?? '';
  const confirmToken = pageLocation(navigation).search.get('confirm');
  const [{ data }] = useQuery({ query: SubscribeQuery, variables: { username } });
  const writer = data?.userResult.__typename === 'User' ? data.userResult : null;
  if (!writer) return null;
  const subscribe = async (email: string | null) =>
    (await subscribeToWriter({ username, email })).data?.subscribeToWriter;
  return (
    <main className="page page--message" id="main">
      <title>{`Subscribe to ${writer.name} – ${productName}`}</title>
      <Avatar imageId={writer.imageId} name={writer.name} size={64} />
      <h1 className="message__title">Get an e-mail whenever {writer.name} publishes</h1>
      {writer.bio && <p className="message__text">{writer.bio}</p>}
      <SubscribeBox
        name={writer.name}
        viewerEmail={data?.viewer?.email ?? null}
        viewerState={writer.viewerNewsletterState ?? null}
        confirmToken={confirmToken}
        subscribe={subscribe}
      />
    </main>
  );
}

export const pages = definePages({ subscribe: { data: subscribeData } });
