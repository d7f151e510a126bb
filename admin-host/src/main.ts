// The admin host: migrate, seed when empty, make sure the sample files exist, listen; close cleanly
// on SIGTERM/SIGINT. Configuration: see config.ts and the README.
import { buildApp } from './app';
import { generateSampleAssets } from './assets/generate';
import { readConfig } from './config';
import { prepareDatabase } from './db/prepare';

const config = readConfig();
const { db, seeded, migrationsApplied } = prepareDatabase(config.dbPath, config.seedMode);
if (migrationsApplied.length) console.log(`admin-host: applied migrations ${migrationsApplied.join(', ')}`);
if (seeded) console.log('admin-host: seeded sample content');
// Fills in whatever sample file is missing (all of them on a first start); present files are kept.
const assets = await generateSampleAssets(config.uploadsDir);
if (assets.written) console.log(`admin-host: generated ${assets.written} sample files in ${assets.durationMs} ms`);

const app = await buildApp({
  db,
  uploadsDir: config.uploadsDir,
  allowedOrigins: config.allowedOrigins,
  searchRateLimit: config.searchRateLimit,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`admin-host: ${signal}, closing`);
  try {
    await app.close();
  } finally {
    db.close();
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(`admin-host listening on http://${config.host}:${config.port}`);
