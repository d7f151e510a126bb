import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@site/shared/styles/tokens.css';
import '@site/shared/styles/base.css';
import './shell.css';
import './fonts/latin.css';
import './fonts/malayalam.css';
import { AdminDataContext, readAdminDataSnapshot } from '@site/shared/api/admin-data';
import { HydratesServerHtml } from '@site/shared/ui/hydration/StaticHtml';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import { localeOfPath } from '@site/shared/i18n/locales';
import { App } from './App';
import './messages/shell';
import { LEFT_TO_BROWSER_DIGEST } from './remotes/left-to-browser';
import { navigationData, NavigationDataContext } from './remotes/navigation-data';
import { startTelemetryWhenIdle } from './telemetry/start-when-idle';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The page's language is its URL's; changing it loads another page, so it is fixed here.
const locale = localeOfPath(window.location.pathname);
// The admin-host answers the server rendered the page with: the first render uses them, as the server did.
// Client-side navigation adds the answers it asks for with each screen's chunk (navigation-data.ts).
const adminData = navigationData(readAdminDataSnapshot(document));
const app = (
  <StrictMode>
    <AdminDataContext value={adminData}>
      <NavigationDataContext value={adminData}>
        <App locale={locale} />
      </NavigationDataContext>
    </AdminDataContext>
  </StrictMode>
);

function start(root: HTMLElement): void {
  // A server-rendered page is hydrated; a section the server left to the browser (its remote's server
  // code was unavailable) is rendered here as before, which is expected, not an error to report.
  // HydratesServerHtml: the parts of the page marked static (StaticHtml) keep the server's HTML
  // and are not hydrated at all (issue 30).
  // As a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task (the page is already shown; input meanwhile is handled, TBT stays low).
  if (root.firstElementChild) {
    startTransition(() => {
      hydrateRoot(root, <HydratesServerHtml value>{app}</HydratesServerHtml>, {
        onRecoverableError(error, info) {
          const digest = (error as { digest?: string } | null)?.digest;
          if (digest === LEFT_TO_BROWSER_DIGEST) return;
          console.error('Hydration', error, info.componentStack);
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

// The shell's messages in the page's language before the first render, which must equal the
// server's (English is bundled: nothing to wait for on an English page).
void loadCatalogs(locale).then(() => {
  start(container);
  // Health reporting for the release registry (issue 26), once the browser has nothing else to do.
  startTelemetryWhenIdle();
});
