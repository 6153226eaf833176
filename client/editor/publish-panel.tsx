import { useId, useState } from 'react';

export interface PublishTarget {
  readonly collectionId: string | null;
}

/** Where a story can go: on the writer's own, or one of their publications (submitted when they only write there). */
export interface PublicationChoice {
  readonly id: string;
  readonly name: string;
  /** Editors publish at once; writers submit for an editor to publish. */
  readonly publishes: boolean;
}

/** A time as a datetime-local field shows it: the writer's own time zone, to the minute. */
const localInput = (ms: number) => {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/**
 * The panel the Publish button opens before a story first goes out: the writer picks where it
 * appears, and the button says what will happen (publish, or submit to a publication's editors).
 * A story they publish themselves can instead be scheduled for a time in their own time zone,
 * moved, or its schedule cancelled.
 */
export function PublishPanel({
  publications,
  initial,
  busy,
  scheduledAt,
  onPublish,
  onSchedule,
  onCancel,
}: {
  publications: readonly PublicationChoice[];
  initial: string | null;
  busy: boolean;
  scheduledAt: number | null;
  onPublish: (target: PublishTarget) => void;
  /** A time (ms) schedules or moves the story; null cancels its schedule. */
  onSchedule: (target: PublishTarget, at: number | null) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState(initial ?? '');
  const [when, setWhen] = useState(scheduledAt ? localInput(scheduledAt) : '');
  const chosen = publications.find((publication) => publication.id === choice) ?? null;
  const action = chosen && !chosen.publishes ? `Submit to ${chosen.name}` : 'Publish now';
  return (
    <section className="publish-panel" aria-labelledby={`${id}-title`}>
      <h2 className="publish-panel__title" id={`${id}-title`}>
        Ready to publish?
      </h2>
      {publications.length > 0 && (
        <p className="publish-panel__row">
          <label htmlFor={`${id}-where`}>Publish in</label>
          <select id={`${id}-where`} value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">Your profile only</option>
            {publications.map((publication) => (
              <option key={publication.id} value={publication.id}>
                {publication.name}
                {publication.publishes ? '' : ' (submit to its editors)'}
              </option>
            ))}
          </select>
        </p>
      )}
      {scheduledAt !== null && (
        <p className="publish-panel__row" role="status">
          Scheduled for {new Date(scheduledAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}.{' '}
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => onSchedule({ collectionId: chosen?.id ?? null }, null)}
          >
            Cancel the schedule
          </button>
        </p>
      )}
      {(!chosen || chosen.publishes) && (
        <p className="publish-panel__row">
          <label htmlFor={`${id}-when`}>Schedule for</label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
          <button
            type="button"
            className="button button--outline"
            disabled={busy || when === ''}
            onClick={() => onSchedule({ collectionId: chosen?.id ?? null }, new Date(when).getTime())}
          >
            {scheduledAt === null ? 'Schedule' : 'Move'}
          </button>
        </p>
      )}
      <p className="publish-panel__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => onPublish({ collectionId: chosen?.id ?? null })}
        >
          {action}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </section>
  );
}
