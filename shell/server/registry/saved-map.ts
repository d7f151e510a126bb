// The last map a page server applied, on its own disk: a page server that starts while the registry
// is down serves with it (issue 26). Written atomically, so a crash mid-write leaves the old copy.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RegistryMap } from '../../../shared/src/contract/releases.ts';
import { parseRegistryMap } from './registry-map.ts';

export async function saveRegistryMap(file: string, map: RegistryMap): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, `${JSON.stringify(map, null, 2)}\n`);
  await rename(temp, file);
}

/** The saved map, or undefined when there is none (or it is not a map: checked like the registry's answer). */
export async function readSavedRegistryMap(file: string): Promise<RegistryMap | undefined> {
  try {
    return parseRegistryMap(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    return undefined;
  }
}
