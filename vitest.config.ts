import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { REMOTE_FOLDERS } from './shared/src/remote/registry.ts';

// One vitest run for the whole workspace; each package is a project with its own environment.
const browserLike = (name: string) => ({
  extends: true as const,
  test: {
    name,
    root: `./${name}`,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['../tools/vitest-setup.ts'],
  },
});

export default defineConfig({
  resolve: { alias: { '@site/shared': fileURLToPath(new URL('./shared/src', import.meta.url)) } },
  define: { 'process.env.ADMIN_HOST': JSON.stringify('http://localhost:4000') },
  test: {
    projects: [
      browserLike('shared'),
      browserLike('shell'),
      ...REMOTE_FOLDERS.map(browserLike),
      {
        extends: true,
        test: {
          name: 'admin-host',
          root: './admin-host',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // The shell's server (shell/server/): Node, not a browser.
        extends: true,
        test: { name: 'shell-server', root: './shell/server', environment: 'node', include: ['**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'tools', root: './tools', environment: 'node', include: ['**/*.test.ts'] },
      },
    ],
  },
});
