import { useState } from 'react';
import { randomHex } from '../../shared/hex.ts';

/**
 * A key for one thing a person means to do once (a response): the same across retries and
 * double clicks, so the server stores it once; renewed when it is done. Not crypto.randomUUID,
 * which a page served over plain http (a custom domain before its certificate) does not have.
 */
export function useIdempotencyKey(): readonly [string, () => void] {
  const [key, setKey] = useState(() => randomHex(32));
  return [key, () => setKey(randomHex(32))];
}
