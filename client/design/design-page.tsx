import { useQuery } from '../data/use-query.ts';
import { profileNavigationTarget } from '../../shared/design/profile-navigation.ts';
import { navigationTarget, type NavigationItem } from '../../shared/publications/navigation.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { DesignEditor, draftOf, type DesignDraft } from './design-editor.tsx';
import { DesignFields } from './design-fields.ts';
import type { DesignedLink } from './designed-header.tsx';
import { graphql, readFragment } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const DesignQuery = graphql(
  `
    query DesignPageQuery($slug: String!, $collection: Boolean!) {
      viewer {
        id
        name
        username
        bio
        isAuroraVisible
        design {
          ...DesignFields
        }
      }
      collectionByDomainOrSlug(domainOrSlug: $slug) @include(if: $collection) {
        id
        name
        description
        isAuroraVisible
        viewerRole
        navigation {
          type
          title
          target
        }
        design {
          ...DesignFields
        }
      }
    }
  `,
  [DesignFields],
);

const UpdateUserDesign = graphql(
  `
    mutation UpdateUserDesign($design: DesignInput!, $visible: Boolean!) {
      updateUserDesign(design: $design, visible: $visible) {
        __typename
        ... on User {
          id
          isAuroraVisible
          design {
            ...DesignFields
          }
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [DesignFields],
);

const UpdateCollectionDesign = graphql(
  `
    mutation UpdateCollectionDesign($id: ID!, $design: DesignInput!, $visible: Boolean!) {
      updateCollectionDesign(collectionId: $id, design: $design, visible: $visible) {
        __typename
        ... on Collection {
          id
          isAuroraVisible
          navigation {
            type
            title
            target
          }
          design {
            ...DesignFields
          }
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [DesignFields],
);

const variablesOf = (params: Readonly<Record<string, string>>) => ({
  slug: params['collectionSlug'] ?? '',
  collection: params['collectionSlug'] !== undefined,
});

export const designData = definePageData({
  query: DesignQuery,
  variables: variablesOf,
  // a publication's design is its editors' page; to anyone else the address is nothing
  status: (data, params) =>
    params['collectionSlug'] === undefined ||
    collectionPermissions(data.collectionByDomainOrSlug?.viewerRole ?? null).canManage
      ? 200
      : 404,
});

const toLinks = (
  items: readonly NavigationItem[],
  link: (item: NavigationItem) => string,
  external: (item: NavigationItem) => boolean,
): DesignedLink[] =>
  items.map((item) => ({ title: item.title || 'Untitled', href: link(item), external: external(item) }));

/** /me/design and /{collectionSlug}/design: how a profile or publication looks, with a live preview. */
export default function DesignPage() {
  const navigation = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const [, updateCollectionDesign] = useMutation(UpdateCollectionDesign);
  const [, updateUserDesign] = useMutation(UpdateUserDesign);
  const variables = variablesOf(navigation.params);
  const [{ data }] = useQuery({ query: DesignQuery, variables });
  const viewer = data?.viewer;
  const collection = data?.collectionByDomainOrSlug ?? null;
  const collectionSlug = variables.slug;
  const inputOf = ({ design }: DesignDraft) => ({
    ...design,
    navigation: design.navigation.map(({ type, title, target }) => ({ type, title, target })),
  });
  if (!viewer) {
    return (
      <main className="page" id="main">
        <title>{`Design your profile – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Design your profile</h1>
          <p>
            <a href={signInHref(link, link('ShowDesign'))}>Sign in</a> to design your profile.
          </p>
        </div>
      </main>
    );
  }
  const saved = collection
    ? collection.design
      ? readFragment(DesignFields, collection.design)
      : null
    : viewer.design
      ? readFragment(DesignFields, viewer.design)
      : null;
  const title = collection ? `Design ${collection.name}` : 'Design your profile';
  const home = collection
    ? link('ShowCollectionHome', { collectionSlug })
    : link('ShowUser', { username: viewer.username });
  const leave = () => window.location.assign(home);
  const editor = collection ? (
    <DesignEditor
      start={draftOf(saved, collection.navigation, collection.isAuroraVisible)}
      name={collection.name}
      tagline={collection.description}
      previewLinks={(items) =>
        toLinks(
          items,
          (item) => {
            const target = navigationTarget(item);
            return 'href' in target ? target.href : link(target.route, { collectionSlug, ...target.params });
          },
          (item) => item.type === 'EXTERNAL_LINK',
        )
      }
      blogroll={saved?.blogrollPeople ?? []}
      ownerLabel="publication"
      onLeave={leave}
      onSave={async (draft) => {
        const result = await updateCollectionDesign({
          id: collection.id,
          design: inputOf(draft),
          visible: draft.visible,
        });
        const answer = result.data?.updateCollectionDesign;
        return answer?.__typename === 'Collection'
          ? null
          : failureMessage(answer, 'The design could not be saved. Please try again.');
      }}
    />
  ) : (
    <DesignEditor
      start={draftOf(saved, saved?.navigation ?? [], viewer.isAuroraVisible)}
      name={viewer.name}
      tagline={viewer.bio}
      previewLinks={(items) =>
        toLinks(
          items,
          (item) => {
            const target = profileNavigationTarget(item);
            return 'href' in target ? target.href : link(target.route, { username: viewer.username, ...target.params });
          },
          (item) => item.type === 'EXTERNAL_LINK',
        )
      }
      blogroll={saved?.blogrollPeople ?? []}
      ownerLabel="profile"
      onLeave={leave}
      onSave={async (draft) => {
        const result = await updateUserDesign({ design: inputOf(draft), visible: draft.visible });
        const answer = result.data?.updateUserDesign;
        return answer?.__typename === 'User'
          ? null
          : failureMessage(answer, 'The design could not be saved. Please try again.');
      }}
    />
  );
  return (
    <main className="page" id="main">
      <title>{`${title} – ${productName}`}</title>
      <div className="design-page">
        <div className="page__heading">
          <h1 className="page__title">{title}</h1>
          <a className="button button--outline" href={home}>
            {collection ? 'See the publication' : 'See your profile'}
          </a>
        </div>
        {editor}
      </div>
    </main>
  );
}

export const pages = definePages({ design: { data: designData } });
