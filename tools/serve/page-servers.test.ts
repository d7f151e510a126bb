import { describe, expect, it } from 'vitest';
import { ADMIN_HOST_PORT, APPS, DEPLOY_ORIGIN_PORT, PAGE_SERVER_PORTS } from '../../shell/server/apps.ts';
import { pageServerCount } from './stack.ts';

describe('PAGE_SERVERS', () => {
  it('runs one page server by default and two on request, on ports no other server of the stack takes', () => {
    expect(pageServerCount({})).toBe(1);
    expect(pageServerCount({ PAGE_SERVERS: '2' })).toBe(2);
    for (const bad of ['0', '3', 'two', '1.5']) expect(() => pageServerCount({ PAGE_SERVERS: bad }), bad).toThrow(/PAGE_SERVERS/);
    const others = [...Object.values(APPS).map((app) => app.port), DEPLOY_ORIGIN_PORT, ADMIN_HOST_PORT];
    expect(PAGE_SERVER_PORTS[0]).toBe(APPS.shell.port);
    expect(others).not.toContain(PAGE_SERVER_PORTS[1]);
    expect(PAGE_SERVER_PORTS[1]! - PAGE_SERVER_PORTS[0]!).toBe(6);
  });
});
