import { useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { FreshProofProvider } from '../auth/fresh-proof.tsx';
import { DeleteAccount } from '../auth/delete-account.tsx';
import { failureMessage } from '../data/failure-message.ts';
import { useMutation } from '../data/use-mutation.ts';
import { formatDate } from '../format.ts';
import { graphql } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useConfig, useLink, useNavigation } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const ExportQuery = graphql(`
  query ExportPageQuery {
    viewer {
      id
      hasPassword
      twoFactorMethod
      passkeys {
        id
      }
      dataExports {
        id
        status
        createdAt
        expiresAt
        downloadPath
      }
    }
  }
`);

const RequestExport = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      __typename
      ... on DataExport {
        id
        status
        createdAt
        expiresAt
        downloadPath
      }
      ... on Failure {
        message
      }
    }
  }
`);

export const exportData = definePageData({ query: ExportQuery, variables: () => ({}), status: () => 200 });

const STATUS = { QUEUED: 'Being built', READY: 'Ready', FAILED: 'Could not be built', EXPIRED: 'Expired' } as const;

/**
 * /me/export (and /suspended/export, for a suspended writer taking their work elsewhere): a ZIP of
 * everything the person made, built in the background and mailed as a link; and leaving Quire.
 * /me/export/{exportId} lands here when its file cannot be given: expired, or not the viewer's.
 */
export default function ExportPage() {
  const { productName } = useConfig();
  const link = useLink();
  const navigation = useNavigation();
  const [, requestExport] = useMutation(RequestExport);
  const [{ data }] = useQuery({ query: ExportQuery });
  const [message, setMessage] = useState<string | null>(null);
  const viewer = data?.viewer;
  const request = async () => {
    const answer = (await requestExport({})).data?.requestDataExport;
    setMessage(
      answer?.__typename === 'DataExport'
        ? 'We’re building your export. We’ll e-mail you a link when it’s ready; it works for 24 hours.'
        : failureMessage(answer, 'Please try again.'),
    );
  };
  return (
    <main className="page" id="main">
      <title>{`Your data – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Your data</h1>
        {navigation.routeName === 'ShowExportDownload' && (
          <p className="notice" role="alert">
            This download isn’t available: its link has expired, or it belongs to another account. Ask for a new export
            below.
          </p>
        )}
        {!viewer ? (
          <p>
            <a href={signInHref(link, link('ShowExport'))}>Sign in</a> to download your information.
          </p>
        ) : (
          <>
            <section aria-labelledby="export-title">
              <h2 className="settings__heading" id="export-title">
                Download your information
              </h2>
              <p className="settings__row">
                A ZIP file with your profile, every story (drafts too) as Markdown and HTML with all its revisions, your
                responses, highlights and notes, lists, whom you follow, your subscriptions and payments.
              </p>
              <button type="button" className="button button--primary" onClick={() => void request()}>
                Export my data
              </button>
              {message && <p role="status">{message}</p>}
              {viewer.dataExports.length > 0 && (
                <ul className="settings__list" aria-label="Your exports">
                  {viewer.dataExports.map((row) => (
                    <li key={row.id}>
                      {`Asked for ${formatDate(row.createdAt)}: ${STATUS[row.status]}`}
                      {row.downloadPath && (
                        <>
                          {' · '}
                          <a href={row.downloadPath} download>
                            Download
                          </a>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <FreshProofProvider
              account={{
                hasPassword: viewer.hasPassword === true,
                twoFactorMethod: viewer.twoFactorMethod,
                hasPasskey: viewer.passkeys.length > 0,
              }}
            >
              <DeleteAccount />
            </FreshProofProvider>
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ export: { data: exportData } });
