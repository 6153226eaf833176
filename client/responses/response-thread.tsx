import { useState, type FormEvent } from 'react';
import { useIdempotencyKey } from '../data/use-idempotency-key.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { MAX_RESPONSE_LENGTH, RESPONSE_DEPTH, showsRepliesToggle } from '../../shared/content/response-text.ts';
import { HELD_RESPONSE } from '../../shared/social/trust.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { formatCounted } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useSignInPrompt } from '../shell/sign-in-prompt.tsx';
import { useToast } from '../shell/use-toast.ts';
import { useAppState } from '../state/app-state.tsx';
import { FediverseReplies } from '../federation/fediverse-replies.tsx';
import { ReportDialog } from '../moderation/report-dialog.tsx';
import { ResponseCard, ResponseCardFragment } from './response-card.tsx';

const PAGE_SIZE = 10;

const ResponseThreadQuery = graphql(
  `
  query ResponseThread($id: ID!, $limit: Int!, $to: String) {
    post(id: $id) {
      id
      responsesCount
      threadedPostResponses(paging: { limit: $limit, to: $to }, sortType: NEWEST) {
        responsesCount
        autoExpandedPostIds
        viewerCanHideResponses
        pagingInfo {
          next {
            limit
            to
          }
        }
        posts {
          id
          isHiddenOnParent
          isHeldForApproval
          responsesCount
          creator {
            id
          }
          ...ResponseCard
        }
      }
    }
  }
`,
  [ResponseCardFragment],
);

