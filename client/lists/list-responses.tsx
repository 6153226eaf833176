import { useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../data/use-idempotency-key.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { MAX_RESPONSE_LENGTH } from '../../shared/content/response-text.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { graphql } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useAppState } from '../state/app-state.tsx';
import { ResponseCard, ResponseCardFragment } from '../responses/response-card.tsx';

/** docs/spec-checklist.md 1 §8: a list whose owner closed discussion. */
export const CLOSED_LIST_DISCUSSION =
  'The author has closed discussion for this list. We are unable to save changes to your response.';

const ListResponsesQuery = graphql(
  `
  query ListResponses($catalogId: ID!) {
    catalogById(catalogId: $catalogId) {
      __typename
      ... on Catalog {
        id
        threadedCatalogResponses(paging: { limit: 25 }, sortType: NEWEST) {
          responsesCount
          posts {
            id
            isHiddenOnParent
            ...ResponseCard
          }
        }
      }
    }
  }
`,
  [ResponseCardFragment],
);

const RespondToList = graphql(`
  mutation RespondToList($parentCatalogId: ID!, $text: String!, $idempotencyKey: String) {
    createResponse(parentCatalogId: $parentCatalogId, text: $text, idempotencyKey: $idempotencyKey) {
      __typename
      ... on Post {
        id
      }
      ... on Failure {
        message
      }
    }
  }
`);

const ShowCatalogResponseOnParent = graphql(`
  mutation ShowCatalogResponseOnParent($parentCatalogId: ID!, $catalogResponseId: ID!) {
    showCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {
      __typename
      ... on Post {
        id
        isHiddenOnParent
      }
    }
  }
`);

const HideCatalogResponseOnParent = graphql(`
  mutation HideCatalogResponseOnParent($parentCatalogId: ID!, $catalogResponseId: ID!) {
    hideCatalogResponseOnParent(parentCatalogId: $parentCatalogId, catalogResponseId: $catalogResponseId) {
      __typename
      ... on Post {
        id
        isHiddenOnParent
      }
    }
  }
`);

/** Responses to a list; its owner hides or shows them (ShowCatalogResponseOnParent, then the thread is fetched again). */
export function ListResponses({ list }: { list: { id: string; responsesLocked: boolean; isOwner: boolean } }) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ data }, refetch] = useQuery({ query: ListResponsesQuery, variables: { catalogId: list.id } });
  const [sending, respond] = useMutation(RespondToList);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const [, show] = useMutation(ShowCatalogResponseOnParent);
  const [, hide] = useMutation(HideCatalogResponseOnParent);
  const thread = data?.catalogById.__typename === 'Catalog' ? data.catalogById.threadedCatalogResponses : null;
  const again = () => refetch({ requestPolicy: 'network-only' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'respond' });
    void respond({ parentCatalogId: list.id, text, idempotencyKey }).then((result) => {
      const answer = result.data?.createResponse;
      if (answer?.__typename === 'Post') {
        renewKey();
        setText('');
        setError(null);
        again();
      } else if (answer && 'message' in answer) setError(answer.message);
      else toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
    });
  };
  return (
    <section className="responses" aria-labelledby="responses-heading">
      <h2 className="responses__heading" id="responses-heading">
        Responses ({thread?.responsesCount ?? 0})
      </h2>
      {list.responsesLocked ? (
        <p className="responses__closed">{CLOSED_LIST_DISCUSSION}</p>
      ) : (
        <form className="response-form" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="list-response">
            Your response
          </label>
          <textarea
            id="list-response"
            className="response-form__text"
            rows={3}
            maxLength={MAX_RESPONSE_LENGTH}
            placeholder="What do you think of this list?"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="button button--primary response-form__submit"
            disabled={sending.fetching || !text.trim()}
          >
            Respond
          </button>
        </form>
      )}
      <ol className="thread__list">
        {thread?.posts.map((response) => (
          <li key={response.id} className={`response${response.isHiddenOnParent ? ' response--hidden' : ''}`}>
            <ResponseCard response={response}>
              {list.isOwner && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    const variables = { parentCatalogId: list.id, catalogResponseId: response.id };
                    void (response.isHiddenOnParent ? show(variables) : hide(variables)).then((result) =>
                      result.error ? toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' }) : again(),
                    );
                  }}
                >
                  {response.isHiddenOnParent ? 'Show this response' : 'Hide this response'}
                </button>
              )}
            </ResponseCard>
          </li>
        ))}
      </ol>
    </section>
  );
}
