import type { CaptchaConfig } from './captcha.ts';
import type { Flags } from './flags.ts';
import type { FooterAddresses } from './navigation/footer-links.ts';
import type { TaxBanner } from './partner/tax-banner.ts';
import type { Params, TableMode } from './routes/index.ts';
import type { SearchConfig } from './search/search-config.ts';
import type { QueuedToast } from './toasts.ts';

export interface Session {
  /** The anti-forgery value; empty for visitors, so anonymous pages carry nothing per viewer. */
  readonly xsrf: string;
  readonly isLoggedInCookie: boolean;
  readonly isSpoofed: boolean;
}

export interface Navigation {
  readonly routeName: string;
  /** The page the route shows (docs/spec-checklist.md 3 §2 page name); not-found for a 404. */
  readonly page: string;
  readonly params: Params;
  readonly table: TableMode;
  readonly host: string;
  readonly path: string;
  readonly search: string;
  readonly status: number;
  /** The small-screen second bar's Open in app link, or null (shared/navigation/open-in-app.ts). */
  readonly openInApp: string | null;
}

export interface AppConfig {
  readonly productName: string;
  readonly authDomain: string;
  /** Origin of the auth domain, for links to routes outside the current host's table. */
  readonly authOrigin: string;
  readonly environment: string;
  /** The deployed release, sent with every data request. */
  readonly release: string;
  /**
   * The debug carrier: headers the data client adds to its named operations, so their log
   * records share the trace of the render that made the page (W3C `traceparent`).
   */
  readonly debugCarrier: Readonly<Record<string, string>>;
  /** Social sign-in providers configured on this deployment. */
  readonly signInProviders: readonly ('google' | 'facebook' | 'twitter' | 'apple')[];
  /** Google's OAuth client id, public by nature, for the one-tap card. */
  readonly googleClientId: string | null;
  /** The captcha sign-in e-mails need, when the flags ask for one. */
  readonly captcha: CaptchaConfig | null;
  /** Where predictive search sends its queries (docs/spec-checklist.md 3 §7): this site's search API or a hosted one. */
  readonly search: SearchConfig;
  /** The footer's addresses outside the route table (docs/spec-checklist.md 1 §2.6). */
  readonly footer: FooterAddresses;
}

export type BannerKind = 'VERIFY_EMAIL' | 'USER_SUSPENDED' | 'PP_ACCEPT_TERMS' | 'TAX_STATUS';

/** A banner the server decided on; the tax banner carries its sentence and colour (docs/spec-checklist.md 1 §4). */
export type Banner =
  | { readonly kind: Exclude<BannerKind, 'TAX_STATUS'> }
  | ({ readonly kind: 'TAX_STATUS' } & TaxBanner);

/** The first of the three start-up values of docs/spec-checklist.md 3 §1 (`window.__PRELOADED_STATE__`). */
export interface PreloadedState {
  readonly config: AppConfig;
  readonly session: Session;
  readonly navigation: Navigation;
  readonly flags: Flags;
  readonly toasts: readonly QueuedToast[];
  readonly banners: readonly Banner[];
}

/**
 * docs/spec-checklist.md 3 §1: the session defaults to not logged in by cookie, not spoofed, with an empty
 * anti-forgery value. Sign-in replaces it for signed-in viewers only.
 */
export const ANONYMOUS_SESSION: Session = { xsrf: '', isLoggedInCookie: false, isSpoofed: false };

/** The three start-up values as the document exposes them on `window`. */
export interface StartupValues {
  readonly __PRELOADED_STATE__: PreloadedState;
  readonly __GRAPHQL_URI__: string;
  readonly __APOLLO_STATE__: Readonly<Record<string, unknown>>;
}
