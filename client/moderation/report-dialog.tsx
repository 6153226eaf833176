import { useId, useState, type ReactNode } from 'react';
import {
  REPORT_NOTE_LIMIT,
  REPORT_REASON_KEYS,
  REPORT_REASONS,
  REPORT_SUBJECT_NAMES,
  reportProblem,
  type ReportReason,
  type ReportSubject,
} from '../../shared/social/reports.ts';
import { RETRYABLE_ERROR } from '../../shared/toasts.ts';
import { useMutation } from '../data/use-mutation.ts';
import { graphql } from '../graphql/graphql.ts';
import { useToast } from '../shell/use-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

const ReportContent = graphql(`
  mutation ReportContent($subject: ReportSubject!, $id: ID!, $reason: ReportReason!, $note: String) {
    reportContent(subject: $subject, id: $id, reason: $reason, note: $note) {
      __typename
      ... on Report {
        id
        state
      }
      ... on Failure {
        message
      }
    }
  }
`);

/** What a report sends: the dialog's reason and note; a caller with its own operation (a profile's, which can also block) sends them itself. */
export interface ReportChoice {
  readonly reason: ReportReason;
  readonly note: string;
}

/**
 * Asks why a reader reports something (docs/trust-and-safety.md): a reason from the list, and a
 * note, which "Something else" needs. Checked here with the server's rule, so a reader learns at
 * once what is missing; the server's refusal (too many reports in an hour, say) shows in the
 * dialog, which stays open with what they wrote.
 */
export function ReportDialog({
  subject,
  id,
  name,
  send,
  thanks,
  onDone,
  children,
}: {
  subject: ReportSubject;
  id: string;
  /** The title or name of what is reported, for the dialog's title. */
  name: string;
  /** The caller's own sending (a profile's report can also block); answers a refusal's message, or null. */
  send?: (choice: ReportChoice) => Promise<string | null>;
  /** The toast once it is sent, when the subject has words of its own for it. */
  thanks?: string;
  onDone: () => void;
  children?: ReactNode;
}) {
  const toast = useToast();
  const noteId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [, report] = useMutation(ReportContent);
  const sendReport = async (choice: ReportChoice): Promise<string | null> => {
    const result = await report({ subject, id, reason: choice.reason, note: choice.note });
    const answer = result.data?.reportContent;
    if (answer?.__typename === 'Report') return null;
    return answer && 'message' in answer ? answer.message : RETRYABLE_ERROR;
  };
  const submit = async () => {
    if (reason === null) return setError('Choose a reason.');
    const problem = reportProblem({ reason, note });
    if (problem) return setError(problem);
    setSending(true);
    const refusal = await (send ?? sendReport)({ reason, note });
    setSending(false);
    if (refusal) return setError(refusal);
    onDone();
    toast({
      message: thanks ?? `Thanks for your report. Moderators will review this ${REPORT_SUBJECT_NAMES[subject]}.`,
    });
  };
  return (
    <ConfirmDialog
      title={`Report ${name}`}
      confirmLabel="Report"
      danger
      confirmDisabled={sending}
      onCancel={onDone}
      onConfirm={() => void submit()}
    >
      <fieldset className="report-dialog__reasons">
        <legend>Why are you reporting this {REPORT_SUBJECT_NAMES[subject]}?</legend>
        {REPORT_REASON_KEYS.map((key) => (
          <label key={key} className="choice">
            <input
              type="radio"
              name="report-reason"
              value={key}
              checked={reason === key}
              onChange={() => {
                setReason(key);
                setError(null);
              }}
            />
            <span>{REPORT_REASONS[key]}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={noteId} className="report-dialog__note-label">
        {reason === 'OTHER' ? 'What is wrong with it?' : 'Anything the moderators should know? (optional)'}
      </label>
      <textarea
        id={noteId}
        rows={3}
        maxLength={REPORT_NOTE_LIMIT}
        value={note}
        aria-describedby={error ? `${noteId}-error` : undefined}
        onChange={(event) => {
          setNote(event.target.value);
          setError(null);
        }}
      />
      {error && (
        <p className="field__error" id={`${noteId}-error`} role="alert">
          {error}
        </p>
      )}
      {children}
      <p className="report-dialog__privacy">
        Moderators review every report against the rules. Nobody else learns who reported it.
      </p>
    </ConfirmDialog>
  );
}
