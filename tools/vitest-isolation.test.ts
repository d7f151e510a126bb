import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesThatMockModules } from './vitest-isolation';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'isolation-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('filesThatMockModules', () => {
  it('finds the test files that replace modules, under the folders the project includes', () => {
    const root = tree({
      'src/a/Mocked.test.tsx': "vi.mock('swiper', () => ({}));",
      'src/b/later.test.ts': "await vi.doMock('./x');",
      'src/plain.test.ts': "vi.fn(); vi.spyOn(console, 'error');",
      'src/not-a-test.ts': "vi.mock('y');",
      'src/node_modules/pkg/x.test.ts': "vi.mock('z');",
      'bench/outside.test.ts': "vi.mock('w');",
    });
    expect(filesThatMockModules(root, ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'])).toEqual(['src/a/Mocked.test.tsx', 'src/b/later.test.ts']);
    expect(filesThatMockModules(root, ['**/*.test.ts'])).toEqual(['bench/outside.test.ts', 'src/a/Mocked.test.tsx', 'src/b/later.test.ts']);
  });
});
