import { describe, expect, it, vi } from 'vitest';
import { REMOTE_NAMES } from '@site/shared/remote/registry';
import { fetchRemoteMap, parseRemoteMap } from './remote-map';

const VALID = {
  mfe_products: 'http://localhost:3001/mf-manifest.json',
  mfe_investors: 'https://cdn.example.com/investors/v7/mf-manifest.json',
  mfe_dealers: 'http://localhost:3003/mf-manifest.json',
  mfe_content: 'http://localhost:3004/mf-manifest.json',
};

describe('parseRemoteMap', () => {
  it('accepts a map with an absolute http(s) manifest URL for every remote', () => {
    expect(parseRemoteMap(VALID)).toEqual(VALID);
    expect(REMOTE_NAMES).toHaveLength(4);
  });

  it.each([
    ['not an object', []],
    ['null', null],
    ['a missing remote', { ...VALID, mfe_dealers: undefined }],
    ['a relative URL', { ...VALID, mfe_content: '/mf-manifest.json' }],
    ['a non-http URL', { ...VALID, mfe_content: 'javascript:alert(1)' }],
    ['a non-string URL', { ...VALID, mfe_products: 42 }],
  ])('rejects %s with a message naming the problem', (_case, json) => {
    expect(() => parseRemoteMap(json)).toThrow(/Remote map/);
  });
});

describe('fetchRemoteMap', () => {
  it('reads /remotes.json from its own origin', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(VALID), { status: 200 }));
    await expect(fetchRemoteMap(fetchImpl)).resolves.toEqual(VALID);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { credentials: 'same-origin' });
  });

  it('fails with the status when the map is not served', async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', { status: 503 }));
    await expect(fetchRemoteMap(fetchImpl)).rejects.toThrow('answered 503');
  });
});
