import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../pages/AppError/AppErrorBoundary';
import { Footer } from './Footer/Footer';
import { Header } from './Header/Header';
import { usePageMeta } from './usePageMeta';
import { usePreloadOnIntent } from './usePreloadOnIntent';
import { useFollowPlainLinks } from './useFollowPlainLinks';
import { useScrollToTop } from '@site/shared/ui/navigation/useScrollToTop';
import { useMessages } from '@site/shared/i18n/react';
import { shellMessages } from '../messages/shell';
import { usePageViews } from '../telemetry/usePageViews';

/** Skip link, header, main landmark and footer around every route. */
export function Layout({ children }: { children: ReactNode }) {
  const t = useMessages(shellMessages);
  useScrollToTop();
  usePageMeta();
  usePreloadOnIntent();
  useFollowPlainLinks();
  // One 'view' per page view for the registry's release health (issue 26).
  usePageViews();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
