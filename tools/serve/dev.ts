// `pnpm dev`: every app's Rspack dev server (rebuild on change) plus the admin host in watch mode.
import { spawn } from 'node:child_process';
import { APPS } from '../../shell/server/apps.ts';
import { ROOT } from './stack.ts';

const children = [...Object.keys(APPS), 'admin-host'].map((pkg) =>
  spawn(process.execPath, [process.env.npm_execpath ?? 'pnpm', '--filter', pkg, 'run', 'dev'], {
    cwd: ROOT,
    stdio: 'inherit',
  }),
);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
