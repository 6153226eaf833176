/** What an upsell offers (docs/spec-checklist.md 2 §5): becoming a member, or giving a membership. */
const UPSELL_SOURCE_NAMES = ['upgrade_membership', 'gift_membership'] as const;
export type UpsellSourceName = (typeof UPSELL_SOURCE_NAMES)[number];

/** Between the name and the place in a `source` value: neither a name nor a place contains it. */
const SEPARATOR = '---';

/**
 * The `source` an upsell link carries to the plans or gift page, and on to the checkout, so a
 * membership can be traced to the upsell that sold it: `upgrade_membership---top-bar`.
 */
export const upsellSource = (name: UpsellSourceName, location: string): string => `${name}${SEPARATOR}${location}`;

type UpsellSourceReading = { readonly name: UpsellSourceName; readonly location: string } | { readonly error: string };

/** Reads a `source` value, or gives the spec's error for one that does not follow the standard. */
export function readUpsellSource(value: string): UpsellSourceReading {
  const at = value.indexOf(SEPARATOR);
  const name = at < 0 ? value : value.slice(0, at);
  const location = at < 0 ? '' : value.slice(at + SEPARATOR.length);
  const known = UPSELL_SOURCE_NAMES.find((candidate) => candidate === name);
  if (!known) return { error: 'Unstandardized upsell source' };
  if (!location.trim()) return { error: 'Upsell source without source location' };
  return { name: known, location };
}

/** A page's `source` query value to pass on to the checkout: only one that reads cleanly, so a mangled address never stops a sale. */
export const passableUpsellSource = (value: string | null): string | null =>
  value !== null && !('error' in readUpsellSource(value)) ? value : null;
