/**
 * A stored page carries the nonce of the request that rendered it. Every copy served gets a
 * fresh one, in the policy header and on every element that carries one, so a nonce is never
 * known in advance to someone who could inject markup. The old nonce is random and was made
 * before the page's content was read, so in the page it occurs only where the renderer wrote
 * it. Its places are found once per stored copy; serving then copies the bytes and writes the
 * new nonce over the old (nonces all have one length), with no text decoding per request.
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
  const needle = encoder.encode(`nonce="${nonce}"`);
  const offsets: number[] = [];
  search: for (let start = 0; start <= body.length - needle.length; start += 1) {
    for (let index = 0; index < needle.length; index += 1) if (body[start + index] !== needle[index]) continue search;
    offsets.push(start + 'nonce="'.length);
    start += needle.length - 1;
  }
  return { nonce, offsets };
}

/** The page's bytes and policy with the new nonce in every place of the old. */
export function withNonce(body: Uint8Array<ArrayBuffer>, policy: string, places: NoncePlaces | null, nonce: string): { body: Uint8Array<ArrayBuffer>; policy: string } {
  if (!places) return { body, policy };
  if (nonce.length !== places.nonce.length) throw new Error('A nonce must have the length of the one it replaces');
  const renewed = body.slice();
  const bytes = encoder.encode(nonce);
  for (const offset of places.offsets) renewed.set(bytes, offset);
  return { body: renewed, policy: policy.replaceAll(`'nonce-${places.nonce}'`, `'nonce-${nonce}'`) };
}
