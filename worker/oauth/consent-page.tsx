import type { ConsentDescription } from '@cloudflare/workers-oauth-provider';
import { API_SCOPES, isApiScope } from '../../shared/api/api-scopes.ts';

interface ConsentPageProps {
  readonly productName: string;
  readonly details: ConsentDescription;
  /** The library's one-use handle for this consent, bound to this browser by a cookie. */
  readonly handle: string;
  readonly xsrf: string;
  readonly viewerName: string;
  readonly scopes: readonly string[];
}

/**
 * /m/oauth/authorize: may this application act for the signed-in writer? It names the application
 * (its name is the registering writer's words, so React escapes it like any text), where the
 * access goes, and each thing it may do. The page runs no script and cannot be framed; Allow
 * and Deny post the form with the session's anti-forgery value.
 */
export function ConsentPage({ productName, details, handle, xsrf, viewerName, scopes }: ConsentPageProps) {
  return (
    <main className="page page--message consent" id="main">
      <title>{`Allow ${details.clientName} to use your account? – ${productName}`}</title>
      <h1 className="message__title">{`Allow ${details.clientName} to use your ${productName} account?`}</h1>
      <p className="message__text">{`You are signed in as ${viewerName}. ${details.clientName} will be able to:`}</p>
      <ul className="consent__scopes">
        {scopes.map((scope) => (
          <li key={scope}>{isApiScope(scope) ? API_SCOPES[scope] : scope}</li>
        ))}
      </ul>
      <p className="message__text">
        {`Access goes to `}
        <strong>{details.redirectHost}</strong>
        {details.clientUri ? `, for ${details.clientUri}` : ''}
        {`. You can take it back at any time under Settings → Applications.`}
      </p>
      {details.redirectIsLoopback ? (
        <p className="message__text consent__warning">
          This sends access to a program on your own computer. Continue only if you just started connecting it.
        </p>
      ) : null}
      <form method="post" className="message__actions">
        <input type="hidden" name="handle" value={handle} />
        <input type="hidden" name="xsrf" value={xsrf} />
        <button type="submit" name="decision" value="deny" className="button button--outline">
          Deny
        </button>
        <button type="submit" name="decision" value="approve" className="button button--primary">
          Allow
        </button>
      </form>
    </main>
  );
}

/** A request that cannot be shown or finished: said on the page, never sent back to an unverified address. */
export function ConsentProblemPage({
  productName,
  message,
}: {
  readonly productName: string;
  readonly message: string;
}) {
  return (
    <main className="page page--message" id="main">
      <title>{`This app cannot connect – ${productName}`}</title>
      <h1 className="message__title">This app cannot connect to your account.</h1>
      <p className="message__text">{message}</p>
    </main>
  );
}
