import { useState } from 'react';
import { DecisionForm, LogEntryFragment, refusalOf, RestoreForm, type LogEntry } from './moderation-decisions.tsx';
import {
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS_TAKEN,
  OWN_DECISION,
  OWN_REPORTS,
  REPORT_REASONS,
  REPORT_SUBJECT_NAMES,
  type ModerationAction,
} from '../../shared/social/reports.ts';
import { useMutation } from '../data/use-mutation.ts';
import { useQuery } from '../data/use-query.ts';
import { formatDate } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { ToolNav } from '../components/tool-nav.tsx';
import { useConfig, useNavigation } from '../state/app-state.tsx';
import { definePageData, type PageLocation } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

/** One subject's open reports, as the queue and a decision's answer both carry them. */
const QueueItemFragment = graphql(
  `
  fragment QueueItem on QueuedReports @_unmask {
    subject
    subjectId
    reasons
    gravest
    reportCount
    latestAt
    notes
    title
    text
    actions
    owner {
      id
      name
      mediumUrl
      createdAt
    }
    ownerHistory {
      ...LogEntry
    }
    post {
      id
      mediumUrl
    }
    catalog {
      id
      mediumUrl
    }
    collection {
      id
      mediumUrl
    }
  }
`,
  [LogEntryFragment],
);

/** An open appeal and the decision it is about. */
const AppealItemFragment = graphql(
  `
    fragment AppealItem on ModerationAppeal @_unmask {
      id
      text
      createdAt
      decision {
        ...LogEntry
      }
      post {
        id
        mediumUrl
      }
    }
  `,
  [LogEntryFragment],
);

const ModerationQuery = graphql(
  `
    query ModerationPageQuery($queue: Boolean!, $log: Boolean!, $appeals: Boolean!) {
      viewer {
        id
      }
      moderationQueue @include(if: $queue) {
        __typename
        ... on ModerationQueue {
          items {
            ...QueueItem
          }
        }
      }
      moderationLog @include(if: $log) {
        __typename
        ... on ModerationLog {
          entries {
            ...LogEntry
          }
        }
      }
      moderationAppeals @include(if: $appeals) {
        __typename
        ... on ModerationAppeals {
          items {
            ...AppealItem
          }
        }
      }
    }
  `,
  [QueueItemFragment, LogEntryFragment, AppealItemFragment],
);

