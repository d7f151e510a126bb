// The 'wiring' album's scenes: named by the album's ids in order; every conduit a size and class the
// data offers, in its class colour, and a size our bends and couplers are made for; each picture its
// own camera and light; parts turned where they are meant to point; brickwork with its cuts left open.
import { describe, expect, it } from 'vitest';
import { CONDUIT_CLASSES, ISI_CONDUITS } from '../../../../mfe-products/src/data/conduits.ts';
import { FITTING_GROUPS } from '../../../../mfe-products/src/data/electrical-fittings.ts';
import type { Part, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { USED_CONDUITS, galleryWiringScenes } from './wiring.ts';
import { cutBrickWall } from './wiring-building.ts';
import { orient } from './wiring-parts.ts';
import { X, Y, Z, neg } from '../../vec3.ts';

const scenes = galleryWiringScenes();

/** The rotation matrix three.js builds from Euler angles in XYZ order, applied to v. */
function rotate([a, b, c]: Vec3, v: Vec3): Vec3 {
  const rx = (p: Vec3): Vec3 => [p[0], p[1] * Math.cos(a) - p[2] * Math.sin(a), p[1] * Math.sin(a) + p[2] * Math.cos(a)];
  const ry = (p: Vec3): Vec3 => [p[0] * Math.cos(b) + p[2] * Math.sin(b), p[1], -p[0] * Math.sin(b) + p[2] * Math.cos(b)];
  const rz = (p: Vec3): Vec3 => [p[0] * Math.cos(c) - p[1] * Math.sin(c), p[0] * Math.sin(c) + p[1] * Math.cos(c), p[2]];
  return rx(ry(rz(v)));
}

describe('gallery wiring album', () => {
  it('has a scene for each of the album’s ids, in order, at the gallery’s aspect', () => {
    expect(scenes.map((scene) => scene.name)).toEqual(albumIds('wiring'));
    for (const scene of scenes) expect(scene.aspect).toBe(PRODUCT_ASPECT);
  });

  it('shows only conduits the data offers, in their class colour, in sizes our bends and couplers fit', () => {
    expect(USED_CONDUITS.length).toBeGreaterThan(12);
    const fittingSizes = (id: string) => FITTING_GROUPS.flatMap((g) => g.cards).find((card) => card.id === id)!.sizes;
    for (const c of USED_CONDUITS) {
      const row = ISI_CONDUITS.find((r) => r.size === c.size);
      expect(row?.classes, `${c.size} mm ${c.conduitClass}`).toContain(c.conduitClass);
      expect(c.colour).toBe(CONDUIT_CLASSES[c.conduitClass].colourHex);
      expect(c.marking.line).toContain(`${c.size} mm  ${CONDUIT_CLASSES[c.conduitClass].code}`);
      expect(fittingSizes('bend')).toContain(`${c.size} mm`);
      expect(fittingSizes('coupler')).toContain(`${c.size} mm`);
    }
    // All three classes appear somewhere in the album.
    expect(new Set(USED_CONDUITS.map((c) => c.conduitClass))).toEqual(new Set(['light', 'medium', 'heavy']));
  });

  it('gives every picture its own camera, light and setting', () => {
    const cameras = scenes.map((s) => `${s.camera.azimuth}/${s.camera.elevation}/${s.camera.fov}`);
    const keys = scenes.map((s) => JSON.stringify(s.key));
    expect(new Set(cameras).size).toBe(scenes.length);
    expect(new Set(keys).size).toBe(scenes.length);
    for (const scene of scenes) {
      expect(scene.setting?.length, scene.name).toBeGreaterThan(0);
      expect(scene.camera.fill).toBeGreaterThanOrEqual(0.6);
      expect(scene.camera.fill).toBeLessThanOrEqual(0.92);
    }
  });

  it('turns a part so its own x and z axes point where asked', () => {
    const pairs: Array<[Vec3, Vec3]> = [
      [X, Z],
      [neg(X), Z],
      [Y, Z],
      [Z, neg(X)],
      [neg(Y), Z],
      [X, neg(Y)],
      [Z, Y],
      [neg(Z), X],
    ];
    for (const [x, z] of pairs) {
      const angles = orient(x, z);
      const ax = rotate(angles, X);
      const az = rotate(angles, Z);
      for (let i = 0; i < 3; i += 1) {
        expect(ax[i]).toBeCloseTo(x[i]!, 9);
        expect(az[i]).toBeCloseTo(z[i]!, 9);
      }
    }
    expect(() => orient(X, X)).toThrow();
  });

  it('leaves brickwork open where chases and recesses are cut, and solid everywhere else', () => {
    const region = { x0: -600, y0: 0, x1: 600, y1: 1500 };
    const cuts = [
      { x0: -100, y0: 400, x1: -44, y1: 1500 },
      { x0: -120, y0: 352, x1: -24, y1: 448 },
    ];
    const [, ...face] = cutBrickWall(region, cuts, 45, 230, 1) as Array<Extract<Part, { kind: 'box' }>>;
    const covered = (x: number, y: number) =>
      face.filter((p) => {
        const [cx, by] = p.place!.position!;
        return Math.abs(x - cx) < p.size[0] / 2 && y > by && y < by + p.size[1];
      }).length;
    for (let x = -590; x < 600; x += 20) {
      for (let y = 10; y < 1500; y += 20) {
        const inCut = cuts.some((c) => x > c.x0 && x < c.x1 && y > c.y0 && y < c.y1);
        expect(covered(x, y), `${x}, ${y}`).toBe(inCut ? 0 : 1);
      }
    }
  });
});
