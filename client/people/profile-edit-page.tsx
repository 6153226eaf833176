import { useQuery } from '../data/use-query.ts';
import { AvatarForm } from '../auth/avatar-form.tsx';
import { ProfileForm } from '../auth/profile-form.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const ProfileEditQuery = graphql(`
  query ProfileEditQuery($username: String!) {
    viewer {
      id
      name
      bio
      username
      twitterScreenName
      imageId
    }
    userResult(username: $username) {
      __typename
      ... on User {
        id
      }
    }
  }
`);

export const profileEditData = definePageData({
  query: ProfileEditQuery,
  variables: (params) => ({ username: params['username'] ?? '' }),
  // a profile is edited by its owner; to anyone else the address is nothing
  status: (data) =>
    data.viewer && data.userResult.__typename === 'User' && data.userResult.id === data.viewer.id ? 200 : 404,
});

/** /@{username}/edit: a writer's name, line about themself and X handle, as their profile shows them. */
export default function ProfileEditPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [{ data }] = useQuery({
    query: ProfileEditQuery,
    variables: { username: navigation.params['username'] ?? '' },
  });
  const viewer = data?.viewer;
  if (!viewer) return null;
  return (
    <main className="page" id="main">
      <title>{`Edit your profile – ${productName}`}</title>
      <div className="reading-column">
        <div className="page__heading">
          <h1 className="page__title">Edit your profile</h1>
          <a className="button button--outline" href={link('ShowUser', { username: viewer.username })}>
            See your profile
          </a>
        </div>
        <AvatarForm name={viewer.name} imageId={viewer.imageId} />
        <ProfileForm name={viewer.name} bio={viewer.bio} twitterScreenName={viewer.twitterScreenName ?? null} />
        <p className="landing__footnote">
          Your address, password and sign-in methods are in <a href={link('ShowSettings')}>settings</a>.
        </p>
      </div>
    </main>
  );
}

export const pages = definePages({ 'profile-edit': { data: profileEditData } });
