import { useState, type FormEvent } from 'react';
import { useClient } from 'urql';
import { MAX_NAVIGATION_ITEMS, NAVIGATION_ITEM_TYPES, type NavigationItem, type NavigationItemType } from '../../shared/publications/navigation.ts';
import { failureMessage } from '../data/failure-message.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';

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

const ITEM_TYPES: Readonly<Record<NavigationItemType, { label: string; target: string | null }>> = {
  ABOUT: { label: 'About page', target: null },
  ARCHIVE: { label: 'Archive', target: null },
  EXTERNAL_LINK: { label: 'Web address', target: 'https://…' },
  POST: { label: 'A story', target: 'Story id' },
  TAG: { label: 'A tag', target: 'Tag' },
  TOPIC_PAGE: { label: 'A topic page', target: 'Topic' },
};

/** The links under the publication's name: up to eight, in order, each of one of the navigation item types. */
export function NavigationSettings({ collection }: { collection: { readonly id: string; readonly navigation: readonly NavigationItem[] } }) {
  const client = useClient();
  const toast = useToast();
  const [items, setItems] = useState<NavigationItem[]>(collection.navigation.map((item) => ({ ...item })));
  const [error, setError] = useState<string | null>(null);
  const change = (index: number, patch: Partial<NavigationItem>) => setItems((now) => now.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = await client.mutation(UpdateNavigation, { id: collection.id, items }).toPromise();
    const answer = result.data?.updateCollectionNavigation;
    if (answer?.__typename === 'Collection') {
      setError(null);
      toast({ message: 'Navigation saved.' });
    } else setError(failureMessage(answer, 'Please try again.'));
  };
  return (
    <form className="settings-form" onSubmit={(event) => void save(event)}>
      <ol className="story-rows">
        {items.map((item, index) => (
          <li key={index} className="story-row nav-item">
            <select className="select" aria-label={`Item ${index + 1}: kind`} value={item.type} onChange={(event) => change(index, { type: event.target.value as NavigationItemType })}>
              {NAVIGATION_ITEM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ITEM_TYPES[type].label}
                </option>
              ))}
            </select>
            <input className="field__input nav-item__input" aria-label={`Item ${index + 1}: title`} placeholder="Title" value={item.title} onChange={(event) => change(index, { title: event.target.value })} />
            {ITEM_TYPES[item.type].target !== null && (
              <input
                className="field__input nav-item__input"
                aria-label={`Item ${index + 1}: ${ITEM_TYPES[item.type].label.toLowerCase()}`}
                placeholder={ITEM_TYPES[item.type].target ?? ''}
                value={item.target}
                onChange={(event) => change(index, { target: event.target.value })}
              />
            )}
            <button type="button" className="link-button" onClick={() => setItems((now) => now.filter((_, at) => at !== index))}>
              Remove
            </button>
          </li>
        ))}
      </ol>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <p className="story-row__actions">
        {items.length < MAX_NAVIGATION_ITEMS && (
          <button type="button" className="button button--outline" onClick={() => setItems((now) => [...now, { type: 'ABOUT', title: '', target: '' }])}>
            Add a link
          </button>
        )}
        <button type="submit" className="button button--primary">
          Save navigation
        </button>
      </p>
    </form>
  );
}
