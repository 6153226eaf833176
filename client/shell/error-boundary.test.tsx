import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_KEY } from '../events/keep-event.ts';
import { ErrorBoundary } from './error-boundary.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a render error shows the generic error page and is reported (spec 2 §2)', () => {
  it('reports what the boundary caught as a client.error from the render', () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('window', { __PRELOADED_STATE__: { flags: { dont_track_user: false } } });
    vi.stubGlobal('location', { href: 'https://quire.example/', search: '' });
    vi.stubGlobal('document', { referrer: '' });
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('localStorage', { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) });
    new ErrorBoundary({ children: null }).componentDidCatch(new Error('Cannot read properties of null'));
    expect(JSON.parse(storage.get(EVENTS_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ type: 'client.error', data: expect.objectContaining({ message: 'Error: Cannot read properties of null', source: 'render' }) }),
    ]);
  });

  it('shows the error page instead of the part that failed', () => {
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true });
  });
});
