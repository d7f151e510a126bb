// Maintenance commands (see README):
//   pnpm --filter admin-host backup [--out <dir>]      online copy of the database + the uploads
//   pnpm --filter admin-host restore <dir>              check a backup, then put it back (server stopped)
//   pnpm --filter admin-host uploads:unused [--delete]  list (or delete) files no record uses
import path from 'node:path';
import { readConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare';
import { backup } from '../src/maintenance/backup';
import { restore } from '../src/maintenance/restore';
import { deleteUnused, unusedUploads } from '../src/maintenance/unused-files';

const [command, ...args] = process.argv.slice(2).filter((arg) => arg !== '--');
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};

try {
  const { dbPath, uploadsDir } = readConfig({ ...process.env }, []);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = path.resolve(option('--out') ?? path.join(path.dirname(dbPath), 'backups', stamp));
    const db = openDatabase(dbPath);
    try {
      const result = await backup(db, uploadsDir, out);
      console.log(`Backed up ${dbPath} (${result.databaseBytes} bytes) and ${result.files} uploaded files to ${result.dir}`);
    } finally {
      db.close();
    }
  } else if (command === 'restore') {
    const from = args.find((arg) => !arg.startsWith('--'));
    if (!from) throw new Error('Name the backup folder: restore <dir>');
    const { files, replaced } = restore(path.resolve(from), dbPath, uploadsDir);
    console.log(`Restored ${dbPath} and ${files} uploaded files from ${path.resolve(from)}. Start the admin host again.`);
    if (replaced.length) console.log(`What it replaced is kept (delete it once the restored site is right):\n${replaced.map((file) => `  ${file}`).join('\n')}`);
  } else if (command === 'unused') {
    const { db } = prepareDatabase(dbPath, 'none');
    try {
      const unused = unusedUploads(db, uploadsDir);
      if (!unused.length) console.log('Every uploaded file is used by a record.');
      else if (!args.includes('--delete')) {
        console.log(`${unused.length} uploaded file(s) no record uses (run with --delete to delete them):`);
        for (const file of unused) console.log(`  ${file}`);
      } else {
        for (const file of deleteUnused(db, uploadsDir, unused)) console.log(`deleted ${file}`);
      }
    } finally {
      db.close();
    }
  } else {
    throw new Error('Usage: maintenance.ts backup [--out <dir>] | restore <dir> | unused [--delete]');
  }
} catch (error) {
  console.error(`admin-host ${command ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
