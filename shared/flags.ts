/**
 * Every feature flag the specification names (docs/spec-checklist.md 1 §6, docs/spec-checklist.md 2 §6, docs/spec-checklist.md 3 §6) with its default.
 * Flags are resolved on the server (defaults, then the FLAGS configuration, later per viewer) and
 * shipped to the client in the preloaded state, so both sides read them from one place.
 */
export const FLAG_DEFAULTS = {
  // docs/spec-checklist.md 2 §6
  can_view_suspended_content: false,
  is_internal_ip: false,
  is_medium_staff: false,
  disable_edge_cache: false,
  enable_google_one_tap: false,
  enable_google_one_tap_on_subdomains: false,
  enable_passwords: true,
  enable_new_login_flow: true,
  enable_email_sign_in_captcha: false,
  enable_recaptcha_v3: false,
  skip_sign_in_recaptcha: true,
  disable_login_apple: false,
  disable_login_facebook: false,
  disable_login_google: false,
  disable_login_twitter: false,
  disable_login_email: false,
  enable_devtool: false,
  allow_iframe: false,
  dont_track_user: false,
  // docs/spec-checklist.md 1 §6
  enable_two_column_layout_with_global_nav: false,
  disable_lite_gift_page: false,
  enable_global_nav_on_legacy_lite: false,
  enable_sprig: false,
  can_view_unfiltered_search: false,
  can_edit_members_only_posts: false,
  // docs/spec-checklist.md 3 §6
  enable_tick_landing_page: false,
  enable_tribute_landing_page: false,
  enable_new_suspension_flow: false,
  enable_lite_user_settings: true,
  enable_lite_pub_homepage_for_selected_domains: true,
  enable_aurora_about_page_routing: true,
  enable_aurora_tag_page_routing: true,
} as const satisfies Record<string, boolean>;

export type FlagName = keyof typeof FLAG_DEFAULTS;
export type Flags = Readonly<Record<FlagName, boolean>>;

const isFlagName = (name: string): name is FlagName => Object.hasOwn(FLAG_DEFAULTS, name);

/**
 * Merges overrides (the FLAGS configuration) over the defaults. Bad configuration fails here,
 * at start-up, with a message that says how to fix it.
 */
export function resolveFlags(overrides: unknown): Flags {
  if (overrides === undefined || overrides === null) return { ...FLAG_DEFAULTS };
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    throw new Error('FLAGS must be a JSON object of flag names to booleans, e.g. {"allow_iframe": true}');
  }
  const flags: Record<FlagName, boolean> = { ...FLAG_DEFAULTS };
  for (const [name, value] of Object.entries(overrides)) {
    if (!isFlagName(name)) throw new Error(`FLAGS names an unknown flag "${name}"; known flags are in shared/flags.ts`);
    if (typeof value !== 'boolean') throw new Error(`FLAGS.${name} must be true or false`);
    flags[name] = value;
  }
  return flags;
}

/**
 * Flags that follow from who is asking: staff (is_staff) are is_medium_staff, may see suspended
 * content and search unfiltered; moderators (is_moderator) see suspended content, which they judge.
 */
export function withViewerFlags(
  flags: Flags,
  viewer: { readonly isStaff: boolean; readonly isModerator: boolean } | null,
): Flags {
  if (viewer?.isStaff)
    return { ...flags, is_medium_staff: true, can_view_suspended_content: true, can_view_unfiltered_search: true };
  return viewer?.isModerator ? { ...flags, can_view_suspended_content: true } : flags;
}
