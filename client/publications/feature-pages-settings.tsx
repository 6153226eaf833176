import { useState, type FormEvent } from 'react';
import { Field, TextAreaField } from '../auth/fields.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { MAX_FEATURE_PAGE_DESCRIPTION, MAX_FEATURE_PAGE_TITLE } from '../../shared/publications/feature-page-fields.ts';
import { graphql } from '../graphql/graphql.ts';
import { useLink, useNavigation } from '../state/app-state.tsx';

export interface FeaturePageSummary {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly tagSlug: string;
  readonly description: string;
}

const SaveFeaturePage = graphql(`
  mutation SaveFeaturePage($collectionId: ID!, $slug: String, $title: String!, $tag: String!, $description: String) {
    saveFeaturePage(collectionId: $collectionId, slug: $slug, title: $title, tag: $tag, description: $description) {
      __typename
      ... on FeaturePage {
        id
        slug
      }
      ... on Failure {
        message
      }
    }
  }
`);

const DeleteFeaturePage = graphql(`
  mutation DeleteFeaturePage($collectionId: ID!, $slug: String!) {
    deleteFeaturePage(collectionId: $collectionId, slug: $slug) {
      __typename
      ... on FeaturePage {
        id
      }
      ... on Failure {
        message
      }
    }
  }
`);

interface Collection {
  readonly id: string;
  readonly slug: string;
  readonly featurePages: readonly FeaturePageSummary[];
}

/** Making or changing one feature page; back to the list once it is saved or deleted. */
function FeaturePageForm({ collection, page }: { collection: Collection; page: FeaturePageSummary | null }) {
  const [, saveFeaturePage] = useMutation(SaveFeaturePage);
  const [, deleteFeaturePage] = useMutation(DeleteFeaturePage);
  const link = useLink();
  const [title, setTitle] = useState(page?.title ?? '');
  const [tag, setTag] = useState(page?.tagSlug ?? '');
  const [description, setDescription] = useState(page?.description ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = link('ShowCollectionFeaturePages', { collectionSlug: collection.slug });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await saveFeaturePage({
      collectionId: collection.id,
      slug: page?.slug ?? null,
      title,
      tag,
      description,
    });
    const answer = result.data?.saveFeaturePage;
    if (answer?.__typename === 'FeaturePage') return window.location.assign(list);
    setBusy(false);
    setError(failureMessage(answer, 'Please try again.'));
  };
  const remove = async () => {
    if (!page) return;
    setBusy(true);
    const result = await deleteFeaturePage({ collectionId: collection.id, slug: page.slug });
    const answer = result.data?.deleteFeaturePage;
    if (answer?.__typename === 'FeaturePage') return window.location.assign(list);
    setBusy(false);
    setError(failureMessage(answer, 'Please try again.'));
  };
  return (
    <form
      className="settings-form"
      onSubmit={(event) => void save(event)}
      aria-label={page ? `Edit ${page.title}` : 'New feature page'}
    >
      <Field
        label="Title"
        name="title"
        type="text"
        value={title}
        onChange={setTitle}
        maxLength={MAX_FEATURE_PAGE_TITLE}
      />
      <Field
        label="Tag whose stories it gathers"
        name="tag"
        type="text"
        value={tag}
        onChange={setTag}
        maxLength={100}
      />
      <TextAreaField
        label="Introduction"
        value={description}
        onChange={setDescription}
        maxLength={MAX_FEATURE_PAGE_DESCRIPTION}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <p className="story-row__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {page ? 'Save feature page' : 'Create feature page'}
        </button>
        {page && (
          <button type="button" className="button button--outline" disabled={busy} onClick={() => void remove()}>
            Delete feature page
          </button>
        )}
        <a href={list}>Cancel</a>
      </p>
    </form>
  );
}

/**
 * The publication's feature pages (/{collectionSlug}/settings/feature-pages): each a page of its
 * stories under one tag, at /{collectionSlug}/{topicSlug}/home, which a navigation item of the
 * "topic page" kind links. /new and /{topicSlug}/edit open the form.
 */
export function FeaturePagesSettings({ collection }: { collection: Collection }) {
  const link = useLink();
  const { routeName, params } = useNavigation();
  const collectionSlug = collection.slug;
  if (routeName === 'ShowCollectionNewFeaturePage') return <FeaturePageForm collection={collection} page={null} />;
  if (routeName === 'ShowCollectionEditFeaturePage') {
    const page = collection.featurePages.find(({ slug }) => slug === params['topicSlug']);
    if (page) return <FeaturePageForm key={page.slug} collection={collection} page={page} />;
    return (
      <p className="feed__empty">
        This publication has no feature page at that address.{' '}
        <a href={link('ShowCollectionFeaturePages', { collectionSlug })}>All feature pages</a>
      </p>
    );
  }
  return (
    <>
      {collection.featurePages.length === 0 ? (
        <p className="feed__empty">
          No feature pages yet. A feature page gathers your stories under one tag, with your introduction, at an address
          of its own.
        </p>
      ) : (
        <ul className="story-rows">
          {collection.featurePages.map((page) => (
            <li key={page.slug} className="story-row">
              <span>
                <a href={link('ShowCollectionTopicHome', { collectionSlug, topicSlug: page.slug })}>{page.title}</a>
                <span className="story-row__meta"> · stories tagged {page.tagSlug}</span>
              </span>
              <span className="story-row__actions">
                <a
                  href={link('ShowCollectionEditFeaturePage', { collectionSlug, topicSlug: page.slug })}
                  aria-label={`Edit ${page.title}`}
                >
                  Edit
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="button button--outline" href={link('ShowCollectionNewFeaturePage', { collectionSlug })}>
          New feature page
        </a>
      </p>
    </>
  );
}
