import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPage } from '../events/stub-page.ts';
import { ErrorBoundary } from './error-boundary.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a render error shows the generic error page and is reported (spec 2 §2)', () => {
  it('reports what the boundary caught as a client.error from the render', () => {
    const { kept } = stubPage();
    new ErrorBoundary({ children: null }).componentDidCatch(new Error('Cannot read properties of null'));
    expect(kept()).toEqual([
      expect.objectContaining({ type: 'client.error', data: expect.objectContaining({ message: 'Error: Cannot read properties of null', source: 'render' }) }),
    ]);
  });

  it('shows the error page instead of the part that failed', () => {
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true });
  });
});
