import { describe, expect, it } from 'vitest';
import { GALLERY_ALBUMS, GALLERY_ITEMS } from '../../data/gallery';
import { featureCount } from './feature-count';

describe('featureCount', () => {
  it('adds one 2 x 2 feature per missing cell of the last row', () => {
    expect(featureCount(12, 4)).toBe(0);
    expect(featureCount(13, 4)).toBe(1);
    expect(featureCount(14, 4)).toBe(2);
    expect(featureCount(13, 2)).toBe(1);
  });

  it('refuses a count no feature can complete', () => {
    expect(() => featureCount(15, 4)).toThrow(/cannot fill 4 columns/);
  });

  it('every album fills its last row at 2 and 4 columns', () => {
    for (const album of GALLERY_ALBUMS) {
      const count = GALLERY_ITEMS.filter((item) => item.album === album.id).length;
      for (const columns of [2, 4]) expect((count + 3 * featureCount(count, columns)) % columns).toBe(0);
    }
  });
});
