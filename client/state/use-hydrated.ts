import { useEffect, useState } from 'react';

/**
 * False on the server and in the browser's first render, true once the page is hydrated: for
 * parts that load their code only for the readers who have them, after the page is up.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
