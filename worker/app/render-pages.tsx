import type { Context } from 'hono';
import { formerUsernameTarget } from '../people/former-username.ts';
import { getCookie } from 'hono/cookie';
import { traceparent, TRACEPARENT_HEADER } from '../../shared/trace-context.ts';
import { App } from '../../client/app.tsx';
import { prefetchedDataSource } from '../../client/data/data-source.ts';
import { NOT_FOUND_PAGE } from '../../client/pages/define-page.ts';
import { pageFor } from '../../client/pages/page-registry.ts';
import { GRAPHQL_PATH } from '../../shared/constants.ts';
import { bannersFor } from '../../shared/banners.ts';
import type { Flags } from '../../shared/flags.ts';
import { ANONYMOUS_SESSION, type Banner, type PreloadedState, type Session } from '../../shared/preloaded-state.ts';
import { link, router, type TableMode } from '../../shared/routes/index.ts';
import type { AppEnv } from '../context.ts';
import type { PageTarget } from '../routes/app-hand-off.ts';
import { captchaFor } from '../auth/captcha.ts';
import { sessionCookieName } from '../auth/viewer.ts';
import { pageCacheOutcome } from '../cache/page-cache-outcome.ts';
import { isSignedInCookie } from '../cache/request-eligibility.ts';
import { configuredSocialProviders } from '../auth/social-providers.ts';
import { googleProvider } from '../auth/oidc.ts';
import { createGraphQLContext } from './graphql-context.ts';
import { errorStatus } from '../render/error-status.ts';
import { vanityNameTarget } from '../people/vanity-name-queries.ts';
import type { Database } from '../db/client.ts';
import { importedAddressTarget } from '../import/imported-address-queries.ts';
import { normalizeHost, resolveHost } from '../hosts/resolve-host.ts';
import { isEmbedRoute } from '../../shared/routes/embeds.ts';
import { prefetchPageData } from '../render/prefetch-page-data.ts';
import { shareCardFor } from '../discovery/share-card.ts';
import { ShareTags } from '../discovery/share-tags.tsx';
import { renderDocument } from '../render/render-document.tsx';
import { ServerErrorPage } from '../render/server-error-page.tsx';
import { serverTimingHeader, timed } from '../logging/server-timing.ts';
import { openInAppHref } from '../../shared/navigation/open-in-app.ts';

function preloadedState(
  c: Context<AppEnv>,
  target: PageTarget & { readonly page: string },
  session: Session,
  banners: Banner[],
  flags: Flags,
): PreloadedState {
  const url = new URL(c.req.url);
  return {
    config: {
      productName: c.env.PRODUCT_NAME,
      authDomain: c.env.AUTH_DOMAIN,
      authOrigin: c.get('authOrigin'),
      environment: c.env.ENVIRONMENT,
      release: c.env.RELEASE,
      debugCarrier: { [TRACEPARENT_HEADER]: traceparent(c.get('traceId')) },
      signInProviders: configuredSocialProviders(c.env),
      googleClientId: googleProvider(c.env)?.clientId ?? null,
      captcha: captchaFor(c.env, flags)?.config ?? null,
      search: { appId: c.env.SEARCH_APP_ID, apiKey: c.env.SEARCH_API_KEY, host: c.env.SEARCH_HOST },
      footer: {
        statusPageUrl: c.env.STATUS_PAGE_URL,
        blogUrl: c.env.BLOG_URL,
        textToSpeechUrl: c.env.TEXT_TO_SPEECH_URL,
        appStoreUrl: c.env.APP_STORE_URL,
        playStoreUrl: c.env.PLAY_STORE_URL,
      },
    },
    session,
    navigation: {
      ...target,
      host: url.host,
      path: url.pathname,
      search: url.search,
      openInApp: openInAppHref(c.env.APP_DEEP_LINK_URL, {
        canonicalUrl: `${url.origin}${url.pathname}`,
        routeName: target.routeName,
        loggedIn: session.isLoggedInCookie,
      }),
    },
    flags,
    toasts: [],
    banners,
  };
}

