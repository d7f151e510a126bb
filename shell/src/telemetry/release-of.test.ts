import { describe, expect, it } from 'vitest';
import { LOCAL_RELEASE } from '@site/shared/contract/releases';
import { releaseOfManifest, releasesOf, remoteFolderOf } from './release-of';

describe('the release a page was rendered with', () => {
  it('is the version in /mf/<remote>/<version>/ of the manifest URL', () => {
    expect(releaseOfManifest('https://www.example.com/mf/mfe-investors/c0123456789abcdef/mf-manifest.json')).toBe('c0123456789abcdef');
  });

  it.each([
    ['a local build', 'http://localhost:3000/mf/mfe-investors/local/mf-manifest.json'],
    ["a remote's own origin", 'http://localhost:3002/mf-manifest.json'],
    ['a folder that is not a content-hash version', 'http://localhost:3000/mf/mfe-investors/2026-01-01/mf-manifest.json'],
    ['not a URL', 'mf-manifest.json'],
  ])('is LOCAL_RELEASE for %s', (_case, url) => {
    expect(releaseOfManifest(url)).toBe(LOCAL_RELEASE);
  });

  it('is read for every remote of the map, LOCAL_RELEASE for all without one', () => {
    const map = {
      mfe_products: 'http://s/mf/mfe-products/local/mf-manifest.json',
      mfe_investors: 'http://s/mf/mfe-investors/cffffffffffffffff/mf-manifest.json',
      mfe_dealers: 'http://localhost:3003/mf-manifest.json',
      mfe_content: 'http://s/mf/mfe-content/c0000000000000001/mf-manifest.json',
    };
    expect(releasesOf(map)).toEqual({ mfe_products: 'local', mfe_investors: 'cffffffffffffffff', mfe_dealers: 'local', mfe_content: 'c0000000000000001' });
    expect(new Set(Object.values(releasesOf(undefined)))).toEqual(new Set([LOCAL_RELEASE]));
  });

  it("names a remote as the registry does: by its folder", () => {
    expect(remoteFolderOf('mfe_investors')).toBe('mfe-investors');
  });
});
