import { findBytes } from '../render/find-bytes.ts';

/**
 * A stored page carries the nonce of the request that rendered it. Every copy served gets a
 * fresh one, in the policy header and on every element that carries one, so a nonce is never
 * known in advance to someone who could inject markup. The old nonce is random and was made
 * before the page's content was read, so in the page it occurs only where the renderer wrote
 * it. Its places are found once per stored copy; serving then writes the new nonce over the old
 * in the served copy (nonces all have one length), with no text decoding per request.
 */
export interface NoncePlaces {
  readonly nonce: string;
  /** Byte offsets of the nonce's value in each `nonce="…"` attribute. */
  readonly offsets: readonly number[];
}

const encoder = new TextEncoder();

/** The nonce the policy names and where it sits in the page's bytes; null when there is none. */
export function noncePlaces(body: Uint8Array, policy: string): NoncePlaces | null {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return null;
  return {
    nonce,
    offsets: findBytes(body, encoder.encode(`nonce="${nonce}"`)).map((start) => start + 'nonce="'.length),
  };
}

/** Writes the new nonce in every place of the old, in `copy` (the served bytes, never the stored ones); returns the policy with it. */
export function writeNonce(copy: Uint8Array, policy: string, places: NoncePlaces | null, nonce: string): string {
  if (!places) return policy;
  if (nonce.length !== places.nonce.length) throw new Error('A nonce must have the length of the one it replaces');
  const bytes = encoder.encode(nonce);
  for (const offset of places.offsets) copy.set(bytes, offset);
  return policy.replaceAll(`'nonce-${places.nonce}'`, `'nonce-${nonce}'`);
}
