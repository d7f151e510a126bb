import { describe, expect, it } from 'vitest';
import { adminPaths, defineRemoteScreens } from './contract';

describe('defineRemoteScreens', () => {
  const screens = defineRemoteScreens(
    { '/a': async () => ({ default: () => null }), '/b': async () => ({ default: () => null }), '/search': async () => ({ default: () => null }) },
    { '/a': adminPaths('/list-a', '/list-shared'), '/search': (search) => [`/find?q=${new URLSearchParams(search).get('q') ?? ''}`] },
  );

  it('gives the admin data each screen declares, from the page query string', () => {
    expect(screens.dataFor('/a')).toEqual(['/list-a', '/list-shared']);
    expect(screens.dataFor('/search', '?q=annual')).toEqual(['/find?q=annual']);
  });

  it('gives none for a screen without a declaration or a path the remote does not own', () => {
    expect(screens.dataFor('/b')).toEqual([]);
    expect(screens.dataFor('/nope')).toEqual([]);
    expect(screens.dataFor('toString')).toEqual([]);
  });
});
