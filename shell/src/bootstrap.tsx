import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@site/shared/styles/tokens.css';
import '@site/shared/styles/base.css';
import './shell.css';
import { AdminDataContext, readAdminDataSnapshot } from '@site/shared/api/admin-data';
import { App } from './App';
import { LEFT_TO_BROWSER_DIGEST } from './remotes/left-to-browser';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The admin-host answers the server rendered the page with: the first render uses them, as the server did.
const app = (
  <StrictMode>
    <AdminDataContext value={readAdminDataSnapshot(document) ?? null}>
      <App />
    </AdminDataContext>
  </StrictMode>
);
// A server-rendered page is hydrated; a section the server left to the browser (its remote's server
// code was unavailable) is rendered here as before, which is expected, not an error to report.
// As a transition, hydration yields to the browser every few milliseconds instead of running as
// one long task (the page is already shown; input meanwhile is handled, TBT stays low).
if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error, info) {
        const digest = (error as { digest?: string } | null)?.digest;
        if (digest === LEFT_TO_BROWSER_DIGEST) return;
        console.error('Hydration', error, info.componentStack);
      },
    });
  });
} else {
  createRoot(container).render(app);
}
