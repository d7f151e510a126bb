// The production units of the deployment notes (README "Running it in production"): each restarts
// its server on failure, starts what exists in this repository, and is a valid unit for systemd.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(new URL(import.meta.url).pathname);
const ROOT = path.resolve(dir, '..', '..', '..');
const UNITS = { 'admin-host.service': 'admin-host/src/main.ts', 'shell-page-server.service': 'shell/server/main.ts' };

/** key → values of a unit file (a key may repeat, e.g. Environment). */
function settings(unit: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of readFileSync(path.join(dir, unit), 'utf8').split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) found.set(match[1]!, [...(found.get(match[1]!) ?? []), match[2]!]);
  }
  return found;
}

describe('systemd units', () => {
  for (const [unit, entry] of Object.entries(UNITS)) {
    it(`${unit}: restarted on failure with a pause, stopped with SIGTERM, starting ${entry}`, () => {
      const unitSettings = settings(unit);
      expect(unitSettings.get('Restart')).toEqual(['on-failure']);
      expect(Number(unitSettings.get('RestartSec')?.[0])).toBeGreaterThan(0);
      expect(unitSettings.get('KillSignal')).toEqual(['SIGTERM']);
      expect(unitSettings.get('Environment')).toContain('NODE_ENV=production');
      const [execStart = ''] = unitSettings.get('ExecStart') ?? [];
      const script = execStart.split(' ').at(-1)!;
      const workingDirectory = unitSettings.get('WorkingDirectory')![0]!.replace('/srv/site', ROOT);
      expect(existsSync(path.join(workingDirectory, script)), `${workingDirectory}/${script}`).toBe(true);
      expect(path.relative(ROOT, path.join(workingDirectory, script))).toBe(entry);
    });
  }

  it.runIf(existsSync('/usr/bin/systemd-analyze'))('pass systemd-analyze verify', () => {
    const output = execFileSync('/usr/bin/systemd-analyze', ['verify', ...Object.keys(UNITS).map((unit) => path.join(dir, unit))], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toBe('');
  });
});
