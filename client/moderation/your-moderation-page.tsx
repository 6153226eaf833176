import { useId, useState } from 'react';
import { APPEAL_STATES, APPEAL_TEXT_LIMIT, appealProblem, REPORT_SUBJECT_NAMES } from '../../shared/social/reports.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { formatDate } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { useAppState, useConfig } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const DecisionFragment = graphql(`
  fragment ModerationDecisionFields on ModerationDecision @_unmask {
    id
    subject
    action
    reason
    title
    createdAt
    appealState
    appealText
    appealAnswer
    post {
      id
      mediumUrl
    }
  }
`);

const YourModerationQuery = graphql(
  `
    query YourModerationPageQuery {
      viewerModerationDecisions {
        ...ModerationDecisionFields
      }
    }
  `,
  [DecisionFragment],
);

const AppealDecision = graphql(
  `
    mutation AppealDecision($decisionId: ID!, $text: String!) {
      appealDecision(decisionId: $decisionId, text: $text) {
        __typename
        ... on ModerationDecision {
          ...ModerationDecisionFields
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [DecisionFragment],
);

type Decision = ResultOf<typeof DecisionFragment>;

export const yourModerationData = definePageData({
  query: YourModerationQuery,
  variables: () => ({}),
  status: () => 200,
});

/** What the decision did, in the person's words. */
const outcome = (decision: Decision): string =>
  decision.action === 'SUSPEND'
    ? 'Your account was suspended'
    : `Your ${REPORT_SUBJECT_NAMES[decision.subject]} was hidden from readers`;

/** One decision: what was done and why, then the appeal, or the form to make one. */
function DecisionItem({ decision: initial }: { decision: Decision }) {
  const textId = useId();
  const [decision, setDecision] = useState(initial);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, appeal] = useMutation(AppealDecision);
  const send = async () => {
    const problem = appealProblem(text);
    if (problem) return setError(problem);
    const result = await appeal({ decisionId: decision.id, text });
    const answer = result.data?.appealDecision;
    if (answer?.__typename === 'ModerationDecision') return setDecision(answer);
    setError(answer && 'message' in answer ? answer.message : 'That did not work. Try again.');
  };
  return (
    <li className="report-item">
      <p className="report-item__subject">
        <strong>{outcome(decision)}</strong>
        {decision.title && (
          <>
            {': '}
            {decision.post ? <a href={decision.post.mediumUrl}>{decision.title}</a> : decision.title}
          </>
        )}
      </p>
      <p className="report-item__state">{formatDate(decision.createdAt)}</p>
      <p>{`The moderators’ reason: “${decision.reason}”`}</p>
      {decision.appealState ? (
        <>
          <p className="report-item__state">
            <strong className={`report-item__badge report-item__badge--${decision.appealState.toLowerCase()}`}>
              {APPEAL_STATES[decision.appealState]}
            </strong>
          </p>
          {decision.appealText && <p className="report-item__reason">{`You wrote: “${decision.appealText}”`}</p>}
          {decision.appealAnswer && <p className="report-item__reason">{`Their answer: “${decision.appealAnswer}”`}</p>}
        </>
      ) : (
        <form
          className="moderation-item__decision"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={textId}>
            If you think they are wrong, say why: another moderator will look again (once).
          </label>
          <textarea
            id={textId}
            rows={3}
            maxLength={APPEAL_TEXT_LIMIT}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--outline" disabled={fetching}>
            Appeal
          </button>
        </form>
      )}
    </li>
  );
}

/** /me/moderation: what moderators decided about the person's work or account, why, and their appeals. */
export default function YourModerationPage() {
  const { productName } = useConfig();
  const { session } = useAppState();
  const [{ data }] = useQuery({ query: YourModerationQuery, variables: {} });
  const decisions = data?.viewerModerationDecisions ?? [];
  return (
    <main className="page" id="main">
      <title>{`Moderation of your work – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Moderation of your work</h1>
        {!session.isLoggedInCookie ? (
          <p className="page__lede">Sign in to see what moderators decided about your work.</p>
        ) : decisions.length === 0 ? (
          <p className="page__lede">Moderators have hidden nothing of yours. Keep writing.</p>
        ) : (
          <ul className="report-list">
            {decisions.map((decision) => (
              <DecisionItem key={decision.id} decision={decision} />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'your-moderation': { data: yourModerationData } });
