import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedPaths, sourceFiles, wrongWayImports } from './layers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('layers', () => {
  it('no app imports the workbench (tools/, bench/, e2e/), and each app only the layers below it', () => {
    expect(wrongWayImports(sourceFiles(ROOT))).toEqual([]);
  });

  it('finds an import that points the wrong way, in every form of import', () => {
    expect(
      wrongWayImports({
        'shell/server/page-server.ts': "import { startStaticServer } from '../../tools/serve/static-server.ts';",
        'shell/src/index.ts': "const server = await import('../server/render.ts');",
        'mfe-investors/src/pages/A/A.tsx': "import type { RouteEntry } from '../../../../shell/src/routes/route-table';",
        'shared/src/x.ts': "export * from '../../admin-host/src/db/database.ts';",
        'admin-host/src/y.ts': "const apps = require('../../shell/server/apps.ts');",
      }),
    ).toEqual([
      'shell/server/page-server.ts → tools/serve/static-server.ts',
      'shell/src/index.ts → shell/server/render.ts',
      'mfe-investors/src/pages/A/A.tsx → shell/src/routes/route-table',
      'shared/src/x.ts → admin-host/src/db/database.ts',
      'admin-host/src/y.ts → shell/server/apps.ts',
    ]);
  });

  it('lets the workbench use everything, and a build config the build tools', () => {
    expect(
      wrongWayImports({
        'tools/serve/stack.ts': "import { serveShell } from '../../shell/server/serve-shell.ts';",
        'e2e/stack.ts': "import { startStack } from '../tools/serve/stack.ts';",
        'mfe-products/rspack.config.ts': "import { appConfig } from '../tools/build/rspack-app.ts';",
        'shell/server/render.ts': "import { REMOTES } from '@site/shared/remote/registry';",
      }),
    ).toEqual([]);
  });

  it('reads relative imports and the shared alias, not packages', () => {
    expect(importedPaths('shell/server/a.ts', "import x from 'react';\nimport { y } from './b.ts';\nimport '@site/shared/tokens.css';")).toEqual([
      'shell/server/b.ts',
      'shared/src/tokens.css',
    ]);
  });
});
