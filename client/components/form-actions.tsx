/** A form's Cancel and submit buttons, the submit one disabled while the form is being sent. */
export function FormActions({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="save__actions">
      <button type="button" className="button button--outline" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {submitLabel}
      </button>
    </div>
  );
}