const DecideReports = graphql(
  `
    mutation DecideReports($subject: ReportSubject!, $id: ID!, $action: ModerationAction!, $reason: String!) {
      decideReports(subject: $subject, id: $id, action: $action, reason: $reason) {
        __typename
        ... on ModerationQueue {
          items {
            ...QueueItem
          }
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [QueueItemFragment],
);

const DecideAppeal = graphql(
  `
    mutation DecideAppeal($id: ID!, $grant: Boolean!, $reason: String!) {
      decideAppeal(id: $id, grant: $grant, reason: $reason) {
        __typename
        ... on ModerationAppeals {
          items {
            ...AppealItem
          }
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [AppealItemFragment],
);

type QueueItem = ResultOf<typeof QueueItemFragment>;
type AppealItem = ResultOf<typeof AppealItemFragment>;

const variables = (location: Pick<PageLocation, 'routeName'>) => ({
  queue: location.routeName === 'ShowModeration',
  log: location.routeName === 'ShowModerationLog',
  appeals: location.routeName === 'ShowModerationAppeals',
});

export const moderationData = definePageData({
  query: ModerationQuery,
  variables: (_params, location) => variables(location),
  // moderation is there for moderators only; anyone else finds nothing
  status: (data) =>
    (data.moderationQueue ?? data.moderationLog ?? data.moderationAppeals)?.__typename === 'NotFound' ? 404 : 200,
});

/** One subject's reports, what it showed, and the decision a moderator makes on all of them. */
function QueueEntry({
  item,
  ownWork,
  onDecided,
}: {
  item: QueueItem;
  ownWork: boolean;
  onDecided: (items: readonly QueueItem[]) => void;
}) {
  const [{ fetching }, decide] = useMutation(DecideReports);
  const address = (item.post ?? item.catalog ?? item.collection ?? item.owner)?.mediumUrl ?? null;
  const kind = REPORT_SUBJECT_NAMES[item.subject];
  return (
    <li className="moderation-item">
      <h2 className="moderation-item__title">
        <span className="report-item__kind">{kind}</span>{' '}
        {address ? <a href={address}>{item.title || `Untitled ${kind}`}</a> : item.title || `Untitled ${kind}`}
      </h2>
      <p className="moderation-item__facts">
        {`${item.reportCount} ${item.reportCount === 1 ? 'report' : 'reports'} · gravest: ${REPORT_REASONS[item.gravest]} · latest ${formatDate(item.latestAt)}`}
        {item.owner && (
          <>
            {' · by '}
            <a href={item.owner.mediumUrl}>{item.owner.name}</a>
          </>
        )}
      </p>
      <p className="moderation-item__reasons">{item.reasons.map((key) => REPORT_REASONS[key]).join(', ')}</p>
      {item.owner && (
        <p className="moderation-item__history">
          {`${item.owner.name} joined ${formatDate(item.owner.createdAt)}. `}
          {item.ownerHistory.length === 0
            ? 'No earlier decisions about this account.'
            : 'Earlier decisions about this account:'}
        </p>
      )}
      {item.ownerHistory.length > 0 && (
        <ul className="moderation-item__notes">
          {item.ownerHistory.map((entry) => (
            <li
              key={entry.id}
            >{`${formatDate(entry.createdAt)}: ${MODERATION_ACTIONS_TAKEN[entry.action]} (${REPORT_SUBJECT_NAMES[entry.subject]}), “${entry.reason}”`}</li>
          ))}
        </ul>
      )}
      {item.notes.length > 0 && (
        <ul className="moderation-item__notes">
          {item.notes.map((note, index) => (
            <li key={index}>{`“${note}”`}</li>
          ))}
        </ul>
      )}
      {item.text && (
        <details className="moderation-item__snapshot">
          <summary>What it showed when reported</summary>
          <p>{item.text}</p>
        </details>
      )}
      {ownWork ? (
        <p className="moderation-item__own">{OWN_REPORTS}</p>
      ) : (
        <DecisionForm
          name={`action-${item.subject}-${item.subjectId}`}
          choices={item.actions.map((key) => ({ value: key, label: MODERATION_ACTION_LABELS[key] }))}
          reasonLabel="Reason (kept in the log)"
          busy={fetching}
          onDecide={async (action: ModerationAction, reason) => {
            const answer = (await decide({ subject: item.subject, id: item.subjectId, action, reason })).data
              ?.decideReports;
            if (answer?.__typename !== 'ModerationQueue') return refusalOf(answer);
            onDecided(answer.items);
            return null;
          }}
        />
      )}
    </li>
  );
}

/** An open appeal: the decision, the person's words, and another moderator's verdict. */
function AppealEntry({
  item,
  viewerId,
  onDecided,
}: {
  item: AppealItem;
  viewerId: string | null;
  onDecided: (items: readonly AppealItem[]) => void;
}) {
  const [{ fetching }, decide] = useMutation(DecideAppeal);
  const { decision } = item;
  const own = decision.moderator?.id === viewerId || decision.owner?.id === viewerId;
  const kind = REPORT_SUBJECT_NAMES[decision.subject];
  return (
    <li className="moderation-item">
      <h2 className="moderation-item__title">
        <span className="report-item__kind">{kind}</span>{' '}
        {item.post ? (
          <a href={item.post.mediumUrl}>{decision.title || `Untitled ${kind}`}</a>
        ) : (
          decision.title || `Untitled ${kind}`
        )}
      </h2>
      <p className="moderation-item__facts">
        {`${MODERATION_ACTIONS_TAKEN[decision.action]} · ${formatDate(decision.createdAt)} · by ${decision.moderator?.name ?? 'a former moderator'}: “${decision.reason}”`}
      </p>
      <p>
        {decision.owner ? <a href={decision.owner.mediumUrl}>{decision.owner.name}</a> : 'Its writer'}
        {` appealed on ${formatDate(item.createdAt)}:`}
      </p>
      <blockquote className="moderation-item__appeal">{item.text}</blockquote>
      {own ? (
        <p className="moderation-item__own">{OWN_DECISION}</p>
      ) : (
        <DecisionForm
          name={`appeal-${item.id}`}
          choices={[
            { value: 'GRANT', label: MODERATION_ACTION_LABELS.RESTORE },
            { value: 'DENY', label: 'Deny: the decision stands' },
          ]}
          reasonLabel="Reason (the writer reads it)"
          busy={fetching}
          onDecide={async (verdict, reason) => {
            const answer = (await decide({ id: item.id, grant: verdict === 'GRANT', reason })).data?.decideAppeal;
            if (answer?.__typename !== 'ModerationAppeals') return refusalOf(answer);
            onDecided(answer.items);
            return null;
          }}
        />
      )}
    </li>
  );
}

/** The moderators' pages, linked from each of them. */
const MODERATION_PAGES = [
  ['ShowModeration', 'Reports'],
  ['ShowModerationAppeals', 'Appeals'],
  ['ShowModerationLog', 'Log'],
] as const;

function ModerationNav({ current }: { current: (typeof MODERATION_PAGES)[number][0] }) {
  return <ToolNav label="Moderation" pages={MODERATION_PAGES} current={current} />;
}

/** /_/moderation, /_/moderation/appeals and /_/moderation/log: the moderators' queue of reported subjects, the appeals, and the log of decisions. */
export default function ModerationPage() {
  const { productName } = useConfig();
  const navigation = useNavigation();
  const vars = variables(navigation);
  const [{ data }] = useQuery({ query: ModerationQuery, variables: vars });
  const queue = data?.moderationQueue?.__typename === 'ModerationQueue' ? data.moderationQueue.items : [];
  const appeals = data?.moderationAppeals?.__typename === 'ModerationAppeals' ? data.moderationAppeals.items : [];
  const [decided, setDecided] = useState<readonly QueueItem[] | null>(null);
  const [heard, setHeard] = useState<readonly AppealItem[] | null>(null);
  const [restored, setRestored] = useState<readonly LogEntry[] | null>(null);
  const viewerId = data?.viewer?.id ?? null;
  if (vars.log) {
    const entries = restored ?? (data?.moderationLog?.__typename === 'ModerationLog' ? data.moderationLog.entries : []);
    return (
      <main className="page" id="main">
        <title>{`Moderation log – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Moderation log</h1>
          <ModerationNav current="ShowModerationLog" />
          {entries.length === 0 ? (
            <p className="feed__empty">No decisions yet.</p>
          ) : (
            <table className="stats-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Decision</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Moderator</th>
                  <th scope="col">
                    <span className="visually-hidden">Undo</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDate(entry.createdAt)}</td>
                    <td>
                      {`${REPORT_SUBJECT_NAMES[entry.subject]} “${entry.title}”`}
                      {entry.owner && ` by ${entry.owner.name}`}
                      {` (${entry.reportCount} ${entry.reportCount === 1 ? 'report' : 'reports'})`}
                    </td>
                    <td>{MODERATION_ACTIONS_TAKEN[entry.action]}</td>
                    <td>{entry.reason}</td>
                    <td>{entry.moderator?.name ?? 'A former moderator'}</td>
                    <td>
                      {entry.inForce && entry.owner?.id !== viewerId && (
                        <RestoreForm entry={entry} onRestored={setRestored} />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </main>
    );
  }
  if (vars.appeals) {
    const items = heard ?? appeals;
    return (
      <main className="page" id="main">
        <title>{`Appeals – ${productName}`}</title>
        <div className="reading-column">
          <h1 className="page__title">Appeals</h1>
          <ModerationNav current="ShowModerationAppeals" />
          {items.length === 0 ? (
            <p className="feed__empty">No appeal is waiting.</p>
          ) : (
            <ul className="moderation-queue">
              {items.map((item) => (
                <AppealEntry key={item.id} item={item} viewerId={viewerId} onDecided={setHeard} />
              ))}
            </ul>
          )}
        </div>
      </main>
    );
  }
  const items = decided ?? queue;
  return (
    <main className="page" id="main">
      <title>{`Moderation – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Moderation</h1>
        <ModerationNav current="ShowModeration" />
        {items.length === 0 ? (
          <p className="feed__empty">Nothing is waiting: every report has been decided.</p>
        ) : (
          <ul className="moderation-queue">
            {items.map((item) => (
              <QueueEntry
                key={`${item.subject}:${item.subjectId}`}
                item={item}
                ownWork={item.owner?.id === viewerId}
                onDecided={setDecided}
              />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ moderation: { data: moderationData } });
