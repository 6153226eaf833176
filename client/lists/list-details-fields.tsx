import { MAX_CATALOG_DESCRIPTION, MAX_CATALOG_NAME } from '../../shared/content/catalog-slug.ts';

/** What a reader sets when making or editing a list. */
export interface ListDetails {
  readonly name: string;
  readonly description: string;
  readonly isPrivate: boolean;
}

/** The name, description and privacy of a list, with the server's refusal under them. */
export function ListDetailsFields({
  details,
  error,
  onChange,
  autoFocus = false,
}: {
  details: ListDetails;
  error: string | null;
  onChange: (details: ListDetails) => void;
  autoFocus?: boolean;
}) {
  const change = (patch: Partial<ListDetails>) => onChange({ ...details, ...patch });
  return (
    <>
      <label className="field">
        <span className="field__label">Name</span>
        <input
          className="field__input"
          value={details.name}
          maxLength={MAX_CATALOG_NAME}
          onChange={(event) => change({ name: event.target.value })}
          aria-invalid={error ? true : undefined}
          // biome-ignore lint/a11y/noAutofocus: only the form a reader opens to make a list asks for it
          autoFocus={autoFocus}
        />
      </label>
      <label className="field">
        <span className="field__label">Description (optional)</span>
        <input
          className="field__input"
          value={details.description}
          maxLength={MAX_CATALOG_DESCRIPTION}
          onChange={(event) => change({ description: event.target.value })}
        />
      </label>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <label className="checkbox">
        <input
          type="checkbox"
          checked={details.isPrivate}
          onChange={(event) => change({ isPrivate: event.target.checked })}
        />{' '}
        Make it private
      </label>
    </>
  );
}
