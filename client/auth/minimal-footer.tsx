import { useConfig, useLink } from '../state/app-state.tsx';

/**
 * The sign-in screens' minimal footer (docs/spec-checklist.md 2 §2): home, About, Help, Terms, Privacy, and the
 * app-store buttons when the deployment has an app in a store (`APP_STORE_URL`,
 * `PLAY_STORE_URL`); Quire ships none, so by default they are left out. Each link is marked for
 * docs/spec-checklist.md 1 §7's footer and app-store click events (client/events/watch-page.ts).
 */
export function MinimalFooter() {
  const { productName, footer } = useConfig();
  const link = useLink();
  const links: [string, string][] = [
    [productName, link('ShowHome')],
    ['About', link('ShowAbout')],
    ['Help', link('ShowHelp')],
    ['Terms', link('AcctTos')],
    ['Privacy', `${link('AcctTos')}#privacy`],
  ];
  const stores: [string, string, string][] = [
    ['Download on the App Store', 'app-store', footer.appStoreUrl],
    ['Get it on Google Play', 'google-play', footer.playStoreUrl],
  ];
  return (
    <footer className="minimal-footer">
      <nav aria-label={`About ${productName}`}>
        {links.map(([label, href]) => (
          <a key={label} href={href} data-event="footer.clicked" data-event-target={label}>
            {label}
          </a>
        ))}
      </nav>
      {stores.some(([, , href]) => href) && (
        <nav aria-label="Get the app" className="minimal-footer__stores">
          {stores.map(([label, store, href]) =>
            href ? (
              <a
                key={store}
                className="button button--outline"
                href={href}
                data-event="appStore.clicked"
                data-event-target={store}
              >
                {label}
              </a>
            ) : null,
          )}
        </nav>
      )}
    </footer>
  );
}
