import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `intervalMs` while the page is in view. A hidden tab asks for nothing;
 * on coming back into view it refreshes at once and polls again. The first call comes after one
 * interval: what the server rendered is fresh when the page opens.
 */
export function usePolling(refresh: () => void, intervalMs: number): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => latest.current(), intervalMs);
    };
    const visibilityChanged = () => {
      if (document.visibilityState !== 'visible') return clearInterval(timer);
      latest.current();
      start();
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', visibilityChanged);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', visibilityChanged);
    };
  }, [intervalMs]);
}
