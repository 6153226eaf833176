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

/**
 * The panel the Publish button opens before a story first goes out: the writer picks where it
 * appears, and the button says what will happen (publish, or submit to a publication's editors).
 */
export function PublishPanel({
  publications,
  initial,
  busy,
  onPublish,
  onCancel,
}: {
  publications: readonly PublicationChoice[];
  initial: string | null;
  busy: boolean;
  onPublish: (target: PublishTarget) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState(initial ?? '');
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
      <p className="publish-panel__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => onPublish({ collectionId: chosen?.id ?? null })}>
          {action}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Cancel
        </button>
      </p>
    </section>
  );
}
