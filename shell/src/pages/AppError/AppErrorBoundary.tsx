import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import { useLocale, useMessages } from '@site/shared/i18n/react';
import { pathInLocale } from '@site/shared/i18n/locales';
import { shellMessages } from '../../messages/shell';

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
    return <AppError error={error} />;
  }
}

function AppError({ error }: { error: Error }) {
  const t = useMessages(shellMessages);
  const locale = useLocale();
  return (
    <div role="alert">
      <PageHeader title={t('error.title')}>
        <p>{error.message || String(error)}</p>
        <p>
          {/* A full load: whatever broke is left behind. */}
          <a className="btn btn-primary" href={pathInLocale('/', locale)}>
            {t('home.link')}
          </a>
        </p>
      </PageHeader>
    </div>
  );
}
