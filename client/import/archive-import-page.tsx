import { type FormEvent, useEffect, useState } from 'react';
import { useQuery } from '../data/use-query.ts';
import { formatDate } from '../format.ts';
import { graphql, type ResultOf } from '../graphql/graphql.ts';
import { signInHref } from '../routes/sign-in-href.ts';
import { useAppState, useConfig, useLink } from '../state/app-state.tsx';
import { definePageData } from '../pages/page-data.ts';
import { definePages } from '../pages/define-page.ts';

const ArchiveImportQuery = graphql(`
  query ArchiveImportPageQuery {
    viewer {
      id
      adminCollections {
        id
        name
      }
      archiveImports {
        id
        publication {
          id
          name
        }
        status
        sourceName
        total
        done
        imported
        skipped
        subscriberCount
        subscribersDone
        subscribed
        invited
        error
        createdAt
        report {
          file
          title
          imported
          reason
          postId
          draft
          pictures
          picturesLeftOut {
            address
            reason
          }
        }
      }
    }
  }
`);

export const archiveImportData = definePageData({
  query: ArchiveImportQuery,
  variables: () => ({}),
  status: () => 200,
});

type ImportRow = NonNullable<ResultOf<typeof ArchiveImportQuery>['viewer']>['archiveImports'][number];

/** How often a page with an import under way asks how far it got. */
const PROGRESS_EVERY_MS = 2_000;

/** What an import's line says of it. */
function progress(row: ImportRow): string {
  if (row.status === 'QUEUED') return 'Waiting to start';
  if (row.status === 'RUNNING')
    // the list's size is known once the stories are in
    return row.subscriberCount === 0
      ? `${row.done} of ${row.total} stories`
      : `Bringing your subscribers: ${row.subscribersDone} of ${row.subscriberCount}`;
  if (row.status === 'FAILED') return row.error ?? 'It could not be imported.';
  // a list of subscribers alone brought no stories
  if (row.total === 0)
    return `Done: ${row.subscribed} ${row.subscribed === 1 ? 'subscriber now gets' : 'subscribers now get'} your newsletter here, ${row.invited} asked to confirm`;
  const readers =
    row.subscriberCount > 0
      ? `; ${row.subscribed} subscribers now get your newsletter here, ${row.invited} asked to confirm`
      : '';
  return `Done: ${row.imported} imported, ${row.skipped} left out${readers}`;
}

/**
 * Sends the archive itself as the body of POST /_/import, into a publication when one is named;
 * the server's refusal comes back in its own words.
 */
async function sendArchive(file: File, xsrf: string, publicationId: string): Promise<string | null> {
  const into = publicationId ? `?${new URLSearchParams({ publication: publicationId })}` : '';
  const answer = await fetch(`/_/import${into}`, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Xsrf-Token': xsrf },
    body: file,
  }).catch(() => null);
  if (!answer) return 'The archive could not be sent. Check your connection and try again.';
  if (answer.status === 202) return null;
  const body = (await answer.json().catch(() => ({}))) as { error?: string };
  return body.error ?? 'The archive could not be imported. Please try again.';
}

/**
 * What became of an import's files: those left out first, each with its reason, then the pictures
 * that stayed links (the address shown as words: it is the old site's, not checked here), then
 * the stories made.
 */
