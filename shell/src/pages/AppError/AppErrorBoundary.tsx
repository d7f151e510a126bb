import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** Spec §8: an unexpected error shows 'Unexpected Application Error!' with its message. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="container page-section" role="alert">
        <h1 className="page-title">Unexpected Application Error!</h1>
        <p>{error.message || String(error)}</p>
        <p>
          <a className="btn btn-primary" href="/">
            Go to the home page
          </a>
        </p>
      </section>
    );
  }
}
