import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { MAX_NEWSLETTER_DESCRIPTION, MAX_NEWSLETTER_NAME } from '../../shared/newsletters/newsletter-fields.ts';
import { collectionPermissions } from '../../shared/publications/roles.ts';
import { Field } from '../auth/fields.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const NewsletterSettingsQuery = graphql(`
  query NewsletterSettingsQuery($collectionSlug: String!) {
    collectionByDomainOrSlug(domainOrSlug: $collectionSlug) {
      id
      slug
      name
      viewerRole
      newsletterV3 {
        id
        slug
        name
        description
        landingPath
        stats {
          id
          active
          pending
        }
      }
    }
  }
`);

const NewsletterFields = graphql(`
  fragment NewsletterFields on Newsletter @_unmask {
    id
    slug
    name
    description
    landingPath
  }
`);

const CreateNewsletter = graphql(
  `
  mutation CreateCollectionNewsletter($collectionId: ID!, $name: String!, $description: String) {
    createCollectionNewsletter(collectionId: $collectionId, name: $name, description: $description) {
      __typename
      ... on Newsletter {
        ...NewsletterFields
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [NewsletterFields],
);

const UpdateNewsletter = graphql(
  `
  mutation UpdateNewsletter($newsletterId: ID!, $name: String!, $description: String!) {
    updateNewsletter(newsletterId: $newsletterId, name: $name, description: $description) {
      __typename
      ... on Newsletter {
        ...NewsletterFields
      }
      ... on Failure {
        message
      }
    }
  }
`,
  [NewsletterFields],
);

export const newsletterSettingsData = definePageData({
  query: NewsletterSettingsQuery,
  variables: (params) => ({ collectionSlug: params['collectionSlug'] ?? '' }),
  status: (data, params) => {
    const collection = data.collectionByDomainOrSlug;
    // editors only; the settings address names the newsletter, and a wrong name is nothing
    if (!collection || !collectionPermissions(collection.viewerRole).canManage) return 404;
    return params['newsletterSlug'] === undefined || collection.newsletterV3?.slug === params['newsletterSlug']
      ? 200
      : 404;
  },
});

/**
 * /{collectionSlug}/new-newsletter and /{collectionSlug}/newsletters/{newsletterSlug}/settings:
 * a publication's editors start its newsletter (a publication has one) and later rename it or
 * say what readers get; from here they write an e-mail, read its stats and take its list.
 */
export default function NewsletterSettingsPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [, updateNewsletter] = useMutation(UpdateNewsletter);
  const [, createNewsletter] = useMutation(CreateNewsletter);
  const collectionSlug = navigation.params['collectionSlug'] ?? '';
  const [{ data }] = useQuery({ query: NewsletterSettingsQuery, variables: { collectionSlug } });
  const collection = data?.collectionByDomainOrSlug;
  const existing = collection?.newsletterV3 ?? null;
  const [name, setName] = useState(existing?.name ?? collection?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  if (!collection) return null;
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = existing
      ? (await updateNewsletter({ newsletterId: existing.id, name, description })).data?.updateNewsletter
      : (await createNewsletter({ collectionId: collection.id, name, description })).data?.createCollectionNewsletter;
    if (answer?.__typename !== 'Newsletter')
      return setMessage({ text: failureMessage(answer, 'Please try again.'), isError: true });
    if (existing) return setMessage({ text: 'Saved.', isError: false });
    // a new newsletter's settings live at its own address
    window.location.assign(link('ShowCollectionNewsletterSettings', { collectionSlug, newsletterSlug: answer.slug }));
  };
  const title = existing ? `${existing.name} settings` : `Start ${collection.name}’s newsletter`;
  return (
    <main className="page" id="main">
      <title>{`${title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{title}</h1>
        {existing ? (
          <p className="page__lede">
            {formatCounted(existing.stats?.active ?? 0, 'subscriber', 'subscribers')}
            {existing.stats?.pending
              ? `, ${formatCounted(existing.stats.pending, 'address', 'addresses')} waiting to confirm`
              : ''}
            . <a href={existing.landingPath}>See its page</a>
          </p>
        ) : (
          <p className="page__lede">
            Readers subscribe on the newsletter’s page and get every story {collection.name} publishes by e-mail.
            Editors can also write e-mails that go only to subscribers.
          </p>
        )}
        <form className="settings-form" onSubmit={(event) => void save(event)}>
          <Field label="Name" name="name" type="text" value={name} onChange={setName} maxLength={MAX_NEWSLETTER_NAME} />
          <label className="field">
            <span className="field__label">What readers get</span>
            <textarea
              className="field__input"
              rows={3}
              maxLength={MAX_NEWSLETTER_DESCRIPTION}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </label>
          <button type="submit" className="button button--primary">
            {existing ? 'Save' : 'Start the newsletter'}
          </button>
          {message && (
            <p className={message.isError ? 'field__error' : undefined} role={message.isError ? 'alert' : 'status'}>
              {message.text}
            </p>
          )}
        </form>
        {existing && (
          <p className="page__actions">
            <a
              className="button button--primary"
              href={link('ShowNewsletterNewEmail', { newsletterV3Id: existing.id })}
            >
              Write an e-mail
            </a>
            <a className="button button--outline" href={link('ShowNewsletterStats', { newsletterV3Id: existing.id })}>
              Stats
            </a>
            <a
              className="button button--outline"
              href={link('ExportNewsletter', { newsletterV3Id: existing.id })}
              download
            >
              Export subscribers
            </a>
          </p>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'newsletter-settings': { data: newsletterSettingsData } });
