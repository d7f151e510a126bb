// `pnpm start`: builds what is not built, serves the production site, Ctrl-C stops it all.
import { startStack, stopOnSignals } from './stack.ts';

const build = !process.argv.includes('--no-build');
const stack = await startStack({ build });
stopOnSignals(stack.stop);
console.log('\nThe site is up:');
for (const [name, url] of Object.entries(stack.urls)) console.log(`  ${name.padEnd(14)} ${url}`);
console.log(`\nOpen ${stack.urls.shell} — Ctrl-C stops everything.`);
