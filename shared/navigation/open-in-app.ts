/** docs/spec-checklist.md 1 §2.3: the routes where Open in app is not offered. */
const HIDDEN_ON: ReadonlySet<string> = new Set(['ShowCollectionNewsletterLanding']);

/**
 * The small-screen second bar's Open in app link (docs/spec-checklist.md 1 §2.3): the deployment's deep-link
 * service (`APP_DEEP_LINK_URL`), carrying the page's canonical address, a feature tag (logged in
 * or logged out), a channel and a stage. Null without an app to open, and on the newsletter
 * landing route.
 */
export function openInAppHref(
  deepLinkUrl: string,
  page: { readonly canonicalUrl: string; readonly routeName: string; readonly loggedIn: boolean },
): string | null {
  if (!deepLinkUrl || HIDDEN_ON.has(page.routeName)) return null;
  const url = new URL(deepLinkUrl);
  url.searchParams.set('$canonical_url', page.canonicalUrl);
  url.searchParams.set('feature', page.loggedIn ? 'logged_in' : 'logged_out');
  url.searchParams.set('channel', 'quire_web');
  url.searchParams.set('stage', 'second_bar');
  return url.toString();
}
