import { useState, type FormEvent } from 'react';
import type { NavigationItem } from '../../shared/publications/navigation.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { NavigationItemsEditor } from './navigation-items-editor.tsx';

const UpdateNavigation = graphql(`
  mutation UpdateCollectionNavigation($id: ID!, $items: [NavigationItemInput!]!) {
    updateCollectionNavigation(collectionId: $id, items: $items) {
      __typename
      ... on Collection {
        id
        navigation {
          type
          title
          target
        }
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** The links under the publication's name: up to eight, in order, each of one of the navigation item types. */
export function NavigationSettings({
  collection,
}: {
  collection: { readonly id: string; readonly navigation: readonly NavigationItem[] };
}) {
  const [, updateNavigation] = useMutation(UpdateNavigation);
  const toast = useToast();
  const [items, setItems] = useState<NavigationItem[]>(collection.navigation.map((item) => ({ ...item })));
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = await updateNavigation({ id: collection.id, items });
    const answer = result.data?.updateCollectionNavigation;
    if (answer?.__typename === 'Collection') {
      setError(null);
      toast({ message: 'Navigation saved.' });
    } else setError(failureMessage(answer, 'Please try again.'));
  };
  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <NavigationItemsEditor items={items} onChange={setItems} />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <p className="story-row__actions">
        <button type="submit" className="button button--primary">
          Save navigation
        </button>
      </p>
    </form>
  );
}
