import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPage } from '../events/stub-page.ts';
import { ErrorBoundary } from './error-boundary.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('a render error shows the generic error page and is reported (docs/spec-checklist.md 2 §2)', () => {
  it('reports what the boundary caught as a client.error from the render', () => {
    const { kept } = stubPage();
    new ErrorBoundary({ children: null }).componentDidCatch(new Error('Cannot read properties of null'));
    expect(kept()).toEqual([
      expect.objectContaining({
        type: 'client.error',
        data: expect.objectContaining({ message: 'Error: Cannot read properties of null', source: 'render' }),
      }),
    ]);
  });

  it('shows the error page, in the spec’s words, instead of the part that failed', () => {
    expect(ErrorBoundary.getDerivedStateFromError()).toEqual({ failed: true });
    const boundary = new ErrorBoundary({ children: <p>the story</p> });
    boundary.state = ErrorBoundary.getDerivedStateFromError();
    const html = renderToStaticMarkup(boundary.render());
    expect(html).not.toContain('the story');
    expect(html).toContain('<h1 class="message__title">Error</h1>');
    expect(html).toContain('We’re sorry, but there was a problem displaying this page.');
    expect(html).toContain('Please reload and try again.');
  });
});
