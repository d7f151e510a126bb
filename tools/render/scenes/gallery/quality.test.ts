// The quality laboratory album: its scenes are the album's ids in order; the subject stands on
// the bench or floor (its lowest part on it, no part sunk into it); the one reading a
// picture shows (the calliper's) is inside the data's tolerance band and is the one its alt text
// gives; the report lists the conduit page's tests in its order; the rings are every size the data
// makes in each class; no two pictures share a camera and a light.
import { describe, expect, it } from 'vitest';
import { GALLERY_ITEMS } from '../../../../mfe-content/src/data/gallery.ts';
import { CONDUIT_CLASS_ORDER, CONDUIT_QUALITY_TESTS, ISI_CONDUITS, OD_TOLERANCE_MM } from '../../../../mfe-products/src/data/conduits.ts';
import type { Artwork, Part, Scene, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { conduitSizesOf, galleryQualityScenes } from './quality.ts';

const scenes = galleryQualityScenes();
const byName = (name: string): Scene => scenes.find((scene) => scene.name === name)!;

type Matrix = readonly number[]; // 3 × 4, row-major: rotation then translation

const IDENTITY: Matrix = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];

/** three.js's Euler XYZ order: the vector is turned about z, then y, then x. */
function placement(position: Vec3 = [0, 0, 0], rotation: Vec3 = [0, 0, 0]): Matrix {
  const [a, b, c] = rotation;
  const [ca, sa, cb, sb, cc, sc] = [Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b), Math.cos(c), Math.sin(c)];
  return [
    cb * cc, -cb * sc, sb, position[0],
    ca * sc + sa * sb * cc, ca * cc - sa * sb * sc, -sa * cb, position[1],
    sa * sc - ca * sb * cc, sa * cc + ca * sb * sc, ca * cb, position[2],
  ];
}

function compose(m: Matrix, n: Matrix): Matrix {
  const out: number[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      let v = col === 3 ? m[row * 4 + 3]! : 0;
      for (let k = 0; k < 3; k += 1) v += m[row * 4 + k]! * n[k * 4 + col]!;
      out.push(v);
    }
  }
  return out;
}

const apply = (m: Matrix, [x, y, z]: Vec3): number => m[4]! * x + m[5]! * y + m[6]! * z + m[7]!;

/** The lowest world height of a part's geometry (lathe profiles swept round, box corners, extrusions, sweeps' tubes). */
function lowest(part: Part, parent: Matrix = IDENTITY): number {
  const m = compose(parent, placement(part.place?.position, part.place?.rotation));
  const around = Array.from({ length: 32 }, (_, i) => (i / 32) * Math.PI * 2);
  switch (part.kind) {
    case 'group':
      return Math.min(...part.parts.map((child) => lowest(child, m)));
    case 'lathe':
      return Math.min(...part.profile.flatMap(([r, y]) => around.map((a) => apply(m, [r * Math.cos(a), y, r * Math.sin(a)]))));
    case 'box': {
      const [w, h, d] = part.size;
      return Math.min(...[-1, 1].flatMap((sx) => [0, h].flatMap((y) => [-1, 1].map((sz) => apply(m, [(sx * w) / 2, y, (sz * d) / 2])))));
    }
    case 'extrude':
      return Math.min(...part.outline.flatMap(([x, y]) => [-part.bevel, part.depth + part.bevel].map((z) => apply(m, [x, y, z])))) ;
    case 'sweep': {
      const outer = Math.max(...part.stops.map((stop) => stop.outer));
      return Math.min(...part.path.map((p) => apply(m, p))) - outer;
    }
    case 'wrap':
      return Infinity;
  }
}

function artworks(parts: readonly Part[]): Artwork[] {
  return parts.flatMap((part): Artwork[] => (part.kind === 'group' ? artworks(part.parts) : part.kind === 'box' && part.art ? [part.art] : []));
}

describe('the quality laboratory album', () => {
  it('names its scenes by the album’s ids, in order, at the gallery’s aspect', () => {
    expect(scenes.map((scene) => scene.name)).toEqual(albumIds('quality'));
    for (const scene of scenes) expect(scene.aspect).toBe(PRODUCT_ASPECT);
  });

  it('stands every subject on its bench or floor: nothing below it, the lowest part on it', () => {
    for (const scene of scenes) {
      // What stands on the bench or floor beside the framed parts (a shelving unit's posts), not
      // the room itself (bench, floor and wall reach below y = 0).
      const standing = (scene.setting ?? []).map((part) => lowest(part)).filter((low) => low > -1);
      const each = [...scene.parts.map((part) => lowest(part)), ...standing];
      expect({ name: scene.name, low: Math.min(...each) }).toEqual({ name: scene.name, low: expect.closeTo(0, 0) });
      for (const low of each) expect(low, scene.name).toBeGreaterThan(-0.6);
    }
  });

  it('shows the calliper reading a 16 mm conduit’s outside diameter inside the data’s tolerance band, as its alt text says', () => {
    const reading = artworks(byName('gallery-52').parts)
      .flatMap((art) => art.texts ?? [])
      .map((text) => text.text)
      .find((text) => /^\d+\.\d+$/.test(text))!;
    expect(Number(reading)).toBeGreaterThanOrEqual(16 + OD_TOLERANCE_MM[16]!);
    expect(Number(reading)).toBeLessThanOrEqual(16);
    expect(GALLERY_ITEMS.find((item) => item.id === 'gallery-52')!.alt).toContain(`reading ${reading} mm`);
  });

  it('prints the conduit page’s tests, in its order, on the batch report', () => {
    const texts = artworks(byName('gallery-59').parts).flatMap((art) => (art.texts ?? []).map((text) => text.text));
    const titles = CONDUIT_QUALITY_TESTS.map((test) => test.title);
    expect(texts.filter((text) => titles.includes(text))).toEqual(titles);
  });

  it('cuts the class rings from sizes the data makes in each class', () => {
    for (const conduitClass of CONDUIT_CLASS_ORDER) {
      expect(conduitSizesOf(conduitClass)).toEqual(ISI_CONDUITS.filter((row) => row.classes.includes(conduitClass)).map((row) => row.size));
    }
    const cards = artworks(byName('gallery-60').parts).map((art) => art.texts?.[0]?.text);
    expect(cards).toEqual(['LMS', 'MMS', 'HMS']);
  });

  it('gives no two pictures the same camera or the same light', () => {
    const cameras = scenes.map((scene) => `${scene.camera.azimuth}/${scene.camera.elevation}`);
    const keys = scenes.map((scene) => JSON.stringify(scene.key));
    expect(new Set(cameras).size).toBe(scenes.length);
    expect(new Set(keys).size).toBe(scenes.length);
  });
});
