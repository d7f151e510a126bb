// Server rendering of a page (issue 15): the shell's frame from its own server build
// (shell/dist/server/render.cjs, read again when the file changes) and the route's screen from its
// remote's server code, loaded at run time from the release the remote map names. A screen whose
// code does not arrive within the budget (missing, failing, slow) is left to the browser: its
// section is written in its "render on the client" state and the rest of the page is complete.
import { readFile, stat } from 'node:fs/promises';
import type { ComponentType, ReactElement } from 'react';
import { LEFT_TO_BROWSER_DIGEST } from '../src/remotes/left-to-browser.ts';
import type { RouteEntry } from '../src/routes/route-table.ts';
import type { PageMeta } from '../src/seo/page-meta.ts';
import type { AdminData } from '../../shared/src/api/admin-data.ts';
import { serverAdminData } from './admin-data.ts';
import { localeOfPath, type Locale } from '../../shared/src/i18n/locales.ts';
import { releaseOfManifest, type RemoteFolder, type ServerReport } from '../../shared/src/contract/releases.ts';
import { remoteNamed } from '../../shared/src/remote/registry.ts';
import type { ServerReporter } from './registry/server-reports.ts';
import { evaluateServerCode, SERVER_SCREENS_FILE, serverSingleton, ServerCodeLoader } from './server-code.ts';

interface ShellServerCode {
  /** `search` and `answers` (the page's admin data): a shell build from before issue 29 ignores them. */
  pageMeta(pathname: string, search?: string, answers?: Readonly<Record<string, unknown>>): PageMeta;
  /** The admin data of the frame (header, footer); a shell build from before data declarations has none. */
  frameData?(): readonly string[];
  siteElement(url: string, screens: ReadonlyMap<string, ComponentType>, adminData: AdminData): ReactElement;
  screenKey(route: Pick<RouteEntry, 'remote' | 'screen'>): string;
}

interface RemoteScreensCode {
  /** A release before issue 31 ignores the language (its screen renders in English). */
  loadScreen(path: string, locale?: Locale): Promise<ComponentType>;
  /** The admin data a screen declares (shared/src/remote/contract.ts); a release built before declarations has none. */
  dataFor?(path: string, search: string): readonly string[];
}

/** A route's screen and the admin data it declared for the page's query string. */
interface LoadedScreen {
  component: ComponentType;
  data: readonly string[];
}

const digestOf = (error: unknown) => (error && typeof error === 'object' && 'digest' in error ? String(error.digest) : undefined);

export interface RenderedRoot {
  /** The markup inside #root. */
  html: string;
  /** False when the route's screen or some of its data was left to the browser (the page is then cached briefly). */
  complete: boolean;
  /** The route's screen is in the HTML (its CSS must then come before the first paint); false when left to the browser. */
  screenRendered: boolean;
  /** The admin-host answers the page was rendered with, by path (the browser's first render uses them). */
  adminData: Record<string, unknown>;
  /** The page's title, description, canonical link… (from the shell's server build). */
  meta: PageMeta;
  /** How many times React rendered the page: 1 when every answer it needed was declared and fetched before. */
  renders: number;
}

export interface RendererOptions {
  /** The shell's server build. */
  shellServerFile: string;
  loader?: ServerCodeLoader;
  /** How long a page waits for its screen's server code (and the render for anything pending). */
  budgetMs?: number;
  /** How long a page waits for the admin host's answers, all together. */
  dataBudgetMs?: number;
  fetchImpl?: typeof fetch;
  /**
   * The runtime environment the page's code reads (shared/src/config/env.ts: admin host, brochure
   * folder, enquiry form), as the browser reads it from the page's meta tags. One per process:
   * shells with other environments need their own process.
   */
  env?: { adminHost: string; brochureBase: string; enquiryFormUrl: string };
  /**
   * Told of each page whose screen's server code did not load, or whose screen failed or ran out
   * of time on the server, with the remote and release (issue 26: the registry judges canaries by
   * it). Called synchronously and must not throw or wait.
   */
  report?: ServerReporter;
}

/** React's streaming leftovers: a boundary written late, revealed by an inline script. */
const hasLateSegments = (html: string) => html.includes('<template id="B:') || html.includes('<script>');

function screensOf(exports: unknown): RemoteScreensCode {
  const module = exports as Partial<RemoteScreensCode> & { default?: RemoteScreensCode };
  const screens = typeof module.loadScreen === 'function' ? module : module.default;
  if (!screens || typeof screens.loadScreen !== 'function') throw new Error('Server code has no loadScreen');
  return screens as RemoteScreensCode;
}

/** Why a screen did not arrive within the budget: its code or module failed, or it was late. */
type ScreenOutcome = { screen: LoadedScreen } | { failed: Exclude<ServerReport['kind'], 'render-timeout'> } | { late: true };

