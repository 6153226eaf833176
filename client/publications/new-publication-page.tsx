import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { Field } from '../auth/fields.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const NewPublicationQuery = graphql(`
  query NewPublicationQuery {
    viewer {
      id
    }
  }
`);

const CreateCollection = graphql(`
  mutation CreateCollection($name: String!, $slug: String, $description: String) {
    createCollection(name: $name, slug: $slug, description: $description) {
      __typename
      ... on Collection {
        id
        slug
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const newPublicationData = definePageData({
  query: NewPublicationQuery,
  variables: () => ({}),
  status: () => 200,
});

/** /new-publication: a name, an address and a line about it; the creator lands in its settings. */
export default function NewPublicationPage() {
  const { productName } = useConfig();
  const link = useLink();
  const [, createCollection] = useMutation(CreateCollection);
  const [{ data }] = useQuery({ query: NewPublicationQuery });
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await createCollection({ name, slug: slug || null, description });
    setBusy(false);
    const answer = result.data?.createCollection;
    if (answer?.__typename === 'Collection')
      return window.location.assign(link('ShowCollectionSettings', { collectionSlug: answer.slug }));
    setError(failureMessage(answer, 'The publication could not be created. Please try again.'));
  };

  return (
    <main className="page" id="main">
      <title>{`New publication – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Create a publication</h1>
        {!data?.viewer ? (
          <p>
            <a href={signInHref(link, link('ShowNewCollection'))}>Sign in</a> to create a publication.
          </p>
        ) : (
          <form className="settings-form" onSubmit={(event) => void create(event)}>
            <p className="page__lede">
              A home for stories by you and the writers you invite. You can change all of this later.
            </p>
            <Field label="Name" name="name" type="text" value={name} onChange={setName} maxLength={100} />
            <Field
              label="Address (optional: made from the name when blank)"
              name="slug"
              type="text"
              value={slug}
              onChange={setSlug}
              maxLength={50}
            />
            <Field
              label="Short description"
              name="description"
              type="text"
              value={description}
              onChange={setDescription}
              maxLength={160}
            />
            {error && (
              <p className="field__error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button button--primary" disabled={busy}>
              Create publication
            </button>
          </form>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'new-publication': { data: newPublicationData } });