function ImportReport({ report }: { readonly report: ImportRow['report'] }) {
  const link = useLink();
  const leftOut = report.filter((item) => !item.imported);
  const made = report.filter((item) => item.imported && item.postId);
  const pictureLinks = made.flatMap((item) => item.picturesLeftOut.map((picture) => ({ item, picture })));
  return (
    <>
      {leftOut.length > 0 && (
        <ul className="settings__list" aria-label="Left out">
          {leftOut.map((item) => (
            <li key={item.file}>{`${item.title || item.file}: left out. ${item.reason ?? ''}`}</li>
          ))}
        </ul>
      )}
      {pictureLinks.length > 0 && (
        <ul className="settings__list" aria-label="Pictures kept as links">
          {pictureLinks.map(({ item, picture }) => (
            <li key={`${item.file} ${picture.address}`}>
              {`${item.title || 'Untitled'}: a picture stayed a link, as it could not be fetched. ${picture.reason} `}
              <span className="settings__address">{picture.address}</span>
            </li>
          ))}
        </ul>
      )}
      {made.length > 0 && (
        <details open={made.length <= 10}>
          <summary>{`${made.length} ${made.length === 1 ? 'story' : 'stories'} imported`}</summary>
          <ul className="settings__list" aria-label="Imported">
            {made.map((item) => (
              <li key={item.file}>
                <a href={link(item.draft ? 'ShowEditPost' : 'ShowPost', { postId: item.postId ?? '' })}>
                  {`${item.title || 'Untitled'}${item.draft ? ' (draft)' : ''}`}
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

/**
 * /me/import: a writer brings their whole archive from Medium, Substack, Ghost, WordPress or
 * another Quire, or a list of subscribers, into their own stories or a publication they edit.
 * The file goes up as it is; the jobs queue imports it a part at a time while this page follows
 * its progress, then lists every story made and every file left out, with the reason.
 */
export default function ArchiveImportPage() {
  const { productName } = useConfig();
  const { session } = useAppState();
  const link = useLink();
  const [{ data }, refetch] = useQuery({ query: ArchiveImportQuery });
  const [file, setFile] = useState<File | null>(null);
  // '' is the writer's own stories; else the publication an editor imports into
  const [publicationId, setPublicationId] = useState('');
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const viewer = data?.viewer;
  const underway = viewer?.archiveImports.some((row) => row.status === 'QUEUED' || row.status === 'RUNNING') ?? false;
  useEffect(() => {
    if (!underway) return undefined;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [underway, refetch]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMessage('Choose the ZIP file of your export first.');
    setSending(true);
    const refusal = await sendArchive(file, session.xsrf, publicationId);
    setSending(false);
    setMessage(refusal ?? 'Your archive is in. Its stories appear below as they are imported.');
    if (!refusal) refetch({ requestPolicy: 'network-only' });
  };
  return (
    <main className="page" id="main">
      <title>{`Import your stories – ${productName}`}</title>
      <div className="reading-column">
        <h1 className="page__title">Import your stories</h1>
        {!viewer ? (
          <p>
            <a href={signInHref(link, link('ArchiveImport'))}>Sign in</a> to import your stories.
          </p>
        ) : (
          <>
            <p>
              Bring every story and draft you wrote on Medium, Substack, Ghost or WordPress, with the file each gives
              you: Medium’s “Download your information” ZIP (Settings, Security and apps), Substack’s export ZIP
              (Settings, Exports), Ghost’s JSON export (Settings, Labs, Export your content) or WordPress’s XML export
              (Tools, Export), or another Quire’s data export. Upload it as it is. Published stories keep their first
              dates and their old addresses as the original (canonical) copy, pictures are copied here, posts for paying
              subscribers become members-only stories, and drafts stay drafts. To bring a single story from anywhere,
              use <a href={link('ShowImportPost')}>Import a story</a>.
            </p>
            <p>
              Your readers come along too: Substack’s export brings its subscribers, and a CSV file of subscribers
              (Ghost’s members export, Medium’s or Substack’s subscriber list, or any list with an email column) brings
              them alone. Those who had opted in to your mail there get it here at once, with a mail saying so and a
              one-click way out; the others are asked to confirm.
            </p>
            <form className="settings-form" onSubmit={(event) => void submit(event)}>
              <div className="field">
                <label className="field__label" htmlFor="archive-file">
                  Your export (a ZIP, JSON, XML or CSV file)
                </label>
                <input
                  id="archive-file"
                  type="file"
                  accept=".zip,.json,.xml,.csv,application/zip,application/json,text/xml,text/csv"
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              </div>
              {(viewer.adminCollections?.length ?? 0) > 0 && (
                <div className="field">
                  <label className="field__label" htmlFor="archive-into">
                    Import into
                  </label>
                  <select
                    id="archive-into"
                    className="select"
                    value={publicationId}
                    onChange={(event) => setPublicationId(event.target.value)}
                  >
                    <option value="">Your own stories</option>
                    {viewer.adminCollections?.map((publication) => (
                      <option key={publication.id} value={publication.id}>
                        {publication.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <button type="submit" className="button button--primary" disabled={sending}>
                {sending ? 'Sending…' : 'Import'}
              </button>
            </form>
            {message && <p role="status">{message}</p>}
            {viewer.archiveImports.length > 0 && (
              <section aria-labelledby="imports-title">
                <h2 className="settings__heading" id="imports-title">
                  Your imports
                </h2>
                {viewer.archiveImports.map((row) => (
                  <article key={row.id} className="settings__row" aria-busy={underway}>
                    <p>
                      {`${row.sourceName ? `From ${row.sourceName}` : 'Your archive'}${row.publication ? ` into ${row.publication.name}` : ''}, ${formatDate(row.createdAt)}: `}
                      <span data-import-status={row.status}>{progress(row)}</span>
                    </p>
                    <ImportReport report={row.report} />
                  </article>
                ))}
              </section>
            )}
          </>
        )}
      </div>
    </main>
  );
}

export const pages = definePages({ 'archive-import': { data: archiveImportData } });
