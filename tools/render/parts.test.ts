// The render scenes take their geometry from the product tables: outside diameters from the spec's
// tolerance band, wall thickness from its 16 mm figures, colours from the class and printing
// tables. These tests read the scene descriptions (no WebGL) and check them against the data.
import { describe, expect, it } from 'vitest';
import { CONDUIT_CLASSES, OD_TOLERANCE_MM, WALL_THICKNESS_MM, type ConduitClass } from '../../mfe-products/src/data/conduits.ts';
import { PRINTING_COLOURS } from '../../mfe-products/src/data/water-pipes.ts';
import { conduitSize, pipeProfile, socketFor } from './parts.ts';
import type { Part, ProfilePoint, Scene } from './scene.ts';
import { conduitBundleScene } from './scenes/conduits.ts';
import { HERO_PIPES, waterPipeHeroScene } from './scenes/water-pipes.ts';

const radii = (profile: readonly ProfilePoint[]) => profile.map(([r]) => r);
const lathes = (parts: readonly Part[]): Array<Extract<Part, { kind: 'lathe' }>> =>
  parts.flatMap((part) => (part.kind === 'lathe' ? [part] : part.kind === 'group' ? lathes(part.parts) : []));
const wraps = (parts: readonly Part[]): Array<Extract<Part, { kind: 'wrap' }>> =>
  parts.flatMap((part) => (part.kind === 'wrap' ? [part] : part.kind === 'group' ? wraps(part.parts) : []));

describe('conduit geometry from the product table', () => {
  it.each(['light', 'medium', 'heavy'] as ConduitClass[])('16 mm %s: outside diameter in the tolerance band, wall from the spec', (conduitClass) => {
    const { od, wall } = conduitSize(16, conduitClass);
    expect(od).toBeCloseTo(16 + OD_TOLERANCE_MM[16]! / 2, 6);
    expect(od).toBeLessThanOrEqual(16);
    const range = WALL_THICKNESS_MM[16]![conduitClass]!;
    expect(wall).toBeGreaterThanOrEqual(range.min);
    expect(wall).toBeLessThanOrEqual(range.max);
  });

  it('draws heavier classes with thicker walls at every size (the 16 mm proportions)', () => {
    for (const size of [20, 25, 32]) {
      const walls = (['light', 'medium', 'heavy'] as const).map((c) => conduitSize(size, c).wall);
      expect(walls[0]!).toBeLessThan(walls[1]!);
      expect(walls[1]!).toBeLessThan(walls[2]!);
    }
  });

  it('turns a pipe profile with the outside and inside radii of the pipe, and a socket that takes the next pipe', () => {
    const pipe = conduitSize(16, 'heavy');
    const plain = pipeProfile(pipe, 300);
    expect(Math.max(...radii(plain))).toBeCloseTo(pipe.od / 2, 6);
    expect(Math.min(...radii(plain))).toBeCloseTo(pipe.od / 2 - pipe.wall, 6);
    expect(Math.max(...plain.map(([, y]) => y))).toBe(300);
    const socket = socketFor(pipe);
    const socketed = pipeProfile(pipe, 300, socket);
    expect(Math.max(...radii(socketed))).toBeCloseTo(socket.od / 2, 6);
    // The socket's bore at the mouth is the pipe's outside diameter.
    const mouth = socketed.filter(([, y]) => y > 300 - socket.length * 0.5).map(([r]) => r);
    expect(Math.min(...mouth)).toBeCloseTo(pipe.od / 2, 6);
  });

  it('builds each class bundle from pipes of that class: its colour, diameter and printed code', () => {
    for (const conduitClass of ['light', 'medium', 'heavy'] as const) {
      const scene: Scene = conduitBundleScene(`bundle-${conduitClass}`, conduitClass, 25);
      const pipes = lathes(scene.parts);
      expect(pipes.length).toBe(18);
      const { od, wall } = conduitSize(25, conduitClass);
      for (const pipe of pipes) {
        expect(pipe.surface.colour).toBe(CONDUIT_CLASSES[conduitClass].colourHex);
        expect(Math.max(...radii(pipe.profile))).toBeCloseTo(od / 2, 6);
        expect(Math.min(...radii(pipe.profile))).toBeCloseTo(od / 2 - wall, 6);
      }
      for (const wrap of wraps(scene.parts)) {
        expect(wrap.art.texts![0]!.text).toContain(`25 mm  ${CONDUIT_CLASSES[conduitClass].code}  IS 9537 (PART 3)`);
      }
    }
  });
});

describe('water pipe hero from the printing table', () => {
  it('prints each pipe in the colour of its pressure class, at its size', () => {
    const scene = waterPipeHeroScene();
    const printed = wraps(scene.parts).map((wrap) => wrap.art.texts![0]!);
    const expected = [...HERO_PIPES].reverse();
    expect(printed).toHaveLength(expected.length);
    printed.forEach((text, i) => {
      const [od, pressure] = expected[i]!;
      expect(text.colour).toBe(PRINTING_COLOURS.find((c) => c.pressure === pressure)!.colourHex);
      expect(text.text).toContain(`${od} mm  ${pressure} kg/cm²`);
    });
    const outer = lathes(scene.parts).map((pipe) => Math.max(...radii(pipe.profile)));
    expected.forEach(([od], i) => expect(outer[i]!).toBeGreaterThan(od / 2));
  });
});
