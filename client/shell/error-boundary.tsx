import { Component, type ReactNode } from 'react';
import { keepError } from '../events/watch-page.ts';

interface State {
  readonly failed: boolean;
}

/** docs/spec-checklist.md 2 §2 "Other shell pieces": a render error shows the generic error page and is reported. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  // React itself writes the error and its components to the console
  override componentDidCatch(error: unknown): void {
    keepError(error, 'render');
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorPage />;
  }
}

export function ErrorPage() {
  return (
    <main className="page page--message" id="main">
      <h1 className="message__title">Error</h1>
      <p className="message__text">We’re sorry, but there was a problem displaying this page.</p>
      <p className="message__text">Please reload and try again.</p>
    </main>
  );
}
