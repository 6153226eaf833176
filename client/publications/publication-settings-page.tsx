import { useEffect, useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { Field } from '../auth/fields.tsx';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { CustomDomainFields, CustomDomainSettings } from './custom-domain-settings.tsx';
import { FeaturePagesSettings } from './feature-pages-settings.tsx';
import { NavigationSettings } from './navigation-settings.tsx';
import { CollectionPeople, PeopleSettings } from './people-settings.tsx';
import { SubmissionRows } from './submission-rows.tsx';
import { definePageData } from '../pages/page-data.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { SettingsSection } from '../components/settings-section.tsx';
import { definePages } from '../pages/define-page.ts';

const PublicationSettingsQuery = graphql(
  `
  query PublicationSettingsQuery($slug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $slug) {
      id
      slug
      name
      description
      hideAboutLink
      mediumUrl
      viewerRole
      ...CustomDomainFields
      navigation {
        type
        title
        target
      }
      featurePages {
        id
        slug
        title
        tagSlug
        description
      }
      ...CollectionPeople
      submissions {
        id
        title
        creator {
          id
          name
        }
      }
      followers {
        id
        name
        username
      }
    }
  }
`,
  [CustomDomainFields, CollectionPeople],
);

const UpdateCollection = graphql(`
  mutation UpdateCollection($id: ID!, $name: String!, $description: String!, $hideAboutLink: Boolean) {
    updateCollection(collectionId: $id, name: $name, description: $description, hideAboutLink: $hideAboutLink) {
      __typename
      ... on Collection {
        id
        name
        description
        hideAboutLink
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const publicationSettingsData = definePageData({
  query: PublicationSettingsQuery,
  variables: (params) => ({ slug: params['collectionSlug'] ?? '' }),
  status: (data) => (data.collectionByDomainOrSlug ? 200 : 404),
});

type Collection = NonNullable<ResultOf<typeof PublicationSettingsQuery>['collectionByDomainOrSlug']>;

function AboutForm({ collection }: { collection: Collection }) {
  const [, updateCollection] = useMutation(UpdateCollection);
  const toast = useToast();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const [hideAboutLink, setHideAboutLink] = useState(collection.hideAboutLink);
  const [error, setError] = useState<string | null>(null);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await updateCollection({ id: collection.id, name, description, hideAboutLink });
    const answer = result.data?.updateCollection;
    if (answer?.__typename === 'Collection') {
      setError(null);
      toast({ message: 'Publication saved.' });
    } else setError(failureMessage(answer, 'Please try again.'));
  };
  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <Field label="Name" name="name" type="text" value={name} onChange={setName} maxLength={100} error={error} />
      <Field
        label="Short description"
        name="description"
        type="text"
        value={description}
        onChange={setDescription}
        maxLength={160}
      />
      <label className="choice">
        <input type="checkbox" checked={hideAboutLink} onChange={(event) => setHideAboutLink(event.target.checked)} />
        <span>Hide the About link from editors</span>
      </label>
      <button type="submit" className="button button--primary">
        Save
      </button>
    </form>
  );
}

function Submissions({ collection }: { collection: Collection }) {
  return <SubmissionRows collectionId={collection.id} submissions={collection.submissions} />;
}

function Followers({ collection }: { collection: Collection }) {
  const link = useLink();
  if (collection.followers.length === 0) return <p className="feed__empty">No followers yet.</p>;
  return (
    <ul className="story-rows">
      {collection.followers.map((follower) => (
        <li key={follower.id} className="story-row">
          <a href={link('ShowUser', { username: follower.username })}>{follower.name}</a>
        </li>
      ))}
    </ul>
  );
}

/** The page's sections in order; each id is the anchor the settings links open at (#submissions, #custom-domain). */
const SECTIONS: readonly { id: string; title: string; Body: (props: { collection: Collection }) => React.ReactNode }[] =
  [
    { id: 'about', title: 'About', Body: AboutForm },
    { id: 'people', title: 'Editors and writers', Body: PeopleSettings },
    { id: 'submissions', title: 'Submissions', Body: Submissions },
    { id: 'navigation', title: 'Navigation', Body: NavigationSettings },
    { id: 'feature-pages', title: 'Feature pages', Body: FeaturePagesSettings },
    { id: 'custom-domain', title: 'Custom domain', Body: CustomDomainSettings },
    { id: 'followers', title: 'Followers', Body: Followers },
  ];

/** The section an address opens at, unless it names its own anchor (/permissions: the people). */
const SECTION_OF_ROUTE: Readonly<Record<string, string>> = {
  ShowCollectionEdit: 'about',
  ShowCollectionSettingsAbout: 'about',
  ShowCollectionPermissions: 'people',
  ShowCollectionSubmissions: 'submissions',
  ShowCollectionSettingsNavigation: 'navigation',
  ShowCollectionSettingsFollowers: 'followers',
  ShowCollectionFeaturePages: 'feature-pages',
  ShowCollectionNewFeaturePage: 'feature-pages',
  ShowCollectionEditFeaturePage: 'feature-pages',
};

/**
 * /{collectionSlug}/settings (and /edit, /permissions, /about, /navigation, /feature-pages,
 * /followers and submissions): the publication's about line, its people and invitations, the
 * submissions waiting for an editor, its navigation, feature pages and custom domain, and its
 * followers. Editors and the creator only.
 */
export default function PublicationSettingsPage() {
  const { productName } = useConfig();
  const link = useLink();
  const { params, routeName } = useNavigation();
  const [{ data }] = useQuery({ query: PublicationSettingsQuery, variables: { slug: params['collectionSlug'] ?? '' } });
  const collection = data?.collectionByDomainOrSlug;
  const canManage = collectionPermissions(collection?.viewerRole ?? null).canManage;
  useEffect(() => {
    const section = SECTION_OF_ROUTE[routeName];
    if (canManage && section && !window.location.hash) document.getElementById(section)?.scrollIntoView();
  }, [canManage, routeName]);
  if (!collection || !canManage) {
    return (
      <main className="page page--message" id="main">
        <title>{`Publication settings – ${productName}`}</title>
        <h1 className="message__title">Only editors can see this page</h1>
        <p className="message__text">
          {collection ? <a href={collection.mediumUrl}>Read {collection.name}</a> : 'This publication does not exist.'}
        </p>
      </main>
    );
  }
  return (
    <main className="page" id="main">
      <title>{`${collection.name} settings – ${productName}`}</title>
      <div className="reading-column">
        <div className="page__heading">
          <h1 className="page__title">{collection.name}</h1>
          <a
            className="button button--primary"
            href={link('ShowCollectionNewPost', { collectionSlug: collection.slug })}
          >
            Write a story
          </a>
        </div>
        {SECTIONS.map(({ id, title, Body }) => (
          <SettingsSection key={id} id={id} title={title}>
            <Body collection={collection} />
          </SettingsSection>
        ))}
      </div>
    </main>
  );
}

export const pages = definePages({ 'publication-settings': { data: publicationSettingsData } });
