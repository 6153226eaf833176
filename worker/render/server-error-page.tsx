interface ServerErrorPageProps {
  readonly status: number;
  readonly productName: string;
  readonly statusPageUrl: string;
  readonly browseTopUrl: string;
}

/**
 * docs/spec-checklist.md 3 §2 "Error page": the number, the apology, a hint to refresh, the status page (where the
 * deployment has one: STATUS_PAGE_URL) and /browse/top.
 */
export function ServerErrorPage({ status, productName, statusPageUrl, browseTopUrl }: ServerErrorPageProps) {
  return (
    <main className="page page--message" id="main">
      <title>{`${status} – ${productName}`}</title>
      <p className="message__code">{status}</p>
      <h1 className="message__title">Apologies, but something went wrong on our end.</h1>
      <p className="message__text">Refresh the page to try again.</p>
      <p className="message__text">
        {statusPageUrl ? (
          <>
            You can also check our <a href={statusPageUrl}>site status page</a>, or{' '}
          </>
        ) : (
          'You can also '
        )}
        <a href={browseTopUrl}>find something interesting to read</a>.
      </p>
    </main>
  );
}
