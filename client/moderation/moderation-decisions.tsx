import { useId, useState } from 'react';
import { MODERATION_ACTION_LABELS, REASON_NEEDED, REPORT_SUBJECT_NAMES } from '../../shared/social/reports.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';

/**
 * What the moderators' pages and the operators' view share (docs/trust-and-safety.md): a decision
 * as the log reads it, the form a decision is made with, and the form that restores one.
 */

/** A decision from the audit log. */
export const LogEntryFragment = graphql(`
  fragment LogEntry on ModerationLogEntry @_unmask {
    id
    subject
    action
    reason
    title
    reportCount
    createdAt
    moderator {
      id
      name
    }
    owner {
      id
      name
      mediumUrl
    }
    inForce
  }
`);

const RestoreDecision = graphql(
  `
    mutation RestoreDecision($id: ID!, $reason: String!) {
      restoreDecision(decisionId: $id, reason: $reason) {
        __typename
        ... on ModerationLog {
          entries {
            ...LogEntry
          }
        }
        ... on Failure {
          message
        }
      }
    }
  `,
  [LogEntryFragment],
);

export type LogEntry = ResultOf<typeof LogEntryFragment>;

/** A moderator's decision: one of a few choices (or the only one), and the reason for it, which the log keeps. */
export function DecisionForm<Value extends string>({
  name,
  choices,
  reasonLabel,
  submitLabel = 'Decide',
  busy,
  onDecide,
}: {
  name: string;
  choices: readonly { readonly value: Value; readonly label: string }[];
  reasonLabel: string;
  submitLabel?: string;
  busy: boolean;
  /** Sends the decision; answers a refusal's message, or null. */
  onDecide: (choice: Value, reason: string) => Promise<string | null>;
}) {
  const reasonId = useId();
  const only = choices.length === 1 ? choices[0] : undefined;
  const [choice, setChoice] = useState<Value | null>(only?.value ?? null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (choice === null) return setError('Choose what to do.');
    if (!reason.trim()) return setError(REASON_NEEDED);
    setError(await onDecide(choice, reason));
  };
  return (
    <form
      className="moderation-item__decision"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {!only && (
        <fieldset>
          <legend>Decision</legend>
          {choices.map(({ value, label }) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={reasonId}>{reasonLabel}</label>
      <textarea
        id={reasonId}
        rows={2}
        maxLength={1000}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** What a refused decision says: the server's message, or that it did not go through. */
export const refusalOf = (answer: { readonly message?: string } | undefined): string =>
  answer?.message ?? 'That did not work. Try again.';

/** A decision in force, lifted by a moderator on their own with a reason (the writer reads it). */
export function RestoreForm({
  entry,
  onRestored,
}: {
  entry: Pick<LogEntry, 'id' | 'title' | 'subject'>;
  onRestored: (entries: readonly LogEntry[]) => void;
}) {
  const [{ fetching }, restore] = useMutation(RestoreDecision);
  return (
    <details className="moderation-restore">
      <summary>Restore</summary>
      <DecisionForm
        name={`restore-${entry.id}`}
        choices={[{ value: 'RESTORE', label: MODERATION_ACTION_LABELS.RESTORE }]}
        reasonLabel={`Why restore ${entry.title ? `“${entry.title}”` : `this ${REPORT_SUBJECT_NAMES[entry.subject]}`} (the writer reads it)`}
        submitLabel="Restore"
        busy={fetching}
        onDecide={async (_restore, reason) => {
          const answer = (await restore({ id: entry.id, reason })).data?.restoreDecision;
          if (answer?.__typename !== 'ModerationLog') return refusalOf(answer);
          onRestored(answer.entries);
          return null;
        }}
      />
    </details>
  );
}
