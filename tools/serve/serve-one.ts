// `pnpm --filter <remote> start`: one remote on its own origin, in its standalone frame, for its
// team. Starts the admin host too unless one already answers on :4000.
import { APPS, type AppName } from '../../shell/server/apps.ts';
import { buildMissing, defaultAdminHost, serveApp, startAdminHost, stopOnSignals } from './stack.ts';

const app = process.argv[2] as AppName | undefined;
if (!app || !(app in APPS)) {
  console.error(`Usage: serve-one <${Object.keys(APPS).join('|')}>`);
  process.exit(2);
}
await buildMissing([app]);
const adminUp = await fetch(`${defaultAdminHost()}/health`).then((r) => r.ok, () => false);
const admin = adminUp ? null : await startAdminHost();
const server = await serveApp(app);
stopOnSignals(async () => {
  await server.close();
  await admin?.stop();
});
console.log(`${app} standalone: ${server.url}  (admin host ${admin ? admin.url : defaultAdminHost()})`);
