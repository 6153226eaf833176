import { useState, type FormEvent } from 'react';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { highlightsLink } from '../../shared/routes/link-shapes.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { CatalogList } from './catalog-list.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { ListDetailsFields, type ListDetails } from './list-details-fields.tsx';
import { PagedPosts } from '../stories/paged-posts.tsx';
import { PostPreview, PostPreviewFragment } from '../stories/post-preview.tsx';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData, pageLocation, type PageLocation } from '../pages/page-data.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { definePages } from '../pages/define-page.ts';

const YourCatalogsQuery = graphql(
  `
    query YourCatalogsPageQuery($lists: Boolean!, $history: Boolean!, $to: String) {
      viewer {
        id
        catalogs @include(if: $lists) {
          id
          name
          description
          visibility
          predefined
          postCount
          mediumUrl
        }
      }
      resumeReading(paging: { limit: 5 }) @include(if: $history) {
        posts {
          id
          ...PostPreview
        }
      }
      readingHistory(paging: { limit: 10, to: $to }) @include(if: $history) {
        posts {
          id
          ...PostPreview
        }
        pagingInfo {
          next {
            to
          }
        }
      }
    }
  `,
  [PostPreviewFragment],
);

const CreateList = graphql(`
  mutation CreateList($name: String!, $description: String, $visibility: ListVisibility!) {
    createCatalog(name: $name, description: $description, visibility: $visibility) {
      __typename
      ... on Catalog {
        id
        mediumUrl
      }
      ... on Failure {
        message
      }
    }
  }
`);

const yourCatalogsVariables = (_params: unknown, location: PageLocation) => {
  const history = location.routeName === 'ShowReadingHistory';
  return { lists: !history, history, to: null };
};

export const yourCatalogsData = definePageData({
  query: YourCatalogsQuery,
  variables: yourCatalogsVariables,
  status: () => 200,
});

/** /me/lists and /me/readinghistory: the reader's library. */
export default function YourCatalogsPage() {
  const navigation = useNavigation();
  const { productName } = useConfig();
  const link = useLink();
  const variables = yourCatalogsVariables(null, pageLocation(navigation));
  const [{ data }, refetch] = useQuery({ query: YourCatalogsQuery, variables });
  const history = variables.history;
  return (
    <main className="page" id="main">
      <title>{`${history ? 'Reading history' : 'Your library'} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Your library</h1>
        {!data?.viewer ? (
          <p>
            <a href={signInHref(link, navigation.path)}>Sign in</a> to see your lists and reading history.
          </p>
        ) : (
          <>
            <nav className="tabs" aria-label="Your library">
              <a className="tabs__tab" href={link('ShowYourLists')} aria-current={!history ? 'page' : undefined}>
                Your lists
              </a>
              <a className="tabs__tab" href={highlightsLink()}>
                Highlights
              </a>
              <a className="tabs__tab" href={link('ShowReadingHistory')} aria-current={history ? 'page' : undefined}>
                Reading history
              </a>
            </nav>
            {data.viewer.catalogs && (
              <>
                <NewListForm onCreated={() => refetch({ requestPolicy: 'network-only' })} />
                <CatalogList lists={data.viewer.catalogs} />
              </>
            )}
            {data.resumeReading && data.resumeReading.posts.length > 0 && !variables.to && (
              <section className="feed" aria-labelledby="resume-reading">
                <h2 className="feed__heading" id="resume-reading">
                  Resume reading
                </h2>
                {data.resumeReading.posts.map((post) => (
                  <PostPreview key={post.id} post={post} />
                ))}
              </section>
            )}
            {data.readingHistory && (
              <PagedPosts
                first={data.readingHistory}
                query={YourCatalogsQuery}
                variables={(to) => ({ ...variables, to })}
                pick={(more) => more?.readingHistory}
                label="Stories you read"
                empty="Stories you read will show up here."
              />
            )}
          </>
        )}
      </div>
    </main>
  );
}

const NO_DETAILS: ListDetails = { name: '', description: '', isPrivate: false };

function NewListForm({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState<ListDetails>(NO_DETAILS);
  const [error, setError] = useState<string | null>(null);
  const [state, create] = useMutation(CreateList);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create({
      name: details.name,
      description: details.description,
      visibility: details.isPrivate ? 'PRIVATE' : 'PUBLIC',
    }).then((result) => {
      const answer = result.data?.createCatalog;
      if (answer?.__typename === 'BadRequest') return setError(answer.message);
      if (result.error || answer?.__typename !== 'Catalog')
        return toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      setOpen(false);
      setDetails(NO_DETAILS);
      setError(null);
      toast({ message: 'Your list is ready.' });
      onCreated();
    });
  };
  if (!open) {
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        New list
      </button>
    );
  }
  return (
    <form className="list-form" onSubmit={submit}>
      <ListDetailsFields details={details} error={error} onChange={setDetails} autoFocus />
      <FormActions submitLabel="Create" busy={state.fetching} onCancel={() => setOpen(false)} />
    </form>
  );
}

export const pages = definePages({ 'your-catalogs': { data: yourCatalogsData } });
