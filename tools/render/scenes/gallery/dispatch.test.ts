// The dispatch album: its scenes are the album's ids in order; what the cartons' labels print is a
// fitting, size and standard pack of the products' data, or a destination of the album's list; the
// packs and pipes are the data's; the lorry stands on its wheels and its load on its deck; every
// picture has its own camera and light.
import { describe, expect, it } from 'vitest';
import { FITTING_GROUPS } from '../../../../mfe-products/src/data/electrical-fittings.ts';
import { WATER_FITTING_TABLES } from '../../../../mfe-products/src/data/water-pipe-fittings.ts';
import { ISI_CONDUITS } from '../../../../mfe-products/src/data/conduits.ts';
import { WATER_PIPE_SIZES } from '../../../../mfe-products/src/data/water-pipes.ts';
import type { Part, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { albumIds } from './albums.ts';
import { DESTINATIONS, galleryDispatchPictures, galleryDispatchScenes } from './dispatch.ts';
import { LORRY, lorry } from './dispatch-lorry.ts';
import { cartonContents } from './dispatch-store.ts';

/** Every printed text in the parts (labels, tags, slips). */
function texts(parts: readonly Part[]): string[] {
  return parts.flatMap((part): string[] => {
    if (part.kind === 'group') return texts(part.parts);
    if (part.kind === 'box' || part.kind === 'wrap') return (part.art?.texts ?? []).map((t) => t.text);
    return [];
  });
}

/** World positions of the parts' own origins (group placements added up; rotations ignored: the lorry's parts are not turned). */
function origins(parts: readonly Part[], offset: Vec3 = [0, 0, 0]): Array<{ part: Part; at: Vec3 }> {
  return parts.flatMap((part) => {
    const p = part.place?.position ?? [0, 0, 0];
    const at: Vec3 = [offset[0] + p[0], offset[1] + p[1], offset[2] + p[2]];
    return part.kind === 'group' ? [{ part, at }, ...origins(part.parts, at)] : [{ part, at }];
  });
}

describe('the dispatch album', () => {
  it('names its scenes by the album’s ids, in order, at the gallery’s aspect', () => {
    const scenes = galleryDispatchScenes();
    expect(scenes.map((s) => s.name)).toEqual(albumIds('dispatch'));
    for (const scene of scenes) expect(scene.aspect).toBe(PRODUCT_ASPECT);
  });

  it('labels cartons with the data’s fittings, sizes and standard packs', () => {
    const offered = new Set([
      ...FITTING_GROUPS.flatMap((g) => g.cards.flatMap((c) => c.sizes.map((size, i) => `${c.title.toUpperCase()}|${c.standardPacks[i]}`))),
      ...WATER_FITTING_TABLES.flatMap((t) => t.rows.map((r) => `uPVC ${t.name.toUpperCase()}S|${r.standardPack}`)),
    ]);
    for (const c of cartonContents()) expect(offered, `${c.name} ${c.size}`).toContain(`${c.name}|${c.pack}`);
    const packs = new Set([...FITTING_GROUPS.flatMap((g) => g.cards.flatMap((c) => c.standardPacks)), ...WATER_FITTING_TABLES.flatMap((t) => t.rows.map((r) => r.standardPack))]);
    const pictures = galleryDispatchPictures();
    for (const { scene } of pictures) {
      for (const text of texts(scene.parts)) {
        const count = /^(\d+) NOS$/.exec(text);
        if (count) expect(packs, scene.name).toContain(count[1]);
      }
    }
    const store = texts(pictures[0]!.scene.parts);
    expect(store.filter((t) => t.endsWith(' NOS')).length).toBeGreaterThan(20);
  });

  it('addresses cartons and loads only to the album’s destinations, and prints no licence number', () => {
    const places = new Set(DESTINATIONS.map((d) => d.toUpperCase()));
    for (const { scene, destinations } of galleryDispatchPictures()) {
      const printed = texts(scene.parts);
      for (const d of destinations) expect(printed, scene.name).toContain(d.toUpperCase());
      printed.forEach((text, k) => {
        if (printed[k - 1] === 'DELIVER TO') expect(places, scene.name).toContain(text);
      });
      for (const text of printed) expect(text).not.toMatch(/licen[cs]e|CM\/L|\bIS\/\d/i);
    }
  });

  it('shows packs and pipes the data offers', () => {
    for (const { scene, shown } of galleryDispatchPictures()) {
      for (const [od] of shown.water) expect(WATER_PIPE_SIZES, scene.name).toContain(od);
      for (const [size, conduitClass, lengths] of shown.conduits) {
        const row = ISI_CONDUITS.find((r) => r.size === size)!;
        expect(row.classes, scene.name).toContain(conduitClass);
        expect(lengths).toBe(row.lengthsPerPack);
      }
    }
  });

  it('stands the lorry on its wheels and its load on its deck', () => {
    const wheels = origins(lorry('#1f5fa8')).filter(({ part }) => part.kind === 'group' && part.parts.some((p) => p.kind === 'lathe'));
    expect(wheels).toHaveLength(6);
    for (const { at } of wheels) expect(at[1]).toBe(480); // axle height = the tyre's radius: on the ground
    const tail = galleryDispatchPictures()[3]!.scene.parts;
    const packs = origins(tail).filter(({ part }) => part.kind === 'group' && part.parts.some((p) => p.kind === 'extrude'));
    expect(packs.length).toBeGreaterThan(10);
    for (const { at } of packs) expect(at[1]).toBeGreaterThanOrEqual(LORRY.deckY);
  });

  it('gives every picture its own camera and light', () => {
    const scenes = galleryDispatchScenes();
    expect(new Set(scenes.map((s) => `${s.camera.azimuth}/${s.camera.elevation}/${s.camera.fov}`)).size).toBe(scenes.length);
    expect(new Set(scenes.map((s) => `${s.key?.azimuth}/${s.key?.elevation}/${s.key?.colour}`)).size).toBe(scenes.length);
    expect(JSON.stringify(galleryDispatchScenes())).toBe(JSON.stringify(galleryDispatchScenes()));
  });
});
