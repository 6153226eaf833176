import { useState } from 'react';
import { Field } from '../auth/fields.tsx';

/** What each domain status means to the people setting it up (docs/spec-checklist.md 3 §3 domain statuses). */
const DOMAIN_STATUS_TEXT: Readonly<Record<string, string>> = {
  CREATED: 'Waiting for its DNS record.',
  FAILED: 'The DNS record was not found yet. DNS changes can take a while; check again later.',
  VERIFIED: 'Verified; going live.',
  ACTIVE: 'Live: readers reach it at this domain.',
};

/** A failure's words, or null when the change went through. */
export type DomainAnswer = Promise<string | null>;

/**
 * A custom domain being set up, for a publication or a writer: the domain and its status, the
 * TXT record that proves it, and the buttons that check and remove it; or the form that asks for one.
 */
export function DomainSetup({
  domain,
  status,
  verification,
  onSet,
  onVerify,
  onRemove,
}: {
  domain: string | null;
  status: string | null;
  verification: { readonly name: string; readonly value: string } | null;
  onSet: (domain: string) => DomainAnswer;
  onVerify: () => DomainAnswer;
  onRemove: () => DomainAnswer;
}) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = (change: () => DomainAnswer) => void change().then(setError);
  const pending = domain && status !== 'ACTIVE' && status !== null;
  if (!domain) {
    return (
      <form
        className="settings-form settings-form--inline"
        onSubmit={(event) => {
          event.preventDefault();
          run(() => onSet(typed));
        }}
      >
        <Field label="Your domain" name="domain" type="text" value={typed} onChange={setTyped} error={error} />
        <button type="submit" className="button button--outline">
          Use this domain
        </button>
      </form>
    );
  }
  return (
    <>
      <p className="settings__row">
        <strong>{domain}</strong> · {DOMAIN_STATUS_TEXT[status ?? 'ACTIVE'] ?? status}
      </p>
      {pending && verification && (
        <p className="settings__row">
          Add this TXT record at your DNS provider, then check it: <code>{verification.name}</code> with the value{' '}
          <code>{verification.value}</code>. Point the domain itself at this site with a CNAME record.
        </p>
      )}
      <p className="story-row__actions">
        {pending && (
          <button type="button" className="button button--primary" onClick={() => run(onVerify)}>
            Check DNS now
          </button>
        )}
        <button type="button" className="button button--outline" onClick={() => run(onRemove)}>
          Remove domain
        </button>
      </p>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
