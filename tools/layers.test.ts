import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importedPaths, schemaValueImportsInBrowserCode, sourceFiles, wrongWayImports } from './layers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('layers', () => {
  const files = sourceFiles(ROOT);

  it('no app imports the workbench (tools/, bench/, e2e/), and each app only the layers below it', () => {
    expect(wrongWayImports(files)).toEqual([]);
  });

  it('no two modules import each other, directly or round a loop', () => {
    expect(importCycles(files)).toEqual([]);
  });

  it('browser code takes only types from the contract schemas, so TypeBox stays out of the pages and the console', () => {
    expect(schemaValueImportsInBrowserCode(files)).toEqual([]);
  });

  it('finds a value import of the schemas (public or console API) or of TypeBox in browser code, not a type import or the admin host', () => {
    expect(
      schemaValueImportsInBrowserCode({
        'mfe-investors/src/pages/A/A.tsx': "import { Policy } from '@site/shared/contract/records';\nimport type { State } from '@site/shared/contract/records';",
        'shared/src/types/entities.ts': "export type { Policy } from '../contract/records';\nexport { State } from '../contract/records';",
        'shell/src/x.ts': "import { Type } from 'typebox';",
        'admin-host/src/routes/investors.ts': "import { Policy } from '@site/shared/contract/records';",
        'admin-host/console/src/api.ts': "import { ConsoleRecord } from '@site/shared/contract/console-api';\nimport type { ConsoleAccount } from '@site/shared/contract/console-api';",
        'admin-host/console/src/pages/A/A.tsx': "import { ListOf } from '../../../../../shared/src/contract/console-api.ts';",
        'admin-host/src/console/api/users.ts': "import { ConsoleAccount } from '@site/shared/contract/console-api';",
        'shared/src/contract/console-api.ts': "import { Type } from 'typebox';",
      }),
    ).toEqual([
      'mfe-investors/src/pages/A/A.tsx → @site/shared/contract/records',
      'shared/src/types/entities.ts → ../contract/records',
      'shell/src/x.ts → typebox',
      'admin-host/console/src/api.ts → @site/shared/contract/console-api',
      'admin-host/console/src/pages/A/A.tsx → ../../../../../shared/src/contract/console-api.ts',
    ]);
  });

  it('finds a loop of imports, with or without extensions', () => {
    expect(
      importCycles({
        'admin-host/src/console/plugin.ts': "import { sessionRoutes } from './api/session';",
        'admin-host/src/console/api/session.ts': "import { SESSION_COOKIE } from '../plugin';",
        'shell/server/a.ts': "import { b } from './b.ts';",
        'shell/server/b.ts': "import { c } from './c.ts';",
        'shell/server/c.ts': "import type { A } from './a.ts';",
        'shell/server/d.ts': "import { a } from './a.ts';",
      }),
    ).toEqual([
      ['admin-host/src/console/api/session.ts', 'admin-host/src/console/plugin.ts'],
      ['shell/server/a.ts', 'shell/server/b.ts', 'shell/server/c.ts'],
    ]);
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
