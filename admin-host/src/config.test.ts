import { describe, expect, it } from 'vitest';
import { DEFAULT_ORIGINS, readConfig } from './config';

describe('readConfig', () => {
  it('has working defaults', () => {
    const config = readConfig({}, []);
    expect(config).toMatchObject({ port: 4000, host: '127.0.0.1', allowedOrigins: DEFAULT_ORIGINS, searchRateLimit: 60, seedMode: 'if-empty' });
    expect(config.dbPath).toMatch(/admin-host\/data\/site\.db$/);
  });

  it('reads env and flags', () => {
    const config = readConfig({ PORT: '4100', ALLOWED_ORIGINS: 'http://a.test, http://b.test', ADMIN_DB: ':memory:' }, ['--empty']);
    expect(config).toMatchObject({ port: 4100, allowedOrigins: ['http://a.test', 'http://b.test'], dbPath: ':memory:', seedMode: 'empty' });
    expect(readConfig({}, ['--reset']).seedMode).toBe('reset');
    expect(readConfig({}, ['--', '--reset']).seedMode).toBe('reset');
  });

  it('refuses bad numbers and unknown flags', () => {
    expect(() => readConfig({ PORT: 'x' }, [])).toThrow('PORT');
    expect(() => readConfig({ SEARCH_RATE_LIMIT: '0' }, [])).toThrow('SEARCH_RATE_LIMIT');
    expect(() => readConfig({}, ['--wipe'])).toThrow('Unknown');
  });
});
