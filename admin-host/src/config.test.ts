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

  it('derives the feed origins from PORT_OFFSET and PORT unless given', () => {
    expect(readConfig({}, [])).toMatchObject({ publicSiteOrigin: 'http://localhost:3000', publicAdminOrigin: 'http://localhost:4000' });
    expect(readConfig({ PORT_OFFSET: '30000', PORT: '34000' }, [])).toMatchObject({
      publicSiteOrigin: 'http://localhost:33000',
      publicAdminOrigin: 'http://localhost:34000',
    });
    expect(readConfig({ PUBLIC_SITE_ORIGIN: 'https://www.example.test/', PUBLIC_ADMIN_ORIGIN: 'https://admin.example.test' }, [])).toMatchObject({
      publicSiteOrigin: 'https://www.example.test',
      publicAdminOrigin: 'https://admin.example.test',
    });
    expect(() => readConfig({ PUBLIC_SITE_ORIGIN: 'javascript:alert(1)' }, [])).toThrow('PUBLIC_SITE_ORIGIN');
    expect(() => readConfig({ PORT_OFFSET: '-1' }, [])).toThrow('PORT_OFFSET');
  });
});

describe('SMTP_URL', () => {
  it('is optional (mail kept in the outbox) and must be an smtp(s) URL that is never repeated in the message', () => {
    expect(readConfig({}, []).smtpUrl).toBeUndefined();
    expect(readConfig({ SMTP_URL: 'smtp://alerts:s3cret@mail.example.test:587' }, []).smtpUrl).toBe('smtp://alerts:s3cret@mail.example.test:587');
    expect(readConfig({ SMTP_URL: 'smtps://mail.example.test' }, []).smtpUrl).toBe('smtps://mail.example.test');
    for (const bad of ['http://mail.example.test', 'mail.example.test:25', 'smtp://']) {
      expect(() => readConfig({ SMTP_URL: bad }, [])).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
    }
    expect(() => readConfig({ SMTP_URL: 'imap://user:hunter2@x' }, [])).not.toThrow('hunter2');
  });
});

describe('TRUST_PROXY and time-outs', () => {
  it('trusts no proxy by default, and reads true/false and address lists', () => {
    expect(readConfig({}, []).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }, []).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }, []).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }, []).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
  });

  it('refuses a hop count and anything that is not an address or CIDR', () => {
    expect(() => readConfig({ TRUST_PROXY: '1' }, [])).toThrow(/hop count/);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'nginx.local', '10.0.0.1/8/1']) {
      expect(() => readConfig({ TRUST_PROXY: bad }, []), bad).toThrow('TRUST_PROXY');
    }
  });

  it('has finite request and connection time-outs, configurable', () => {
    expect(readConfig({}, [])).toMatchObject({ requestTimeoutMs: 30_000, connectionTimeoutMs: 10_000 });
    expect(readConfig({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '2000' }, [])).toMatchObject({ requestTimeoutMs: 5000, connectionTimeoutMs: 2000 });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '0' }, [])).toThrow('REQUEST_TIMEOUT_MS');
  });
});
