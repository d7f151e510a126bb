// The 'water' album's scenes: named by the album's ids in order, every pipe printed with a size and
// a pressure class the data offers in that class's colour, hoses of the data's sizes, each picture
// its own camera and light, and the plumbing helpers put pipes and fittings where they say.
import { describe, expect, it } from 'vitest';
import { HOSE_SIZES } from '../../../../mfe-products/src/data/other-products.ts';
import { PRINTING_COLOURS, WATER_PIPE_SIZES } from '../../../../mfe-products/src/data/water-pipes.ts';
import { socketFor } from '../../parts.ts';
import type { Part, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { galleryWaterScenes } from './water.ts';
import { elbowRadius, insetAtElbow, orient, run, sizeOf, type LineSpec } from './water-plumbing.ts';

const scenes = galleryWaterScenes();

function* walk(parts: readonly Part[]): Generator<Part> {
  for (const part of parts) {
    yield part;
    if (part.kind === 'group') yield* walk(part.parts);
  }
}

/** The rotation matrix of Euler angles (XYZ, as three.js composes them), applied to v. */
function rotate([x, y, z]: Vec3, v: Vec3): Vec3 {
  const [a, b, c] = [x, y, z].map(Math.cos) as [number, number, number];
  const [d, e, f] = [x, y, z].map(Math.sin) as [number, number, number];
  const m = [
    [b * c, -b * f, e],
    [a * f + d * e * c, a * c - d * e * f, -d * b],
    [d * f - a * e * c, d * c + a * e * f, a * b],
  ];
  return m.map((row) => row[0]! * v[0] + row[1]! * v[1] + row[2]! * v[2]) as unknown as Vec3;
}

describe('water album scenes', () => {
  it('are named by the album’s ids, in order, at the gallery’s aspect', () => {
    expect(scenes.map((scene) => scene.name)).toEqual(albumIds('water'));
    for (const scene of scenes) expect(scene.aspect).toBe(PRODUCT_ASPECT);
  });

  it('print every pipe with a size and class the data offers, in the class’s colour', () => {
    let printed = 0;
    for (const scene of scenes) {
      for (const part of walk([...scene.parts, ...(scene.setting ?? [])])) {
        if (part.kind !== 'wrap' || !part.along) continue;
        const text = part.art.texts![0]!;
        const match = /KALLADA AQUALINE {2}uPVC {2}(\d+) mm {2}([\d.]+) kg\/cm² {2}(CLASS \d)/.exec(text.text);
        expect(match, text.text).not.toBeNull();
        expect(WATER_PIPE_SIZES).toContain(Number(match![1]));
        const colour = PRINTING_COLOURS.find((c) => c.pressure === Number(match![2]));
        expect(colour?.classLabel.toUpperCase()).toBe(match![3]);
        expect(text.colour).toBe(colour?.colourHex);
        printed += 1;
      }
    }
    expect(printed).toBeGreaterThan(20);
  });

  it('show garden hoses of the sizes the data lists', () => {
    const bores = HOSE_SIZES.map((hose) => hose.sizeMm / 2);
    const hoses = scenes.flatMap((scene) => [...walk(scene.parts)].filter((p): p is Extract<Part, { kind: 'sweep' }> => p.kind === 'sweep' && p.surface.colour === '#2e9e4f'));
    expect(hoses.length).toBeGreaterThanOrEqual(2);
    for (const hose of hoses) expect(bores).toContain(hose.stops[0]!.inner);
  });

  it('give every picture its own camera and light', () => {
    const cameras = new Set(scenes.map((scene) => JSON.stringify(scene.camera)));
    expect(cameras.size).toBe(scenes.length);
    const lights = new Set(scenes.map((scene) => JSON.stringify([scene.key, scene.ambient])));
    expect(lights.size).toBeGreaterThanOrEqual(5);
    for (const scene of scenes) expect(scene.setting?.length).toBeGreaterThan(0);
  });
});

describe('water plumbing', () => {
  it('turns a part’s axis onto the direction asked, its printing towards the face asked', () => {
    const cases: Array<[Vec3, Vec3]> = [
      [[1, 0, 0], [0, 1, 0]],
      [[0, 0, -1], [0, 1, 0]],
      [[0, -1, 0], [0, 0, 1]],
      [[0, 1, 0], [1, 0, 0]],
      [[0.6, 0, 0.8], [0, 1, 0]],
    ];
    for (const [axis, face] of cases) {
      const euler = orient(axis, face);
      rotate(euler, [0, 1, 0]).forEach((v, i) => expect(v).toBeCloseTo(axis[i]!, 6));
      rotate(euler, [0, 0, 1]).forEach((v, i) => expect(v).toBeCloseTo(face[i]!, 6));
    }
  });

  it('ends each length of a run inside the socket of the elbow at its corner', () => {
    const spec: LineSpec = { od: 32, pressure: 6 };
    const parts = run(spec, [[0, 0, 0], [0, 1000, 0], [800, 1000, 0]]);
    expect(parts.map((p) => p.kind)).toEqual(['group', 'sweep', 'group']);
    const inset = insetAtElbow(spec);
    expect(inset).toBeGreaterThan(elbowRadius(spec));
    expect(inset).toBeLessThan(elbowRadius(spec) + socketFor(sizeOf(spec)).length);
    const [first, , second] = parts as Array<Extract<Part, { kind: 'group' }>>;
    expect(first!.place!.position).toEqual([0, 0, 0]);
    expect(second!.place!.position![0]).toBeCloseTo(inset, 6);
  });
});
