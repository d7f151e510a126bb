import { ScreenHydrated } from './ScreenHydrated';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useMessages } from '@site/shared/i18n/react';
import type { RemoteName } from '@site/shared/remote/registry';
import { reportError } from '../telemetry/telemetry';
import { sectionKey } from '../messages/shell.en';
import { shellMessages } from '../messages/shell';
import styles from './RemoteBoundary.module.css';

interface Props {
  /** Name of the section, for the message. */
  section: string;
  /** The remote whose screen it holds: its errors count against that remote's release (issue 26). */
  remote: RemoteName;
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
    reportError('boundary', this.props.remote);
  }

  private retry = (): void => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <SectionFailed section={this.props.section} error={error} onRetry={this.retry} />;
  }
}

function SectionFailed({ section, error, onRetry }: { section: string; error: Error; onRetry: () => void }) {
  const t = useMessages(shellMessages);
  return (
    <section className={styles.fallback} role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title" className={styles.title}>
        {t('section.failed')}
      </h1>
      <p>{t('section.unavailable', { section: t(sectionKey(section)) })}</p>
      <p className={styles.detail}>{error.name === 'ChunkLoadError' ? error.message : t('section.loadingFailed')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('section.retry')}
      </button>
      <ScreenHydrated path="fallback" />
    </section>
  );
}
