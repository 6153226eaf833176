import { Temporal } from '@js-temporal/polyfill';

/**
 * A date as the Temporal.Instant Fedify's vocabulary takes. Workers have no Temporal yet, so the
 * polyfill Fedify itself uses makes it; its types differ from the standard library's only in
 * names, hence the cast.
 */
export const instant = (date: Date): globalThis.Temporal.Instant =>
  Temporal.Instant.fromEpochMilliseconds(date.getTime()) as unknown as globalThis.Temporal.Instant;
