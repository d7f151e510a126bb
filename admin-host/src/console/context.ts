// What the console's routes share: the plugin's options, the session store and sign-in throttle
// made from them, and what a request carries once the plugin's hook has checked it. Apart from
// plugin.ts, so the routes it registers (api/, collections/) read it without importing the plugin.
import type { FastifyRequest } from 'fastify';
import type { ContentVersion } from '../db/content-version';
import type { SiteDb } from '../db/site-db';
import type { OnPublished } from '../publishing/schedule';
import type { Role } from './auth/roles';
import type { Session, SessionStore, SessionTimeouts } from './auth/sessions';
import type { KnownDevices } from './auth/known-devices';
import type { SignInThrottle, ThrottleLimits } from './auth/throttle';
import type { User } from './auth/users';

export interface ConsoleOptions {
  /** The database (SQLite or PostgreSQL): content through its repositories, accounts, sessions, the throttle, the audit log. */
  site: SiteDb;
  version: ContentVersion;
  uploadsDir: string;
  /** Secure cookies (production, behind HTTPS). */
  secureCookies: boolean;
  /** The console's public origin when behind a proxy (ADMIN_ORIGIN); else taken from Host. */
  adminOrigin?: string | undefined;
  /** The public site's origin, for links to where a record appears. */
  publicSiteOrigin?: string | undefined;
  timeouts?: SessionTimeouts;
  throttleLimits?: ThrottleLimits;
  now?: () => number;
  /** Called inside the transaction of a save that publishes a record (alerts, issue 28). */
  onPublished?: OnPublished | undefined;
}

/** Who a route is for: a role, any signed-in user, or anyone (the sign-in itself). */
export type Access = Role | 'signed-in' | 'anyone';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    consoleUser: User | null;
    consoleSession: Session | null;
    consoleToken: string | null;
  }
}

export interface ConsoleContext extends ConsoleOptions {
  sessions: SessionStore;
  throttle: SignInThrottle;
  devices: KnownDevices;
  cookies: (request: FastifyRequest) => Record<string, string>;
}