/** A page of the app: its data fetched first (which fixes the status), then streamed and hydrated. */
export async function renderAppPage(c: Context<AppEnv>, target: PageTarget): Promise<Response> {
  const routePage = target.status === 404 ? NOT_FOUND_PAGE : (router.get(target.routeName)?.page ?? NOT_FOUND_PAGE);
  const url = new URL(c.req.url);
  const context = await createGraphQLContext(c, { ownDocuments: true });
  const location = { routeName: target.routeName, search: url.searchParams };
  const pageData = pageFor(routePage).data;
  const site = { origin: context.linkContext.authOrigin, productName: c.env.PRODUCT_NAME };
  const timings = c.get('timings');
  const [{ ssrData, results, status, data }, card] = await timed(timings, 'data', () =>
    Promise.all([
      prefetchPageData(context, pageData, target.params, location),
      pageData
        ? shareCardFor(context, routePage, pageData.variables(target.params, location) as Record<string, unknown>, site)
        : null,
    ]),
  );
  const finalStatus = target.status === 200 ? status : target.status;
  // a writer who changed their username: their old addresses lead to the new ones while it is held
  const moved =
    finalStatus === 404
      ? await formerUsernameTarget(context.db, target, url, context.linkContext.authOrigin, context.now())
      : null;
  if (moved) return c.redirect(moved, 301);
  const vanity = finalStatus === 404 ? await vanityNameTarget(context.db, target, url) : null;
  if (vanity) return c.redirect(vanity, 302);
  // a writer or publication that moved its old site's domain here: its old addresses lead to the imported stories
  const imported =
    finalStatus === 404 && (target.table === 'user' || target.table === 'collection')
      ? await importedTarget(c, context.db, url)
      : null;
  if (imported) return c.redirect(imported, 301);
  // A page whose data says "not found" shows the not-found page, as an unknown path does.
  const page = finalStatus === 404 ? NOT_FOUND_PAGE : routePage;
  c.set(
    'pageCache',
    await pageCacheOutcome(
      c.get('edgeCache'),
      {
        routeName: target.routeName,
        page,
        params: target.params,
        status: finalStatus,
        data,
        host: normalizeHost(url.host),
        sessionCookieSent: isSignedInCookie(getCookie(c, sessionCookieName(url))),
      },
      context,
    ),
  );
  const session: Session = context.viewer
    ? { xsrf: context.viewer.xsrf, isLoggedInCookie: true, isSpoofed: false }
    : ANONYMOUS_SESSION;
  const viewer = context.viewer?.user;
  const banners = bannersFor(
    viewer
      ? {
          email: viewer.email,
          isSuspended: viewer.isSuspended,
          isPartnerProgramEnrolled: viewer.partnerProgramEnrollment === 'ENROLLED',
          hightowerTermsAcceptedAt: viewer.hightowerTermsAcceptedAt?.getTime() ?? null,
          dismissableFlags: viewer.dismissableFlags,
          taxDocuments: {
            status: viewer.taxDocumentStatus,
            limitedAt: viewer.earningsLimitedAt?.getTime() ?? null,
            forfeitedAt: viewer.earningsForfeitedAt?.getTime() ?? null,
          },
        }
      : null,
    { routeName: target.routeName, now: context.now().getTime() },
  );
  const state = preloadedState(c, { ...target, page, status: finalStatus }, session, banners, context.flags);
  const { component: Page, browserFile } = pageFor(page);
  const response = await timed(timings, 'render', () =>
    renderDocument(c, <App state={state} data={prefetchedDataSource(results)} page={Page} />, {
      status: state.navigation.status,
      frameable: isEmbedRoute(target.routeName),
      page: { name: page, browserFile },
      // A signed-in viewer's page carries their anti-forgery value and data: no shared cache may keep it.
      ...(context.viewer ? { cacheControl: 'private, no-store' } : {}),
      startup: { __PRELOADED_STATE__: state, __GRAPHQL_URI__: GRAPHQL_PATH, __APOLLO_STATE__: ssrData },
      ...(card && page === routePage
        ? { head: <ShareTags card={card} productName={c.env.PRODUCT_NAME} nonce={c.get('nonce')} /> }
        : {}),
    }),
  );
  // what the page cost, for staff and in development; never on a page another viewer may get
  if (c.env.ENVIRONMENT !== 'production' || viewer?.isStaff)
    response.headers.set('Server-Timing', serverTimingHeader(timings, c.get('d1RoundTrips')()));
  return response;
}

/**
 * An old address of the writer or publication whose domain this is, leading to the story imported
 * from it (import/imported-address-queries.ts).
 */
async function importedTarget(c: Context<AppEnv>, db: Database, url: URL): Promise<string | null> {
  const host = await resolveHost(db, normalizeHost(url.host), c.env.AUTH_DOMAIN);
  const username = host?.table === 'user' ? host.hostParams['username'] : undefined;
  const collectionSlug = host?.table === 'collection' ? host.hostParams['collectionSlug'] : undefined;
  if (username) return importedAddressTarget(db, { username }, url);
  return collectionSlug ? importedAddressTarget(db, { collectionSlug }, url) : null;
}

/** "Not found", for unknown hosts and paths alike; a 404, never a 500. */
export const renderNotFound = (c: Context<AppEnv>, table: TableMode = 'default'): Promise<Response> =>
  renderAppPage(c, { routeName: 'NotFound', params: {}, table, status: 404 });

/** The 500 page (409 for a conflict). It never hydrates, so it shows even when the app is what broke. */
export function renderServerError(c: Context<AppEnv>, error: unknown): Promise<Response> {
  const status = errorStatus(error);
  const page = (
    <ServerErrorPage
      status={status}
      productName={c.env.PRODUCT_NAME}
      statusPageUrl={c.env.STATUS_PAGE_URL}
      browseTopUrl={c.get('authOrigin') + link('ShowBrowseTop')}
    />
  );
  return renderDocument(c, page, { status });
}
