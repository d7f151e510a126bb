import { ScreenHydrated } from './ScreenHydrated';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './RemoteBoundary.module.css';

interface Props {
  /** Name of the section, for the message. */
  section: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing remote inside its own section: header, footer and other sections keep working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.section} section failed`, error, info.componentStack);
  }

  private retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
        <h1 id="remote-fallback-title" className={styles.title}>
          This section could not be loaded
        </h1>
        <p>
          The {this.props.section} section is not available right now. The rest of the site still works. Please try
          again.
        </p>
        <p className={styles.detail}>{error.name === 'ChunkLoadError' ? error.message : 'Loading failed.'}</p>
        <button type="button" className="btn btn-primary" onClick={this.retry}>
          Retry
        </button>
        <ScreenHydrated path="fallback" />
      </section>
    );
  }
}
