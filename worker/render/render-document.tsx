import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { StartupValues } from '../../shared/preloaded-state.ts';
import type { AppEnv } from '../context.ts';
import { loadAssetManifest } from './assets-manifest.ts';
import { requestShowsPrivacyBanner } from './privacy-region.ts';
import { DevtoolPanel } from './devtool-panel.tsx';
import { Document } from './document.tsx';
import { isBot } from '../../shared/is-bot.ts';
import { googleProvider } from '../auth/oidc.ts';
import { htmlSecurityHeaders } from './security-headers.ts';

interface RenderOptions {
  readonly status: number;
  readonly cacheControl?: string;
  readonly startup?: StartupValues;
  /** The page the document hydrates, and its module, whose script the browser loads with the bundle. */
  readonly page?: { readonly name: string; readonly browserFile: string };
  /** Embeds (/embed/list/…) are made to be framed by other sites. */
  readonly frameable?: boolean;
  /** Server-only head elements: the page's share card (worker/discovery/share-tags.tsx). */
  readonly head?: ReactNode;
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * Streams a React tree as an HTML document. The status is fixed once the shell is ready: a
 * failure in the shell rejects (the caller answers with the 500 page), a later one is logged and
 * noted on the context (renderFailedLate). Bots wait for the whole document.
 */
export async function renderDocument(c: Context<AppEnv>, tree: ReactNode, options: RenderOptions): Promise<Response> {
  const nonce = c.get('nonce');
  const flags = c.get('flags');
  const allowFrame = flags.allow_iframe || options.frameable === true;
  const logger = c.get('logger');
  // A page that hydrates cannot do without its script; the 500 page can do without the stylesheet.
  const manifest = await loadAssetManifest(c.env.ASSETS).catch((error: unknown) => {
    if (options.startup) throw error;
    return null;
  });
  let shellReady = false;
  let failedLate = false;

  // a visitor's story hydrates when they mean to act, not to read (client/boot.ts, docs/scale.md)
  const waits =
    options.startup !== undefined &&
    options.page?.name === 'post' &&
    !options.startup.__PRELOADED_STATE__.session.isLoggedInCookie &&
    manifest?.boot !== undefined;
  const devtool =
    flags.enable_devtool && options.startup ? (
      <DevtoolPanel facts={{ state: options.startup.__PRELOADED_STATE__, d1RoundTrips: c.get('d1RoundTrips')() }} />
    ) : undefined;
  const stream = await renderToReadableStream(
    <Document
      nonce={nonce}
      stylesheet={manifest?.stylesheet}
      pageScript={options.page ? manifest?.pages[options.page.browserFile] : undefined}
      mainScript={waits ? manifest?.script : undefined}
      startup={options.startup}
      frameGuard={!allowFrame}
      privacyBanner={requestShowsPrivacyBanner(
        c.req.raw,
        options.startup?.__PRELOADED_STATE__.session.isLoggedInCookie ?? false,
      )}
      head={options.head}
      devtool={devtool}
    >
      {tree}
    </Document>,
    {
      nonce,
      ...(options.startup && manifest ? { bootstrapModules: [waits ? manifest.boot : manifest.script] } : {}),
      // A part that is ready goes out in its place. By default React moves a ready part out of the
      // shell once the document passes 12.8 KB (a story's body, after the page's embedded data):
      // it then came in a hidden block a script reveals, up to 300 ms after the first paint,
      // unreadable without script, and the page could hydrate with the parts below it out of place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failedLate ||= shellReady;
        logger.error('Render failed', { message: errorMessage(error), path: c.req.path, afterShell: shellReady });
      },
    },
  );
  shellReady = true;
  if (isBot(c.req.header('user-agent'))) await stream.allReady;

  // Told to the edge cache rather than marked in the page: a stream piped through a transform
  // cost an uncached page about a tenth of its CPU (docs/scale.md).
  c.set('renderFailedLate', () => failedLate);
  return new Response(stream, {
    status: options.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'X-Cache-Status': 'DYNAMIC',
      ...(options.cacheControl ? { 'Cache-Control': options.cacheControl } : {}),
      // Outside production, what the page cost so far (its data is fetched before the shell).
      ...(c.env.ENVIRONMENT === 'production' ? {} : { 'X-D1-Round-Trips': String(c.get('d1RoundTrips')()) }),
      ...htmlSecurityHeaders(nonce, allowFrame, {
        googleOneTap: flags.enable_google_one_tap && googleProvider(c.env) !== null,
        searchHost: c.env.SEARCH_HOST,
        authOrigin: c.get('authOrigin'),
      }),
    },
  });
}
