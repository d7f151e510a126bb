// The committed pictures and their manifest agree: every WebP in src/assets/generated/ is named
// by images.ts (none left over from an old drawing or render) and every file it names exists,
// at the 1x and 2x widths of its kind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DRAWINGS } from './drawings.ts';
import { RENDERED } from './renders.ts';
import { filesOf } from '../generate-images.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'assets', 'generated');
const manifest = readFileSync(path.join(dir, 'images.ts'), 'utf8');
const imported = [...manifest.matchAll(/from '\.\/([^']+\.webp)'/g)].map((m) => m[1]!);

describe('generated images manifest', () => {
  it('names every WebP file in the folder, and only files that exist', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.webp'));
    expect([...imported].sort()).toEqual([...files].sort());
    for (const file of imported) expect(existsSync(path.join(dir, file))).toBe(true);
  });

  it('lists each drawing and each render with its two widths', () => {
    const expected = [...RENDERED, ...DRAWINGS].flatMap((image) => filesOf(image.name, image.kind));
    expect([...imported].sort()).toEqual([...expected].sort());
  });
});
