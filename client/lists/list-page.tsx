import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import type { Params } from '../../shared/routes/index.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { Avatar } from '../components/avatar.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { ListDetailsFields, type ListDetails } from './list-details-fields.tsx';
import { ListResponses } from './list-responses.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { PostPreview, PostPreviewFragment } from '../stories/post-preview.tsx';
import { ReadingListView } from './reading-list-view.tsx';
import { formatCounted } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { ShareMenu } from '../discovery/share-menu.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';
import { LIST_SHARE_CARD } from '../../shared/discovery/share-cards.ts';

/** Only a reader who reports loads the dialog. */
const ReportDialog = lazy(() =>
  import('../moderation/report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

const ListQuery = graphql(
  `
    query ListPageQuery($catalogSlugId: String!, $username: String, $to: String, $highlights: Boolean!) {
      viewer {
        id
      }
      viewerHighlights @include(if: $highlights) {
        id
        preview
        paragraphName
        post {
          id
          title
          mediumUrl
        }
      }
      catalogBySlugId(catalogSlugId: $catalogSlugId, username: $username) {
        __typename
        ... on Catalog {
          id
          name
          description
          visibility
          predefined
          postCount
          responsesLocked
          isSuspended
          creator {
            id
            name
            username
            imageId
            mediumUrl
          }
          itemsConnection(paging: { limit: 10, to: $to }) {
            items {
              catalogItemId
              post {
                id
                ...PostPreview
              }
            }
            pagingInfo {
              next {
                to
              }
            }
          }
        }
      }
    }
  `,
  [PostPreviewFragment],
);

const UpdateList = graphql(`
  mutation UpdateList($catalogId: ID!, $name: String!, $description: String!, $visibility: ListVisibility!, $responsesLocked: Boolean) {
    updateCatalog(catalogId: $catalogId, name: $name, description: $description, visibility: $visibility, responsesLocked: $responsesLocked) {
      __typename
      ... on Catalog {
        id
        name
        description
        visibility
        responsesLocked
      }
      ... on Failure {
        message
      }
    }
  }
`);

const DeleteList = graphql(`
  mutation DeleteList($catalogId: ID!) {
    deleteCatalog(catalogId: $catalogId) {
      __typename
    }
  }
`);

const RemoveFromList = graphql(`
  mutation RemoveFromList($catalogId: ID!, $targetPostId: ID!) {
    removeFromCatalog(catalogId: $catalogId, targetPostId: $targetPostId) {
      __typename
      ... on Catalog {
        id
        postCount
      }
    }
  }
`);

const listVariables = (params: Params, location: PageLocation) => {
  const catalogSlugId = params['catalogSlugId'] ?? params['catalogSlug'] ?? '';
  return {
    catalogSlugId,
    username: location.routeName === 'ShowUserList' ? (params['username'] ?? null) : null,
    to: null,
    highlights: catalogSlugId === 'highlights',
  };
};

export const listData = definePageData({
  query: ListQuery,
  variables: listVariables,
  // the highlights view is the reader's own; every other address names a list
  status: (data) => (data.viewerHighlights || data.catalogBySlugId.__typename === 'Catalog' ? 200 : 404),
});

type Catalog = Extract<ResultOf<typeof ListQuery>['catalogBySlugId'], { __typename: 'Catalog' }>;
type Item = Catalog['itemsConnection']['items'][number] & { id: string };

const itemsPage = (catalog: Catalog | null | undefined) =>
  catalog
    ? {
        items: catalog.itemsConnection.items
          .filter((item) => item.post)
          .map((item) => ({ ...item, id: item.catalogItemId })),
        next: catalog.itemsConnection.pagingInfo.next?.to ?? null,
      }
    : null;

/** A list: its stories, a page at a time; its owner edits, removes, archives; readers respond. */
export default function ListPage() {
  const navigation = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const toast = useToast();
  const variables = listVariables(navigation.params, pageLocation(navigation));
  const [{ data }] = useQuery({ query: ListQuery, variables });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [, removeFromList] = useMutation(RemoveFromList);
  const [, deleteList] = useMutation(DeleteList);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const embed = navigation.routeName === 'ShowEmbedList';

  if (data?.viewerHighlights) {
    return (
      <main className="page" id="main">
        <title>{`Highlights – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Your highlights</h1>
          {data.viewerHighlights.length === 0 ? (
            <p className="feed__empty">Select text in a story and choose Highlight to keep it here.</p>
          ) : (
            <ul className="marks__list">
              {data.viewerHighlights.map((highlight) => (
                <li key={highlight.id}>
                  <p>“{highlight.preview}”</p>
                  {highlight.post && (
                    <p className="marks__meta">
                      <a href={`${highlight.post.mediumUrl}#${highlight.paragraphName}`}>
                        {highlight.post.title || 'Untitled story'}
                      </a>
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </main>
    );
  }
  const catalog = data?.catalogBySlugId.__typename === 'Catalog' ? data.catalogBySlugId : null;
  const first = itemsPage(catalog);
  if (!catalog || !first) return null;
  const isOwner = data?.viewer?.id === catalog.creator.id;
  const isReadingList = catalog.predefined === 'reading-list';
  const takeOut = (postId: string) => {
    setRemoved((now) => new Set([...now, postId]));
    const restore = () => setRemoved((now) => new Set([...now].filter((id) => id !== postId)));
    void removeFromList({ catalogId: catalog.id, targetPostId: postId }).then((result) => {
      if (result.error || result.data?.removeFromCatalog.__typename !== 'Catalog') {
        restore();
        toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      }
    });
  };
  const renderItems = (items: readonly Item[]) => (
    <ol className="list-items">
      {items
        .filter((item) => item.post && !removed.has(item.post.id))
        .map((item) =>
          item.post ? (
            <li key={item.catalogItemId} className="list-items__item">
              <PostPreview post={item.post} />
              {isOwner && !embed && (
                <button type="button" className="link-button" onClick={() => item.post && takeOut(item.post.id)}>
                  Remove
                  <span className="visually-hidden"> from {catalog.name}</span>
                </button>
              )}
            </li>
          ) : null,
        )}
    </ol>
  );
  return (
    <main className={`page${embed ? ' page--embed' : ''}`} id="main">
      <title>{`${catalog.name} – ${productName}`}</title>
      <div className="reading-column">
        <header className="masthead">
          <p className="list-byline">
            <Avatar imageId={catalog.creator.imageId} name={catalog.creator.name} size={28} />
            <a href={catalog.creator.mediumUrl}>{catalog.creator.name}</a>
          </p>
          <h1 className="masthead__name">{catalog.name}</h1>
          {catalog.description && <p className="masthead__description">{catalog.description}</p>}
          {catalog.isSuspended && (
            <p className="masthead__stats" role="status">
              {'Moderators hid this list from readers. '}
              <a href={link('ShowYourModeration')}>See why, and appeal</a>
            </p>
          )}
          <p className="masthead__stats">
            {formatCounted(catalog.postCount, 'story', 'stories')}
            {catalog.visibility !== 'PUBLIC' && ' · Private'}
          </p>
          {catalog.visibility === 'PUBLIC' && !embed && (
            <ShareMenu
              route="ShareUserList"
              params={{ username: catalog.creator.username, catalogSlug: variables.catalogSlugId }}
            />
          )}
          {data?.viewer && !isOwner && !embed && (
            <p>
              <button type="button" className="link-button link-button--danger" onClick={() => setReporting(true)}>
                Report this list
              </button>
            </p>
          )}
          {reporting && (
            <Suspense fallback={null}>
              <ReportDialog subject="LIST" id={catalog.id} name={catalog.name} onDone={() => setReporting(false)} />
            </Suspense>
          )}
          {isOwner && !catalog.predefined && !embed && (
            <p className="list-owner-actions">
              <button
                type="button"
                className="button button--outline"
                onClick={() => setEditing((now) => !now)}
                aria-expanded={editing}
              >
                Edit list
              </button>
              <button type="button" className="link-button link-button--danger" onClick={() => setDeleting(true)}>
                Delete list
              </button>
            </p>
          )}
          {editing && <ListEditor catalog={catalog} onDone={() => setEditing(false)} />}
        </header>
        {isReadingList && isOwner && !embed ? (
          <ReadingListView />
        ) : (
          <PagedList
            first={first}
            query={ListQuery}
            variables={(to) => ({ ...variables, to })}
            pick={(more) => itemsPage(more?.catalogBySlugId.__typename === 'Catalog' ? more.catalogBySlugId : null)}
            render={renderItems}
            empty={isOwner ? 'Save stories to this list from any story page.' : 'This list is empty.'}
            className="feed"
          />
        )}
        {embed ? (
          <p className="embed-credit">
            <a href={link('ShowHome')} target="_top">
              {productName}
            </a>
          </p>
        ) : (
          !catalog.predefined && (
            <ListResponses list={{ id: catalog.id, responsesLocked: catalog.responsesLocked, isOwner }} />
          )
        )}
      </div>
      {deleting && (
        <ConfirmDialog
          title="Delete this list?"
          confirmLabel="Delete"
          danger
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            void deleteList({ catalogId: catalog.id }).then((result) => {
              if (result.error || result.data?.deleteCatalog.__typename !== 'User') {
                setDeleting(false);
                toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
              } else window.location.assign(link('ShowYourLists'));
            })
          }
        >
          <p>The stories stay where they are; only the list goes.</p>
        </ConfirmDialog>
      )}
    </main>
  );
}

function ListEditor({ catalog, onDone }: { catalog: Catalog; onDone: () => void }) {
  const toast = useToast();
  const [details, setDetails] = useState<ListDetails>({
    name: catalog.name,
    description: catalog.description,
    isPrivate: catalog.visibility !== 'PUBLIC',
  });
  const [locked, setLocked] = useState(catalog.responsesLocked);
  const [error, setError] = useState<string | null>(null);
  const [state, update] = useMutation(UpdateList);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void update({
      catalogId: catalog.id,
      name: details.name,
      description: details.description,
      visibility: details.isPrivate ? 'PRIVATE' : 'PUBLIC',
      responsesLocked: locked,
    }).then((result) => {
      const answer = result.data?.updateCatalog;
      if (answer?.__typename === 'BadRequest') return setError(answer.message);
      if (result.error || answer?.__typename !== 'Catalog')
        return toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      toast({ message: 'Your list is saved.' });
      onDone();
    });
  };
  return (
    <form className="list-form" onSubmit={submit}>
      <ListDetailsFields details={details} error={error} onChange={setDetails} />
      <label className="checkbox">
        <input type="checkbox" checked={locked} onChange={(event) => setLocked(event.target.checked)} /> Close
        discussion
      </label>
      <FormActions submitLabel="Save" busy={state.fetching} onCancel={onDone} />
    </form>
  );
}

export const pages = definePages({ list: { data: listData, shareCard: LIST_SHARE_CARD } });