const CreateResponse = graphql(`
  mutation CreateResponse($parentPostId: ID!, $text: String!, $idempotencyKey: String) {
    createResponse(parentPostId: $parentPostId, text: $text, idempotencyKey: $idempotencyKey) {
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

const HideResponse = graphql(`
  mutation HidePostResponseOnParentPost($parentPostId: ID!, $postResponseId: ID!) {
    hidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {
      __typename
      ... on Post {
        id
        isHiddenOnParent
      }
    }
  }
`);

const UnhideResponse = graphql(`
  mutation UnhidePostResponseOnParentPost($parentPostId: ID!, $postResponseId: ID!) {
    unhidePostResponseOnParentPost(parentPostId: $parentPostId, postResponseId: $postResponseId) {
      __typename
      ... on Post {
        id
        isHiddenOnParent
      }
    }
  }
`);

export interface Story {
  readonly id: string;
  readonly responsesCount: number;
  readonly responsesLocked: boolean;
  readonly creatorId: string;
  readonly viewerId: string | null;
}

/** The responses to a story, newest first, each with its own thread to depth 3 (docs/spec-checklist.md 1 §9). */
export default function ResponseThread({ story }: { story: Story }) {
  return (
    <>
      <Thread parentId={story.id} depth={1} story={story} />
      <FediverseReplies postId={story.id} />
    </>
  );
}

/** One level of a thread: the form to respond here, then the responses, a page at a time. */
function Thread({ parentId, depth, story }: { parentId: string; depth: number; story: Story }) {
  const [pages, setPages] = useState<(string | null)[]>([null]);
  const [{ data }, refetch] = useQuery({
    query: ResponseThreadQuery,
    variables: { id: parentId, limit: PAGE_SIZE, to: null },
  });
  const refresh = () => {
    setPages([null]);
    refetch({ requestPolicy: 'network-only' });
  };
  const next = data?.post?.threadedPostResponses.pagingInfo.next;
  return (
    <div className={`thread thread--depth-${depth}`}>
      {!story.responsesLocked && <ResponseForm parentId={parentId} depth={depth} onPublished={refresh} />}
      <ol className="thread__list">
        {pages.map((to) =>
          to === null ? (
            data?.post?.threadedPostResponses.posts.map((response) => (
              <ResponseItem
                key={response.id}
                response={response}
                parentId={parentId}
                depth={depth}
                story={story}
                canHide={data.post?.threadedPostResponses.viewerCanHideResponses === true}
                onChange={refresh}
              />
            ))
          ) : (
            <ThreadPage
              key={to}
              parentId={parentId}
              to={to}
              depth={depth}
              story={story}
              onChange={refresh}
              onNext={(nextTo) => setPages((all) => [...all, nextTo])}
              last={to === pages.at(-1)}
            />
          ),
        )}
      </ol>
      {pages.length === 1 && next && (
        <button
          type="button"
          className="button button--outline thread__more"
          onClick={() => setPages((all) => [...all, next.to])}
        >
          Show more responses
        </button>
      )}
    </div>
  );
}

/** A further page of a thread, asked for when the reader wants it. */
function ThreadPage({
  parentId,
  to,
  depth,
  story,
  onChange,
  onNext,
  last,
}: {
  parentId: string;
  to: string;
  depth: number;
  story: Story;
  onChange: () => void;
  onNext: (to: string) => void;
  last: boolean;
}) {
  const [{ data }] = useQuery({ query: ResponseThreadQuery, variables: { id: parentId, limit: PAGE_SIZE, to } });
  const next = data?.post?.threadedPostResponses.pagingInfo.next;
  return (
    <>
      {data?.post?.threadedPostResponses.posts.map((response) => (
        <ResponseItem
          key={response.id}
          response={response}
          parentId={parentId}
          depth={depth}
          story={story}
          canHide={data.post?.threadedPostResponses.viewerCanHideResponses === true}
          onChange={onChange}
        />
      ))}
      {last && next && (
        <li>
          <button type="button" className="button button--outline thread__more" onClick={() => onNext(next.to)}>
            Show more responses
          </button>
        </li>
      )}
    </>
  );
}

type ResponseRow = NonNullable<ResultOf<typeof ResponseThreadQuery>['post']>['threadedPostResponses']['posts'][number];

function ResponseItem({
  response,
  parentId,
  depth,
  story,
  canHide: mayHide,
  onChange,
}: {
  response: ResponseRow;
  parentId: string;
  depth: number;
  story: Story;
  canHide: boolean;
  onChange: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const toast = useToast();
  const [, hide] = useMutation(HideResponse);
  const [, unhide] = useMutation(UnhideResponse);
  // the story's writer, or its publication's editors, hide a response on it (top-level responses)
  const canHide = depth === 1 && mayHide;
  const setHidden = (hidden: boolean) => {
    const variables = { parentPostId: parentId, postResponseId: response.id };
    void (hidden ? hide(variables) : unhide(variables)).then((result) => {
      if (result.error) toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
      // docs/spec-checklist.md 1 §7: the threaded responses are fetched again after (un)hiding
      else onChange();
    });
  };
  return (
    <li className={`response${response.isHiddenOnParent ? ' response--hidden' : ''}`} id={`response-${response.id}`}>
      <ResponseCard
        response={response}
        note={
          response.isHeldForApproval
            ? canHide
              ? 'Waiting for your approval: a new account’s response with links.'
              : HELD_RESPONSE
            : 'Hidden from other readers.'
        }
      >
        {showsRepliesToggle({ depth, responsesCount: response.responsesCount }, story.responsesLocked) && (
          <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
            {open
              ? 'Hide replies'
              : response.responsesCount > 0
                ? formatCounted(response.responsesCount, 'reply', 'replies')
                : 'Reply'}
          </button>
        )}
        {canHide && (
          <button type="button" className="link-button" onClick={() => setHidden(!response.isHiddenOnParent)}>
            {response.isHeldForApproval
              ? 'Approve this response'
              : response.isHiddenOnParent
                ? 'Show this response'
                : 'Hide this response'}
          </button>
        )}
        {story.viewerId !== null && response.creator.id !== story.viewerId && (
          <button type="button" className="link-button" onClick={() => setReporting(true)}>
            Report
          </button>
        )}
      </ResponseCard>
      {reporting && (
        <ReportDialog subject="RESPONSE" id={response.id} name="this response" onDone={() => setReporting(false)} />
      )}
      {/* the deepest level shows its replies but takes no new ones */}
      {open && (
        <Thread
          parentId={response.id}
          depth={depth + 1}
          story={depth < RESPONSE_DEPTH ? story : { ...story, responsesLocked: true }}
        />
      )}
    </li>
  );
}

export function ResponseForm({
  parentId,
  depth,
  onPublished,
}: {
  parentId: string;
  depth: number;
  onPublished: () => void;
}) {
  const { session } = useAppState();
  const openSignIn = useSignInPrompt();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, respond] = useMutation(CreateResponse);
  const [idempotencyKey, renewKey] = useIdempotencyKey();
  const fieldId = `respond-${parentId}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!session.isLoggedInCookie) return openSignIn({ operation: 'register', entry: 'respond' });
    void respond({ parentPostId: parentId, text, idempotencyKey }).then((result) => {
      const answer = result.data?.createResponse;
      if (answer?.__typename === 'Post') {
        renewKey();
        setText('');
        setError(null);
        toast({ message: 'Your response is published.' });
        onPublished();
      } else if (answer && 'message' in answer) setError(answer.message);
      else toast({ message: RETRYABLE_ERROR, toastStyle: 'ERROR' });
    });
  };
  return (
    <form className="response-form" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={fieldId}>
        {depth === 1 ? 'Your response' : 'Your reply'}
      </label>
      <textarea
        id={fieldId}
        className="response-form__text"
        placeholder={depth === 1 ? 'What are your thoughts?' : 'Write a reply…'}
        value={text}
        maxLength={MAX_RESPONSE_LENGTH}
        rows={depth === 1 ? 3 : 2}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => !session.isLoggedInCookie && openSignIn({ operation: 'register', entry: 'respond' })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
      />
      {error && (
        <p className="field__error" id={`${fieldId}-error`}>
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary response-form__submit"
        disabled={state.fetching || !text.trim()}
      >
        {depth === 1 ? 'Respond' : 'Reply'}
      </button>
    </form>
  );
}
