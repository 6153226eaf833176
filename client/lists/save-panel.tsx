import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { MAX_CATALOG_NAME } from '../../shared/content/catalog-slug.ts';
import { READING_LIST_TOAST, readingListToastMessage } from '../../shared/reading/reading-list-toast.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { BookmarkPost, UnbookmarkPost } from '../data/reading-list-mutations.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { FormActions } from '../components/form-actions.tsx';

export interface SavablePost {
  readonly id: string;
  readonly readingList: 'QUEUE' | 'READING_LIST_ARCHIVE' | 'NONE';
  readonly viewerCatalogIds: readonly string[];
}

const SaveMenuLists = graphql(`
  query SaveMenuLists {
    viewer {
      id
      catalogs {
        id
        name
        visibility
        predefined
        postCount
      }
    }
  }
`);

const AddToCatalog = graphql(`
  mutation AddToCatalog($catalogId: ID!, $targetPostId: ID!) {
    addToCatalog(catalogId: $catalogId, targetPostId: $targetPostId) {
      __typename
      ... on Catalog {
        id
        postCount
      }
    }
  }
`);

const RemoveFromCatalog = graphql(`
  mutation RemoveFromCatalog($catalogId: ID!, $targetPostId: ID!) {
    removeFromCatalog(catalogId: $catalogId, targetPostId: $targetPostId) {
      __typename
      ... on Catalog {
        id
        postCount
      }
    }
  }
`);

const CreateCatalog = graphql(`
  mutation CreateCatalog($name: String!, $visibility: ListVisibility!, $targetPostId: ID) {
    createCatalog(name: $name, visibility: $visibility, targetPostId: $targetPostId) {
      __typename
      ... on Catalog {
        id
        name
      }
      ... on Failure {
        message
      }
    }
  }
`);

/**
 * The save menu's panel: the reading list (with the reading-list toast and its Undo, docs/spec-checklist.md 1 §5),
 * the reader's lists, and a new list made on the spot. Loaded when a reader first opens it.
 */
export default function SavePanel({ post, id }: { post: SavablePost; id: string }) {
  const toast = useToast();
  const fieldId = useId();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ data }, refetchLists] = useQuery({ query: SaveMenuLists });
  const [, bookmark] = useMutation(BookmarkPost);
  const [, unbookmark] = useMutation(UnbookmarkPost);
  const [, add] = useMutation(AddToCatalog);
  const [, remove] = useMutation(RemoveFromCatalog);
  const [creation, create] = useMutation(CreateCatalog);
  const refused = (
    result: { error?: unknown; data?: Record<string, { __typename: string } | undefined> | null },
    typename: string,
  ) => {
    const answer = result.data && Object.values(result.data)[0];
    if (result.error || answer?.__typename !== typename) toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
    return Boolean(result.error || answer?.__typename !== typename);
  };
  const toggleReadingList = (inList: boolean) => {
    const variables = { targetPostId: post.id };
    void (inList ? bookmark(variables) : unbookmark(variables)).then((result) => {
      if (!refused(result, 'Post') && inList)
        toast({
          message: readingListToastMessage('bookmark', post.id),
          duration: READING_LIST_TOAST.duration,
          extraParams: { kind: 'readingList' },
        });
    });
  };
  const toggleList = (catalogId: string, inList: boolean) => {
    const variables = { catalogId, targetPostId: post.id };
    void (inList ? add(variables) : remove(variables)).then((result) => refused(result, 'Catalog'));
  };
  const submitNewList = (event: FormEvent) => {
    event.preventDefault();
    void create({ name, visibility: isPrivate ? 'PRIVATE' : 'PUBLIC', targetPostId: post.id }).then((result) => {
      const answer = result.data?.createCatalog;
      if (answer?.__typename === 'BadRequest') return setError(answer.message);
      if (result.error || answer?.__typename !== 'Catalog')
        return toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      toast({ message: `Saved to ${answer.name}.` });
      setCreating(false);
      setName('');
      setError(null);
      refetchLists({ requestPolicy: 'network-only' });
    });
  };

  const lists = data?.viewer?.catalogs.filter((list) => !list.predefined) ?? [];
  return (
    <div className="save__panel" id={id} role="group" aria-label="Save to a list">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={post.readingList === 'QUEUE'}
          onChange={(event) => toggleReadingList(event.target.checked)}
        />{' '}
        Reading list
      </label>
      {lists.map((list) => (
        <label className="checkbox" key={list.id}>
          <input
            type="checkbox"
            checked={post.viewerCatalogIds.includes(list.id)}
            onChange={(event) => toggleList(list.id, event.target.checked)}
          />{' '}
          {list.name}
          {list.visibility !== 'PUBLIC' && <span className="save__private"> · Private</span>}
        </label>
      ))}
      {creating ? (
        <form className="save__new" onSubmit={submitNewList}>
          <label className="field">
            <span className="field__label">Name of the new list</span>
            <input
              className="field__input"
              value={name}
              maxLength={MAX_CATALOG_NAME}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              // biome-ignore lint/a11y/noAutofocus: the field appears because the reader asked for a new list
              autoFocus
            />
          </label>
          {error && (
            <p className="field__error" id={`${fieldId}-error`}>
              {error}
            </p>
          )}
          <label className="checkbox">
            <input type="checkbox" checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} /> Make it
            private
          </label>
          <FormActions submitLabel="Create" busy={creation.fetching} onCancel={() => setCreating(false)} />
        </form>
      ) : (
        <button type="button" className="link-button save__create" onClick={() => setCreating(true)}>
          Create new list
        </button>
      )}
    </div>
  );
}
