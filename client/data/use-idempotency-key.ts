import { useState } from 'react';

/**
 * A key for one thing a person means to do once (a response): the same across retries and
 * double clicks, so the server stores it once; renewed when it is done.
 */
export function useIdempotencyKey(): readonly [string, () => void] {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return [key, () => setKey(crypto.randomUUID())];
}
