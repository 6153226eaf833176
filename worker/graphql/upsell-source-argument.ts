import { readUpsellSource } from '../../shared/membership/upsell-source.ts';

/**
 * A checkout's `source` argument as the payment provider keeps it: null for none, the value for a
 * standard one, or the spec's error (docs/spec-checklist.md 2 §5) for one that is not. The pages send only sources
 * that read cleanly, so the error reaches only callers who make sources up.
 */
export function upsellSourceArgument(
  source: string | null | undefined,
): { readonly source: string | null } | { readonly error: string } {
  if (source === null || source === undefined) return { source: null };
  const reading = readUpsellSource(source);
  return 'error' in reading ? reading : { source };
}
