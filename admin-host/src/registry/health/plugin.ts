// Release health on the admin host (issue 26), as one plugin buildApp registers: the beacon and
// server-report intake, the in-memory beacon counts written every second, and the canary watch that
// rolls a bad canary back. Settings from the environment (health-settings.ts) unless given.
import type { FastifyPluginAsync } from 'fastify';
import type { SiteDb } from '../../db/site-db';
import { startCanaryWatch, type CanaryWatch } from './canary-watch';
import { healthSettingsFromEnv, type HealthSettings } from './health-settings';
import { HealthRecorder } from './health-store';
import { intakeRoutes } from './intake-routes';
import type { RegistryAccess } from './registry-access';
import { registryAccess } from './registry-binding';

export interface ReleaseHealthOptions extends Partial<HealthSettings> {
  site: SiteDb;
  /** The site's origins (the app's CORS list): the only pages whose beacons are taken. */
  allowedOrigins: readonly string[];
  /** The registry's map and actions; the registry's own functions by default. */
  registry?: RegistryAccess;
  now?: () => number;
  /** How often beacons counted in memory are written, ms (1000). */
  flushEveryMs?: number;
  /** Tests: the running watch and recorder, to judge or write now instead of waiting for the timer. */
  onStart?: (running: { watch: CanaryWatch; recorder: HealthRecorder }) => void;
}

declare module '../../app' {
  interface AppOptions {
    /** Release health's settings (registry/health/plugin.ts); the environment's by default. */
    releaseHealth?: Partial<Omit<ReleaseHealthOptions, 'site' | 'allowedOrigins'>>;
  }
}

export const releaseHealthPlugin: FastifyPluginAsync<ReleaseHealthOptions> = async (app, options) => {
  const { site, now = Date.now } = options;
  const settings = { ...healthSettingsFromEnv(), ...options };
  const registry = options.registry ?? registryAccess;
  const recorder = new HealthRecorder(site);
  const log = (message: string, error?: unknown) => (error ? app.log.error({ err: error }, message) : app.log.warn(message));
  const watch = startCanaryWatch({ site, registry, recorder, rule: settings.rule, checkEveryMs: settings.checkEveryMs, now, log });
  const flusher = setInterval(() => {
    recorder.flush().catch((error: unknown) => log('release health could not write the beacons it counted; it tries again', error));
  }, options.flushEveryMs ?? 1_000);
  flusher.unref();
  app.addHook('onClose', async () => {
    watch.stop();
    clearInterval(flusher);
    await recorder.flush().catch(() => undefined);
  });
  await app.register(intakeRoutes, {
    site,
    registry,
    recorder,
    watch,
    allowedOrigins: options.allowedOrigins,
    serverCodeToken: settings.serverCodeToken,
    perClientPerMinute: settings.perClientPerMinute,
    now,
  });
  options.onStart?.({ watch, recorder });
};
