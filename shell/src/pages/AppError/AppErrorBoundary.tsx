import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';

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
      <div role="alert">
        <PageHeader title="Unexpected Application Error!">
          <p>{error.message || String(error)}</p>
          <p>
            <a className="btn btn-primary" href="/">
              Go to the home page
            </a>
          </p>
        </PageHeader>
      </div>
    );
  }
}
