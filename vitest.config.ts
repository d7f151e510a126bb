import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { REMOTE_FOLDERS } from './shared/src/remote/registry.ts';
import { filesThatMockModules } from './tools/vitest-isolation.ts';

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']> & { name: string; root: string; include: string[] };

/**
 * Each package's test files share one module graph and one environment per worker
 * (`isolate: false`): a fresh happy-dom and fresh imports for every file were most of the unit
 * phase's time. Files that replace modules with `vi.mock` get their own isolated project
 * (`<package>:mocks`), since a shared graph would hand them, or their neighbours, the wrong module.
 * Stubbed globals and env are undone after every test, so nothing else leaks between files.
 */
function projects(test: ProjectTest): TestProjectInlineConfiguration[] {
  const mocking = filesThatMockModules(fileURLToPath(new URL(test.root, import.meta.url)), test.include);
  const shared: TestProjectInlineConfiguration = {
    extends: true,
    test: { ...test, isolate: false, unstubGlobals: true, unstubEnvs: true, exclude: ['**/node_modules/**', ...mocking] },
  };
  if (!mocking.length) return [shared];
  return [shared, { extends: true, test: { ...test, name: `${test.name}:mocks`, include: mocking } }];
}

// One vitest run for the whole workspace; each package is a project with its own environment.
const browserLike = (name: string) =>
  projects({
    name,
    root: `./${name}`,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['../tools/vitest-setup.ts'],
  });

export default defineConfig({
  resolve: { alias: { '@site/shared': fileURLToPath(new URL('./shared/src', import.meta.url)) } },
  define: { 'process.env.ADMIN_HOST': JSON.stringify('http://localhost:4000') },
  test: {
    projects: [
      ...browserLike('shared'),
      ...browserLike('shell'),
      ...REMOTE_FOLDERS.flatMap(browserLike),
      ...projects({ name: 'admin-host', root: './admin-host', environment: 'node', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'console/src/**/*.test.ts'] }),
      // The console's screens in a browser-like DOM (its .test.ts files stay Node's, above).
      ...projects({ name: 'admin-console', root: './admin-host/console', environment: 'happy-dom', include: ['src/**/*.test.tsx'], setupFiles: ['../../tools/vitest-setup.ts'] }),
      // The shell's server (shell/server/): Node, not a browser.
      ...projects({ name: 'shell-server', root: './shell/server', environment: 'node', include: ['**/*.test.ts'] }),
      ...projects({ name: 'tools', root: './tools', environment: 'node', include: ['**/*.test.ts'] }),
      // The bench's pure helpers (statistics, parsing, the summary's lines): Node.
      ...projects({ name: 'bench', root: './bench', environment: 'node', include: ['*.test.ts'] }),
    ],
  },
});
