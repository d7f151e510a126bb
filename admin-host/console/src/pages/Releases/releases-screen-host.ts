// Test helper for Releases.test.ts: the real admin host with a console user `ira` (role ir) and two
// releases of mfe-investors (stable V1, canary V2 at 10 %) and a release token, in a process of its
// own (the screen's test runs in a browser-like environment, where the host's modules cannot load).
// Prints "listening <address>"; SIGTERM closes it.
import { consoleTestApp } from '../../../../src/console/test-helpers';
import { recordRelease } from '../../../../src/registry/map-store';
import { addReleaseToken } from '../../../../src/registry/tokens';

export const SCREEN_RELEASES = { V1: 'c00000000000000d1', V2: 'c00000000000000d2' } as const;

if (process.argv[1]?.endsWith('releases-screen-host.ts')) {
  const { app, site } = await consoleTestApp({ ira: ['ir'] });
  await recordRelease(site, { remote: 'mfe-investors', version: SCREEN_RELEASES.V1, commit: 'a1b2c3d', note: 'results page', bytes: 20_000, actor: 'token:ir-pipeline' });
  await recordRelease(site, { remote: 'mfe-investors', version: SCREEN_RELEASES.V2, commit: 'e4f5a6b', note: 'new chart', bytes: 21_000, actor: 'token:ir-pipeline', canaryPercent: 10 });
  await addReleaseToken(site, { name: 'ir-pipeline', remotes: ['mfe-investors'], actor: 'cli:test' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`listening ${address}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
