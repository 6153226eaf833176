import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { MAX_IMPORT_ADDRESSES } from '../../shared/newsletters/subscriber-csv.ts';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatCounted } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const SubscribersQuery = graphql(`
  query SubscribersQuery {
    viewer {
      id
      username
      newsletterV3Id
      newsletterSubscriberCount
    }
  }
`);

const ImportSubscribers = graphql(`
  mutation ImportNewsletterSubscribers($csv: String!) {
    importNewsletterSubscribers(csv: $csv) {
      __typename
      ... on SubscriberImport {
        invited
        alreadySubscribed
        rejected
        queued
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const subscribersData = definePageData({ query: SubscribersQuery, variables: () => ({}), status: () => 200 });

type Outcome =
  | {
      readonly invited: number;
      readonly alreadySubscribed: number;
      readonly rejected: readonly string[];
      readonly queued: number;
    }
  | { readonly error: string }
  | null;

/**
 * /me/subscribers/import and /me/subscribers/confirm-export: a writer brings their list (a CSV
 * or a pasted list; each address is asked to confirm, since it never opted in here), and takes
 * it with them (the CSV of /@{username}/newsletters/{id}/subscribers/csv-export).
 */
export default function SubscribersPage() {
  const { productName } = useConfig();
  const { navigation } = useAppState();
  const link = useLink();
  const [, importSubscribers] = useMutation(ImportSubscribers);
  const [{ data }] = useQuery({ query: SubscribersQuery, variables: {} });
  const [csv, setCsv] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const viewer = data?.viewer;
  const exporting = navigation.routeName === 'ShowSubscribersConfirmExport';
  const title = exporting ? 'Export your subscribers' : 'Import subscribers';
  if (!viewer?.username) {
    return (
      <main className="page page--message" id="main">
        <title>{`${title} – ${productName}`}</title>
        <h1 className="message__title">{title}</h1>
        <p className="message__actions">
          <a className="button button--primary" href={link('ShowSignIn')}>
            Sign in to continue
          </a>
        </p>
      </main>
    );
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const answer = (await importSubscribers({ csv })).data?.importNewsletterSubscribers;
    setOutcome(
      answer?.__typename === 'SubscriberImport' ? answer : { error: failureMessage(answer, 'Please try again.') },
    );
  };
  const readFile = (file: File | undefined) => void file?.text().then(setCsv);
  return (
    <main className="page" id="main">
      <title>{`${title} – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">{title}</h1>
        <p className="page__lede">
          {formatCounted(viewer.newsletterSubscriberCount ?? 0, 'address gets', 'addresses get')} your stories by
          e-mail.
        </p>
        {exporting ? (
          <p>
            <a
              className="button button--primary"
              href={link('ExportNewsletterSubscribers', {
                username: viewer.username,
                newsletterV3Id: viewer.newsletterV3Id,
              })}
              download
            >
              Download the CSV
            </a>
          </p>
        ) : (
          <form className="settings-form" onSubmit={(event) => void submit(event)}>
            <p>
              A CSV file or a list of addresses, one a line. Each address gets one e-mail asking it to confirm, and
              nothing more from you until it does. Up to {MAX_IMPORT_ADDRESSES} are asked at once; a longer list is
              imported in the background, and <a href={link('ArchiveImport')}>your imports</a> show how far it got.
            </p>
            <label className="field">
              <span className="field__label">A CSV file</span>
              <input
                type="file"
                accept=".csv,text/csv,text/plain"
                onChange={(event) => readFile(event.target.files?.[0])}
              />
            </label>
            <label className="field">
              <span className="field__label">Or the addresses</span>
              <textarea
                className="field__input"
                rows={8}
                value={csv}
                onChange={(event) => setCsv(event.target.value)}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={csv.trim() === ''}>
              Import
            </button>
          </form>
        )}
        {outcome &&
          ('error' in outcome ? (
            <p className="field__error" role="alert">
              {outcome.error}
            </p>
          ) : (
            <p role="status">
              {outcome.queued > 0 ? (
                <>
                  {`${formatCounted(outcome.queued, 'address is', 'addresses are')} on their way: each gets one e-mail asking it to confirm. `}
                  <a href={link('ArchiveImport')}>Follow the import</a>.
                </>
              ) : (
                `${formatCounted(outcome.invited, 'address was', 'addresses were')} asked to confirm; ${formatCounted(outcome.alreadySubscribed, 'was', 'were')} already subscribed.`
              )}
              {outcome.rejected.length > 0 && ` Not addresses: ${outcome.rejected.join(', ')}.`}
            </p>
          ))}
      </div>
    </main>
  );
}

export const pages = definePages({ subscribers: { data: subscribersData } });
