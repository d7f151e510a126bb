import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { publicApiPaths, readmeApiCount, readmePortTable, readText, registeredPlugins, servedPorts, undocumentedPaths } from './readme-facts.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readme = readText(ROOT, 'README.md');
const adminReadme = readText(ROOT, 'admin-host/README.md');
const appSource = readText(ROOT, 'admin-host/src/app.ts');

describe('the README tells what the code does (issue 32)', () => {
  it("counts the contract's public API paths", () => {
    expect(publicApiPaths().length).toBeGreaterThan(30);
    expect(readmeApiCount(readme)).toBe(publicApiPaths().length);
  });

  it("gives every app, the deploy origin and the admin host its port, and every app its route table's routes", () => {
    expect(readmePortTable(readme)).toEqual(servedPorts());
  });

  it("names every public path of the contract in admin-host/README.md's endpoint tables", () => {
    expect(undocumentedPaths(adminReadme, publicApiPaths())).toEqual([]);
  });

  it('names every plugin the admin host registers in admin-host/README.md', () => {
    const plugins = registeredPlugins(appSource);
    expect(plugins).toContain('consolePage');
    expect(plugins).not.toContain('cors');
    expect(plugins.filter((name) => !new RegExp(`\\b${name}\\b`).test(adminReadme))).toEqual([]);
  });

  it('catches a stale statement: a wrong count, port or route number, an unnamed path', () => {
    const stale = readme.replace(/\d+ public API paths/, '20 public API paths').replace('| :3003 | dealer locator remote | 1 |', '| :3009 | dealer locator remote | 2 |');
    expect(readmeApiCount(stale)).toBe(20);
    expect(readmePortTable(stale)['mfe-dealers/']).toEqual({ port: 3009, routes: 2 });
    expect(undocumentedPaths('`/health` `/investors/search?q=`', ['/health', '/investors/search', '/investors/latest'])).toEqual(['/investors/latest']);
    expect(registeredPlugins("import cors from '@fastify/cors';\nimport { a } from './a';\napp.register(cors);\napp.register(a, {});")).toEqual(['a']);
  });
});
