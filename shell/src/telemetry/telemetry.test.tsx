import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { render } from '@testing-library/react';
import type { BeaconEvent } from '@site/shared/contract/releases';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { beginReporting, reportError, reportView, reportVital, resetTelemetry } from './telemetry';
import { TELEMETRY_CONFIG } from './telemetry-config';
import { usePageViews } from './usePageViews';

const RELEASES = { mfe_products: 'local', mfe_investors: 'c00000000000000aa', mfe_dealers: 'local', mfe_content: 'c00000000000000cc' };

function reporting() {
  const sent: BeaconEvent[] = [];
  beginReporting({ releases: RELEASES, add: (event) => sent.push(event) });
  return sent;
}

afterEach(() => resetTelemetry());

describe('page telemetry', () => {
  it('keeps what happens before the start, then tags it with the remote and the release the page was rendered with', () => {
    reportView('/investors/policies', 'default');
    reportError('boundary', 'mfe_investors');
    const sent = reporting();
    reportVital('LCP', 1234.56, '/investors/policies');
    expect(sent).toEqual([
      { kind: 'view', remote: 'mfe-investors', release: 'c00000000000000aa', page: '/investors/policies' },
      { kind: 'error', remote: 'mfe-investors', release: 'c00000000000000aa', source: 'boundary' },
      { kind: 'vital', remote: 'mfe-investors', release: 'c00000000000000aa', name: 'LCP', value: 1235 },
    ]);
  });

  it('reports nothing at all for a page load outside the sample', () => {
    reportView('/about', 'default');
    beginReporting(null);
    reportView('/blog', 'k2');
    reportError('window');
    reportVital('CLS', 0.1, '/about');
    // Nothing was kept to send later either: a reporter given now finds none of them.
    expect(reporting()).toEqual([]);
  });

  it('counts one view per history entry, none for the 404 page, and errors against the route shown', () => {
    const sent = reporting();
    reportView('/', 'default');
    reportView('/', 'default'); // the same entry's effect again (StrictMode in development)
    reportView('/no-such-page', 'k1');
    reportError('window'); // on the 404 page: no remote to count it against
    reportView('/dealer-networks', 'k2');
    reportError('window');
    expect(sent).toEqual([
      { kind: 'view', remote: 'mfe-content', release: 'c00000000000000cc', page: '/' },
      { kind: 'view', remote: 'mfe-dealers', release: 'local', page: '/dealer-networks' },
      { kind: 'error', remote: 'mfe-dealers', release: 'local', source: 'window' },
    ]);
  });

  it('counts at most maxErrorsPerView errors per page view', () => {
    const sent = reporting();
    reportView('/gallery', 'a');
    for (let i = 0; i < 10; i += 1) reportError('window');
    reportView('/career', 'b');
    reportError('window');
    expect(sent.filter((event) => event.kind === 'error')).toHaveLength(TELEMETRY_CONFIG.maxErrorsPerView + 1);
  });

  it("gives the page's vitals to the route it was loaded for, rounded, and drops a value that is not a number", () => {
    const sent = reporting();
    reportView('/product/solvent', 'a');
    reportView('/about', 'b');
    reportVital('CLS', 0.123456, '/product/solvent');
    reportVital('INP', Number.NaN, '/product/solvent');
    expect(sent.at(-1)).toEqual({ kind: 'vital', remote: 'mfe-products', release: 'local', name: 'CLS', value: 0.1235 });
    expect(sent.filter((event) => event.kind === 'vital')).toHaveLength(1);
  });

  it('does not run on the server: a server render reports no view', () => {
    const sent = reporting();
    function Page() {
      usePageViews();
      return null;
    }
    renderToString(
      <MemoryRouter initialEntries={['/investors']}>
        <Page />
      </MemoryRouter>,
    );
    expect(sent).toEqual([]);
    render(
      <MemoryRouter initialEntries={['/investors']}>
        <Page />
      </MemoryRouter>,
    );
    expect(sent).toEqual([{ kind: 'view', remote: 'mfe-investors', release: 'c00000000000000aa', page: '/investors' }]);
  });

  it("reports an error caught by a remote's boundary against that remote", () => {
    const sent = reporting();
    function Broken(): never {
      throw new Error('the screen broke');
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      render(
        <RemoteBoundary section="investors" remote="mfe_investors" onRetry={() => undefined}>
          <Broken />
        </RemoteBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    expect(sent).toEqual([{ kind: 'error', remote: 'mfe-investors', release: 'c00000000000000aa', source: 'boundary' }]);
  });
});