export function createRenderer({ shellServerFile, loader = new ServerCodeLoader(), budgetMs = 300, dataBudgetMs = 250, fetchImpl, env, report }: RendererOptions) {
  /** A report never costs the page: a reporter that throws is ignored. */
  const tell = (route: RouteEntry, manifest: string, kind: ServerReport['kind']) => {
    try {
      report?.({ remote: remoteNamed(route.remote).folder as RemoteFolder, release: releaseOfManifest(manifest), kind });
    } catch {
      // ignored
    }
  };

  let shell: { mtimeMs: number; code: ShellServerCode } | undefined;

  async function shellCode(): Promise<ShellServerCode | undefined> {
    const info = await stat(shellServerFile).catch(() => undefined);
    if (!info) return undefined;
    if (shell?.mtimeMs !== info.mtimeMs) {
      const code = evaluateServerCode(await readFile(shellServerFile, 'utf8'), shellServerFile, '/') as ShellServerCode;
      shell = { mtimeMs: info.mtimeMs, code };
    }
    return shell.code;
  }

  /** The route's screen from its remote's server code (with its messages in the page's language), and the data it declares, if it arrives within the budget. */
  async function screenOf(route: RouteEntry, manifest: string, search: string, locale: Locale): Promise<LoadedScreen | undefined> {
    let url: string;
    try {
      url = new URL(SERVER_SCREENS_FILE, manifest).href;
    } catch {
      return undefined;
    }
    // Loading the code (fetched, evaluated, a loadScreen in it) is the release's server code
    // loading; its screen's module and data declaration failing is the screen failing.
    const code = loader.load(url).then(screensOf);
    // With its messages in the page's language, so the render does not wait for them.
    const screen = code.then(async (screens): Promise<ScreenOutcome> => {
      try {
        const data = typeof screens.dataFor === 'function' ? screens.dataFor(route.screen, search) : [];
        return { screen: { component: await screens.loadScreen(route.screen, locale), data } };
      } catch (error) {
        console.warn(`Screen ${route.screen} of ${route.remote} failed on the server (${url}):`, error instanceof Error ? error.message : error);
        return { failed: 'render-failure' };
      }
    }, (error: unknown): ScreenOutcome => {
      console.warn(`Server code of ${route.remote} unavailable (${url}):`, error instanceof Error ? error.message : error);
      return { failed: 'load-failure' };
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<ScreenOutcome>((resolve) => (timer = setTimeout(resolve, budgetMs, { late: true })));
    const outcome = await Promise.race([screen, late]).finally(() => clearTimeout(timer));
    if ('screen' in outcome) return outcome.screen;
    tell(route, manifest, 'failed' in outcome ? outcome.failed : 'render-timeout');
    return undefined;
  }

  /** The markup of the page at `url`; undefined when the shell has no server build (the page is then rendered in the browser). */
  return async function render(url: string, route: RouteEntry | undefined, manifest: string | undefined): Promise<RenderedRoot | undefined> {
    const code = await shellCode();
    if (!code) return undefined;
    const screens = new Map<string, ComponentType>();
    const { pathname, search } = new URL(url, 'http://x');
    const adminData = serverAdminData({ adminHost: env?.adminHost ?? 'http://localhost:4000', budgetMs: dataBudgetMs, ...(fetchImpl ? { fetchImpl } : {}) });
    // Data before render: the frame's declared answers are asked for at once, the screen's as soon as
    // its remote's server code says which (while the screen's own module loads), all in parallel
    // within one data budget, and the page is rendered once they are in.
    const frameAnswers = (code.frameData?.() ?? []).map((path) => adminData.load(path));
    const screen = route && manifest ? await screenOf(route, manifest, search, localeOfPath(pathname)) : undefined;
    await Promise.all([...frameAnswers, ...(screen?.data ?? []).map((path) => adminData.load(path))]);
    if (route && screen) screens.set(code.screenKey(route), screen.component);
    const screenRendered = Boolean(route && screen);
    // Anything not declared (a lazily loaded part of a screen, a list asked for while rendering)
    // suspends the first time it renders, and React then writes it as a late segment revealed by an
    // inline script, which the CSP forbids. Once loaded it renders at once: so render again until
    // the page is plain HTML (twice more at most).
    // A screen that fails or times out while rendering is its release's (reported once per page).
    const trouble = new Set<'render-failure' | 'render-timeout'>();
    let html: string;
    let renders = 1;
    try {
      html = await prerender(code.siteElement(url, screens, adminData), url, trouble);
      for (; renders < 3 && hasLateSegments(html); renders++) html = await prerender(code.siteElement(url, screens, adminData), url, trouble);
    } catch (error) {
      trouble.add('render-failure');
      throw error;
    } finally {
      if (route && manifest && screenRendered) for (const kind of trouble) tell(route, manifest, kind);
    }
    // Still a late segment: React would reveal it by inline script, which the CSP forbids; render in the browser.
    if (hasLateSegments(html)) return undefined;
    // The page's data may name it (a blog post at its own address: /blog?post=<slug>).
    const meta = code.pageMeta(pathname, search, adminData.snapshot());
    return { html, complete: (!route || screenRendered) && adminData.complete(), screenRendered, adminData: adminData.snapshot(), meta, renders };
  };

  async function prerender(element: ReactElement, url: string, trouble: Set<'render-failure' | 'render-timeout'>): Promise<string> {
    const { prerenderToNodeStream } = serverSingleton<typeof import('react-dom/static')>('react-dom/static');
    if (env) (globalThis as { __SITE_ENV__?: unknown }).__SITE_ENV__ = env;
    const controller = new AbortController();
    // Anything still pending after the budget is left to the browser.
    const timer = setTimeout(() => controller.abort(new Error(`Server render of ${url} over ${budgetMs} ms`)), budgetMs);
    try {
      const { prelude } = await prerenderToNodeStream(element, {
        signal: controller.signal,
        // Never move a large finished section out of place to reveal it by script (the CSP allows none).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error: unknown) {
          // The digest reaches the browser with the section (hydration reads it); never the message.
          if (digestOf(error) === LEFT_TO_BROWSER_DIGEST) return LEFT_TO_BROWSER_DIGEST;
          trouble.add(controller.signal.aborted ? 'render-timeout' : 'render-failure');
          console.error(`Server render of ${url} failed in part`, error);
          return undefined;
        },
      });
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      return html;
    } finally {
      clearTimeout(timer);
    }
  };
}
