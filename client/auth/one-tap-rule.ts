import { BREAKPOINTS, TIME } from '../../shared/constants.ts';
import type { RouteName } from '../../shared/routes/index.ts';

/** docs/spec-checklist.md 2 §4 leaves the window open; a week keeps a dismissed card from nagging. */
export const ONE_TAP_QUIET_MS = 7 * TIME.day;
export const ONE_TAP_HIDDEN_AT_KEY = 'quire.oneTapHiddenAt';

/** Pages where a visitor is reading or browsing (docs/spec-checklist.md 2 §4 "home, post, user, collection and similar"). */
export const ONE_TAP_ROUTES: ReadonlySet<string> = new Set<RouteName>([
  'ShowHome',
  'ShowPost',
  'ShowPostUnderUser',
  'ShowPostUnderCollection',
  'ShowUser',
  'ShowCollectionHome',
  'ShowSequenceLibrary',
  'ShowSequencePost',
  'ShowTagPosts',
  'ShowTopic',
]);

/** Someone who came from a search engine on a phone wanted that one page: no card over it. */
const SEARCH_REFERRER = /^https?:\/\/([^/]+\.)?(google|bing|duckduckgo|yahoo|ecosia)\.[a-z.]+(\/|$)/i;

export interface OneTapSituation {
  readonly loggedIn: boolean;
  readonly googleConfigured: boolean;
  readonly routeName: string;
  /** A writer's or a publication's own domain rather than the main site. */
  readonly onOtherHost: boolean;
  readonly flags: {
    readonly enable_google_one_tap: boolean;
    readonly enable_google_one_tap_on_subdomains: boolean;
    readonly disable_login_google: boolean;
  };
  readonly hiddenAt: number | null;
  readonly now: number;
  readonly viewportWidth: number;
  readonly referrer: string;
}

/** docs/spec-checklist.md 2 §4 "Google one-tap": shown only when every condition holds. */
export function shouldShowOneTap(situation: OneTapSituation): boolean {
  const { flags } = situation;
  return (
    !situation.loggedIn &&
    situation.googleConfigured &&
    !flags.disable_login_google &&
    flags.enable_google_one_tap &&
    (!situation.onOtherHost || flags.enable_google_one_tap_on_subdomains) &&
    ONE_TAP_ROUTES.has(situation.routeName) &&
    (situation.hiddenAt === null || situation.now - situation.hiddenAt >= ONE_TAP_QUIET_MS) &&
    !(situation.viewportWidth < BREAKPOINTS.md && SEARCH_REFERRER.test(situation.referrer))
  );
}
