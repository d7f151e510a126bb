// The gallery's "Quality laboratory" album (mfe-content/src/data/gallery.ts, 4:3): twelve pictures
// of the tests the product pages list (mfe-products/src/data: CONDUIT_QUALITY_TESTS,
// WATER_PIPE_QUALITY_TESTS, FITTING_QUALITY_ANALYSIS, WATER_FITTING_QUALITY, the solvent cement's
// quality list), each shown through its samples and instruments on the bench: no people, no hands.
// Each picture is its own composition (close, top-down, low, frontal) and light (cool laboratory
// white, a warmer window light). Samples are our products' own parts (parts.ts), sized and coloured
// from the data; the instruments are drawn to the proportions of common laboratory kit
// (quality-lab.ts). The one figure a picture shows as a reading (the calliper's) is the data's.
// The scene names are the album's ids (albums.ts).
import { CONDUIT_CLASSES, CONDUIT_CLASS_ORDER, CONDUIT_QUALITY_TESTS, ISI_CONDUITS, type ConduitClass } from '../../../../mfe-products/src/data/conduits.ts';
import { PRESSURE_CLASSES, WATER_PIPE_QUALITY_TESTS, type PressureClass } from '../../../../mfe-products/src/data/water-pipes.ts';
import {
  BRAND,
  FITTING_BLACK,
  FITTING_WHITE,
  UPVC_GREY,
  at,
  bendSweep,
  conduitMarking,
  conduitSize,
  corners,
  lyingPipe,
  markingArt,
  moulded,
  pipeProfile,
  pvc,
  socketFor,
  waterMarking,
  waterPipeSize,
  type PipeSize,
} from '../../parts.ts';
import type { Artwork, Part, ProfilePoint, Scene, Vec3 } from '../../scene.ts';
import { PRODUCT_ASPECT } from '../conduits.ts';
import { couplerPart } from '../fittings.ts';
import { tin } from '../others.ts';
import { albumIds } from './albums.ts';
import {
  LAB_BLUE,
  LAB_CREAM,
  block,
  brass,
  cylinder,
  dialGauge,
  enamel,
  labBench,
  labRoom,
  labelArt,
  lcdArt,
  machined,
  paper,
  rodX,
  rodZ,
  rubber,
  shell,
  sphere,
  stainless,
  tube,
} from './quality-lab.ts';

const IDS = albumIds('quality');

/** Sizes the conduit data offers in a class (the album's samples are cut from these). */
export function conduitSizesOf(conduitClass: ConduitClass): number[] {
  return ISI_CONDUITS.filter((row) => row.classes.includes(conduitClass)).map((row) => row.size);
}

const conduitColour = (conduitClass: ConduitClass): string => CONDUIT_CLASSES[conduitClass].colourHex;

/** A conduit sample cut to `length`, lying along z (its ends towards the camera), axis at `at`'s height. */
function conduitSample(size: number, conduitClass: ConduitClass, length: number, position: Vec3, yaw = Math.PI / 2, roll = 0): Part {
  return lyingPipe({ pipe: conduitSize(size, conduitClass), length, colour: conduitColour(conduitClass), at: position, yaw, marking: conduitMarking(size, conduitClass), roll });
}

/** A ring cut from a pipe, standing on its cut end. */
function ring(pipe: PipeSize, height: number, colour: string, position: Vec3): Part {
  return at({ kind: 'lathe', profile: pipeProfile(pipe, height), surface: pvc(colour) }, position);
}

// ---- gallery-50: Impact test --------------------------------------------------------------------

/** The falling-weight rig: a conduit sample in the anvil's V, the striker at the mouth of its guide tube. */
function impactTest(): Pick<Scene, 'parts' | 'setting'> {
  const pipe = conduitSize(25, 'medium');
  const r = pipe.od / 2;
  const baseTop = 40;
  const anvilTop = baseTop + 70;
  const vBottom = anvilTop - 30;
  const axis = vBottom + r * Math.SQRT2; // a round bar in a 90° V
  const strikerNose = axis + r + 22;
  const tubeFrom = strikerNose + 70;
  const anvil: Part = {
    kind: 'extrude',
    outline: [[-70, 0], [70, 0], [70, 70], [30, 70], [0, 40], [-30, 70], [-70, 70]],
    depth: 170,
    bevel: 1,
    surface: machined,
  };
  const nose: ProfilePoint[] = Array.from({ length: 13 }, (_, i) => {
    const a = (i / 12) * (Math.PI / 2);
    return [20 * Math.sin(a), 20 - 20 * Math.cos(a)] as const;
  });
  const striker: Part = { kind: 'lathe', profile: [...nose, [20, 130], [0, 130]], surface: stainless };
  const frame = enamel(LAB_BLUE);
  const column = (x: number, from: number, to: number) => block([50, to - from, 50], frame, [x, from, -120]);
  return {
    parts: [
      block([340, baseTop, 280], enamel('#2d3236'), [0, 0, -20]),
      at(anvil, [0, baseTop, -85]),
      conduitSample(25, 'medium', 210, [0, axis, 105], Math.PI / 2, -0.9),
      at(striker, [0, strikerNose, 0]),
      at(tube(34, 24, 90, stainless), [0, tubeFrom, 0]),
      // Two samples already struck, set aside on the bench.
      conduitSample(25, 'medium', 210, [230, r, 140], 0.3 + Math.PI / 2, -0.5),
      conduitSample(25, 'heavy', 210, [290, r, 80], 0.15 + Math.PI / 2, -0.6),
    ],
    setting: [
      ...labBench({ back: 300, front: 520 }),
      // The rig's frame and the rest of its guide tube rise out of the picture.
      at(tube(34, 24, 1500, stainless), [0, tubeFrom + 90, 0]),
      column(-150, baseTop, tubeFrom + 1500),
      column(150, baseTop, tubeFrom + 1500),
      block([300, 24, 40], frame, [0, tubeFrom + 140, -100]),
      block([60, 24, 100], frame, [0, tubeFrom + 140, -50]),
      block([300, 24, 40], frame, [0, tubeFrom + 800, -100]),
    ],
  };
}

// ---- gallery-51: Hydraulic pressure test --------------------------------------------------------

/** Water pipe samples with steel test caps on both ends, each connected by hose to its own gauge. */
function hydraulicTest(): Pick<Scene, 'parts' | 'setting'> {
  const od = 63;
  const classes: PressureClass[] = [PRESSURE_CLASSES[1], PRESSURE_CLASSES[2], PRESSURE_CLASSES[4]];
  const length = 600;
  const supportTop = 60;
  const zs = [110, 0, -110];
  const capLength = 46;
  const parts: Part[] = [];
  for (const x of [-170, 170]) parts.push(block([44, supportTop, 380], machined, [x, 0, 0]));
  const panelZ = -300;
  const manifoldY = 260;
  const gaugeY = 520;
  parts.push(block([760, 720, 30], enamel(LAB_BLUE), [40, 0, panelZ]));
  // The panel's plate names the test as the water pipe page does.
  const test = WATER_PIPE_QUALITY_TESTS.find((t) => t.title.startsWith('Internal hydrostatic'))!.title.toUpperCase();
  parts.push({ kind: 'box', size: [420, 46, 2], surface: paper, art: labelArt([test, 'uPVC water pipes · IS 4985'], { width: 1260, height: 138, ground: '#eceae3' }), place: { position: [40, 640, panelZ + 16] } });
  parts.push(at(rodX(10, 640, stainless), [-260, manifoldY, panelZ + 40]));
  classes.forEach((pressure, i) => {
    const pipe = waterPipeSize(od, pressure);
    const R = od / 2 + pipe.wall + 3;
    const axis = supportTop + od / 2;
    const z = zs[i]!;
    const cap: Part = { kind: 'lathe', profile: corners([[0, 0], [R, 0], [R, capLength], [od / 2, capLength], [od / 2, 7], [0, 7]]), surface: machined };
    parts.push(lyingPipe({ pipe, length, colour: UPVC_GREY, at: [-length / 2, axis, z] }));
    // The printing runs between the caps (lyingPipe would start it under the left one).
    const printed = length - 2 * capLength;
    const { line, ink } = waterMarking(od, pressure);
    parts.push(
      at(
        { kind: 'wrap', radius: (od / 2) * 1.003 + 0.02, height: printed, arc: 1.1, art: markingArt(printed, od, line, ink), along: true, gloss: 0.3, place: { rotation: [0, -0.5, 0] } },
        [-length / 2 + capLength, axis, z],
        [0, 0, -Math.PI / 2],
      ),
    );
    parts.push(at(cap, [-length / 2 - 7, axis, z], [0, 0, -Math.PI / 2]));
    parts.push(at(cap, [length / 2 + 7, axis, z], [0, 0, Math.PI / 2]));
    // The inlet nipple and its hose, up and back to the manifold's valve.
    const nippleEnd = length / 2 + 7 + 22;
    parts.push(at(rodX(6, 22, brass), [length / 2 + 7, axis, z]));
    const valveX = 240 + i * 60;
    parts.push(at(cylinder(12, 34, brass, 24), [valveX, manifoldY - 8, panelZ + 52], [Math.PI / 2, 0, 0]));
    const hose: Vec3[] = [
      [nippleEnd - 2, axis, z],
      [nippleEnd + 40, axis + 6, z],
      [nippleEnd + 70, axis + 60, z * 0.6 - 60],
      [valveX, manifoldY - 40, panelZ + 150],
      [valveX, manifoldY - 4, panelZ + 84],
    ];
    parts.push({ kind: 'sweep', path: hose, stops: [{ at: 0, outer: 7, inner: 3.5 }, { at: 1, outer: 7, inner: 3.5 }], surface: rubber });
    // Each sample's gauge on the panel, fed from the manifold.
    const gx = -160 + i * 170;
    parts.push(at(cylinder(4, gaugeY - manifoldY - 60, stainless, 16), [gx, manifoldY, panelZ + 40]));
    parts.push(at(dialGauge(72, ['0', '10', '20', '30', '40', '50', '60'], 'kg/cm²', -1.2 + i * 0.25), [gx, gaugeY, panelZ + 20]));
  });
  return { parts, setting: labBench({ back: 330, front: 520 }) };
}

// ---- gallery-52: Outside diameter check ---------------------------------------------------------

/** A calliper's millimetre scale along its beam (8 px a millimetre). */
function beamScale(lengthMm: number): Artwork {
  const px = 8;
  const rects = [];
  const texts = [];
  for (let mm = 0; mm <= lengthMm - 40; mm += 1) {
    const major = mm % 10 === 0;
    rects.push({ x: 40 * px + mm * px - 1, y: 0, w: 2, h: major ? 42 : mm % 5 === 0 ? 30 : 20, colour: '#2a2e33' });
    if (major && mm > 0) texts.push({ text: String(mm / 10), x: 40 * px + mm * px, y: 62, size: 26, colour: '#2a2e33', weight: 700 as const, align: 'center' as const });
  }
  return { width: lengthMm * px, height: 128, background: '#cdd1d4', rects, texts };
}

/**
 * A digital calliper lying on the bench, its jaws closed on a 16 mm conduit ring: the reading is
 * the ring's outside diameter as the data gives it (conduitSize: the middle of the tolerance band).
 */
function diameterCheck(): Pick<Scene, 'parts' | 'setting'> {
  const pipe = conduitSize(16, 'medium');
  const od = pipe.od;
  const thick = 3.2;
  const flat = (outline: ReadonlyArray<readonly [number, number]>): Part => at({ kind: 'extrude', outline, depth: thick, bevel: 0.3, surface: stainless }, [0, 0, 0], [-Math.PI / 2, 0, 0]);
  const slider = od + 46;
  return {
    parts: [
      { kind: 'box', size: [236, thick, 16], surface: stainless, art: beamScale(236), place: { position: [88, 0, 8] } },
      flat([[-30, -16], [0, -16], [0, 46], [-3, 48], [-12, 22], [-30, 12]]),
      flat([[od, -16], [od + 34, -16], [od + 34, 12], [od + 14, 22], [od + 3, 48], [od, 46]]),
      block([80, 9, 30], enamel('#24282c'), [slider, 0, 9]),
      { kind: 'box', size: [44, 0.6, 15], surface: { colour: '#ffffff', roughness: 0.2, clearcoat: 1 }, art: lcdArt(od.toFixed(2), 'mm'), place: { position: [slider + 6, 9, 11] } },
      at(cylinder(3.2, 1.2, enamel('#c8102e'), 20), [slider - 28, 9, 5]),
      at(cylinder(3.2, 1.2, enamel('#5f666c'), 20), [slider - 28, 9, 16]),
      at(rodZ(5, 6, machined), [slider + 44, 5, 20]),
      ring(pipe, 14, conduitColour('medium'), [od / 2, 0, -28]),
      ring(conduitSize(16, 'light'), 14, conduitColour('light'), [112, 0, -52]),
      ring(conduitSize(16, 'heavy'), 14, conduitColour('heavy'), [150, 0, -30]),
      ring(conduitSize(16, 'medium'), 14, conduitColour('medium'), [146, 0, -78]),
      // The length the rings were cut from.
      lyingPipe({ pipe, length: 150, colour: conduitColour('medium'), at: [-40, pipe.od / 2, -112], yaw: -0.12, marking: conduitMarking(16, 'medium'), roll: -0.5 }),
    ],
    setting: labBench({ back: 240, front: 520 }),
  };
}

// ---- gallery-53: Resistance to heat -------------------------------------------------------------

/** A laboratory oven, door open, conduit samples on its two wire racks. */
function heatTest(): Pick<Scene, 'parts' | 'setting'> {
  const W = 640;
  const H = 600;
  const D = 520;
  const t = 28;
  const foot = 22;
  const outside = enamel(LAB_CREAM);
  const lining = stainless;
  const body: Part[] = [
    block([W, t, D], outside),
    block([W, t, D], outside, [0, H - t, 0]),
    block([t, H, D], outside, [-W / 2 + t / 2, 0, 0]),
    block([t, H, D], outside, [W / 2 - t / 2, 0, 0]),
    block([W, H, t], outside, [0, 0, -D / 2 + t / 2]),
    block([W - 2 * t, 2, D - t], lining, [0, t, t / 2]),
    block([W - 2 * t, 2, D - t], lining, [0, H - t - 2, t / 2]),
    block([2, H - 2 * t, D - t], lining, [-W / 2 + t + 1, t, t / 2]),
    block([2, H - 2 * t, D - t], lining, [W / 2 - t - 1, t, t / 2]),
    block([W - 2 * t, H - 2 * t, 2], lining, [0, t, -D / 2 + t + 1]),
  ];
  const rack = (y: number): Part[] => {
    const inner = W - 2 * t - 8;
    const rods: Part[] = [];
    for (let k = 0; k < 11; k += 1) rods.push(at(rodX(2.2, inner, stainless), [-inner / 2, y, -D / 2 + t + 30 + k * 40]));
    for (const x of [-inner / 2 + 6, inner / 2 - 6]) rods.push(at(rodZ(3, D - t - 40, stainless), [x, y - 5, -D / 2 + t + 20]));
    return rods;
  };
  const samples = (y: number, size: number, classes: readonly ConduitClass[]): Part[] => {
    const r = conduitSize(size, 'medium').od / 2;
    return classes.map((c, i) => conduitSample(size, c, 300, [-210 + i * (420 / (classes.length - 1)), y + 2.2 + r, 150], Math.PI / 2, 0.4));
  };
  // The door: hinged on the left, swung open towards the camera.
  const door: Part[] = [
    block([W, H, 48], outside, [W / 2, 0, 24]),
    block([W - 70, H - 70, 4], enamel('#d2cfc4'), [W / 2, 35, -2]),
    block([W - 40, H - 40, 2], rubber, [W / 2, 20, -1]),
    at(rodX(9, 120, stainless), [W - 60 - 120, H / 2, 70]),
    block([14, 30, 22], stainless, [W - 60 - 110, H / 2 - 15, 52]),
    block([14, 30, 22], stainless, [W - 60 - 10, H / 2 - 15, 52]),
  ];
  const panel: Part[] = [
    block([170, H, D], outside, [W / 2 + 85, 0, 0]),
    { kind: 'box', size: [130, 44, 2], surface: { colour: '#ffffff', roughness: 0.5 }, art: labelArt(['HOT AIR OVEN', 'LABORATORY'], { width: 520, height: 176, ground: '#eceae3', band: LAB_BLUE }), place: { position: [W / 2 + 85, H - 110, D / 2] } },
    block([110, 50, 3], { colour: '#111417', roughness: 0.15, clearcoat: 1 }, [W / 2 + 85, H - 210, D / 2]),
    at(cylinder(16, 14, enamel('#2b2f33'), 32), [W / 2 + 55, H - 300, D / 2], [Math.PI / 2, 0, 0]),
    at(cylinder(16, 14, enamel('#2b2f33'), 32), [W / 2 + 115, H - 300, D / 2], [Math.PI / 2, 0, 0]),
    at(cylinder(7, 6, enamel('#3d9a52'), 20), [W / 2 + 85, H - 380, D / 2], [Math.PI / 2, 0, 0]),
  ];
  const feet: Part[] = [-1, 1].flatMap((sx) => [-1, 1].map((sz) => at(cylinder(18, foot, rubber, 24), [sx * (W / 2 - 40) + (sx > 0 ? 170 : 0), 0, sz * (D / 2 - 40)])));
  return {
    parts: [
      ...feet,
      at([...body, ...panel, ...rack(200), ...rack(380), ...samples(200, 20, ['light', 'medium', 'heavy', 'medium', 'light']), ...samples(380, 25, ['heavy', 'medium', 'light', 'heavy'])], [0, foot, 0]),
      at(door, [-W / 2, foot, D / 2], [0, -1.85, 0]),
    ],
    setting: labBench({ back: D / 2 + 40, front: 700 }),
  };
}

// ---- gallery-54: Vicat softening temperature ----------------------------------------------------

/** A curved test piece cut from a pipe's wall: an arc of the wall extruded `length` along z. */
function wallPiece(outer: number, wall: number, span: number, length: number): Part {
  const inner = outer - wall;
  const steps = 12;
  const arc = (r: number) => Array.from({ length: steps + 1 }, (_, i) => -span / 2 + (span * i) / steps).map((a) => [r * Math.sin(a), r * Math.cos(a) - inner * Math.cos(span / 2)] as const);
  return { kind: 'extrude', outline: [...arc(outer), ...arc(inner).reverse()], depth: length, bevel: 0.2, surface: pvc(UPVC_GREY) };
}

/** The softening-point bath: a stainless oil bath, a frame with three loaded rods and dial gauges, a thermometer and a stirrer. */
function vicatTest(): Pick<Scene, 'parts' | 'setting'> {
  const bathW = 460;
  const bathH = 300;
  const bathD = 300;
  const barY = 520;
  const parts: Part[] = [
    ...shell([bathW, bathH, bathD], 6, { colour: '#d6dadd', roughness: 0.36, metalness: 0.8, grain: 0.12 }),
    block([bathW - 12, 2, bathD - 12], { colour: '#7a4d12', roughness: 0.06, clearcoat: 1, clearcoatRoughness: 0.05 }, [0, bathH - 45, 0]),
    at(cylinder(11, barY + 60, stainless, 32), [-255, 0, 0]),
    at(cylinder(11, barY + 60, stainless, 32), [255, 0, 0]),
    block([540, 26, 56], enamel(LAB_BLUE), [0, barY, 0]),
  ];
  for (const x of [-120, 0, 120]) {
    parts.push(at(cylinder(4, 560 - 90, stainless, 20), [x, 90, 0]));
    parts.push(at(cylinder(30, 14, machined, 48), [x, barY + 40, 0]));
    parts.push(at(cylinder(30, 14, machined, 48), [x, barY + 56, 0]));
    parts.push(at(cylinder(2, 40, stainless, 12), [x, barY + 70, 0]));
    parts.push(at(dialGauge(34, ['0', '1', '2', '3', '4', '5'], 'mm', -2.2 + (x + 120) * 0.002), [x, barY + 146, 6]));
    parts.push(block([14, 40, 12], enamel(LAB_BLUE), [x, barY + 26, -20]));
  }
  // Thermometer (glass with its red column) and the stirrer motor with its shaft.
  parts.push(at([cylinder(5, 640, { colour: '#eef3f4', roughness: 0.06, clearcoat: 1 }, 24), at(cylinder(1.4, 420, { colour: '#c8102e', roughness: 0.3 }, 12), [0, 20, 4.2])], [205, 110, 90], [0.04, 0, -0.03]));
  parts.push(at(cylinder(3, barY - 100, stainless, 16), [-200, 100, 0]));
  parts.push(at(cylinder(30, 96, enamel('#2b2f33'), 40), [-200, barY + 26, 0]));
  // The controller beside the bath.
  parts.push(block([210, 250, 230], enamel(LAB_BLUE), [-390, 0, 20]));
  parts.push({ kind: 'box', size: [170, 60, 2], surface: { colour: '#ffffff', roughness: 0.5 }, art: labelArt(['VICAT', 'SOFTENING POINT'], { width: 510, height: 180, ground: '#eceae3' }), place: { position: [-390, 160, 136] } });
  parts.push(at(cylinder(15, 12, enamel('#22262a'), 32), [-430, 80, 136], [Math.PI / 2, 0, 0]));
  parts.push(at(cylinder(15, 12, enamel('#22262a'), 32), [-350, 80, 136], [Math.PI / 2, 0, 0]));
  // Test pieces cut from a 110 mm pipe's wall, waiting on the bench.
  const piece = wallPiece(55, waterPipeSize(110, 6).wall, 0.5, 30);
  parts.push(at(shell([150, 10, 100], 1.5, stainless), [40, 0, 230]));
  parts.push(at(piece, [0, 1.5, 195], [0, 0.1, 0]), at(piece, [42, 1.5, 200], [0, -0.12, 0]), at(piece, [84, 1.5, 192], [0, 0.05, 0]));
  return { parts, setting: labBench({ back: 280, front: 560 }) };
}

// ---- gallery-55: Solvent cement viscosity -------------------------------------------------------

/** A flow cup in its stand over a receiving cup, tins of solvent cement and a stopwatch. */
function viscosityTest(): Pick<Scene, 'parts' | 'setting'> {
  const aluminium = { colour: '#cfd2d4', roughness: 0.34, metalness: 1, grain: 0.4 };
  const cup: Part = {
    kind: 'lathe',
    profile: corners([[2.5, -6], [5, -6], [5, 0], [40, 36], [40, 84], [43, 86], [43, 90], [37, 90], [37, 38], [2.5, 3]]),
    surface: aluminium,
    open: 'top',
  };
  const cupAt: Vec3 = [0, 222, -30];
  const receiver: Part = { kind: 'lathe', profile: corners([[0, 0], [36, 0], [36, 70], [38, 72], [34, 72], [34, 3], [0, 3]]), surface: stainless, open: 'top' };
  const watch: Part[] = [
    cylinder(30, 14, rubber, 48),
    { kind: 'box', size: [34, 0.6, 16], surface: { colour: '#ffffff', roughness: 0.2, clearcoat: 1 }, art: lcdArt('0:00', '', 300, 150), place: { position: [0, 14, 2] } },
    at(cylinder(4, 8, stainless, 16), [0, 7, -37], [Math.PI / 2, 0, 0]),
    at(cylinder(3, 6, stainless, 16), [-20, 7, -29], [Math.PI / 2, -0.6, 0]),
  ];
  return {
    parts: [
      block([220, 14, 170], enamel('#23272b'), [-20, 0, -30]),
      at(cylinder(6, 430, stainless, 24), [-100, 14, -80]),
      block([34, 30, 30], machined, [-100, 240, -80]),
      at(rodX(5, 58, stainless), [-96, 250, -80]),
      at(block([20, 10, 48], stainless), [-42, 245, -78], [0, 0.9, 0]),
      at(tube(44, 37, 8, stainless), [0, 244, -30]),
      at(cup, cupAt),
      at(cylinder(36.5, 1, { colour: '#d9cfae', roughness: 0.04, clearcoat: 1 }, 48), [cupAt[0], cupAt[1] + 78, cupAt[2]]),
      at(receiver, [0, 14, -30]),
      tin(44, 112, '500 ml', [170, 0, 40], -0.35),
      tin(55, 140, '1 L', [250, 0, -70], 0.25),
      at(watch, [70, 0, 95], [0, 0.3, 0]),
    ],
    setting: labBench({ back: 260, front: 520 }),
  };
}

// ---- gallery-56: Fitting gauges -----------------------------------------------------------------

/** A go / no-go plug gauge for a socket, along y from its go end: the no-go end is marked red. */
function plugGauge(pipe: PipeSize): { part: Part; length: number; radius: number } {
  const socket = socketFor(pipe);
  const go = socket.id / 2 - 0.03;
  const noGo = socket.id / 2 + 0.4;
  const handle = enamel('#202427');
  const parts: Part[] = [
    cylinder(go, 24, machined, 48),
    at(cylinder(go + 1.5, 4, machined, 48), [0, 24, 0]),
    at(cylinder(8, 84, handle, 32), [0, 28, 0]),
    at(cylinder(8.4, 8, enamel('#c8102e'), 32), [0, 96, 0]),
    at(cylinder(noGo + 1.5, 4, machined, 48), [0, 112, 0]),
    at(cylinder(noGo, 12, machined, 48), [0, 116, 0]),
  ];
  return { part: { kind: 'group', parts }, length: 128, radius: noGo + 1.5 };
}

function gaugeCheck(): Pick<Scene, 'parts' | 'setting'> {
  const c20 = conduitSize(20, 'medium');
  const c25 = conduitSize(25, 'medium');
  const g20 = plugGauge(c20);
  const g25 = plugGauge(c25);
  const lying = (g: { part: Part; radius: number }, position: Vec3, yaw: number) => at(at(g.part, [0, 0, 0], [0, 0, -Math.PI / 2]), [position[0], g.radius, position[2]], [0, yaw, 0]);
  const coupler20Length = socketFor(c20).length * 2 + 3;
  const elbow = (pipe: PipeSize, colour: string, position: Vec3, yaw: number) =>
    at(at(bendSweep(pipe, pipe.od * 1.1, Math.PI / 2, moulded(colour)), [0, 0, 0], [Math.PI / 2, 0, 0]), [position[0], socketFor(pipe).od / 2, position[2]], [0, yaw, 0]);
  return {
    parts: [
      lying(g25, [-130, 0, 50], 0.08),
      lying(g20, [-120, 0, 100], -0.04),
      // A gauge's go end home in a coupler's socket, standing up.
      at(couplerPart(c20, moulded(FITTING_WHITE)), [50, 0, 20]),
      at(g20.part, [50, coupler20Length - 24, 20]),
      at(couplerPart(c25, moulded(FITTING_WHITE)), [100, 0, -40]),
      at(couplerPart(c20, moulded(FITTING_BLACK)), [95, 0, 65]),
      at(couplerPart(c25, moulded(FITTING_BLACK)), [0, 0, -60]),
      elbow(c25, FITTING_WHITE, [-110, 0, -70], 0.3),
      elbow(c20, FITTING_BLACK, [210, 0, 110], 3.0),
      elbow(c20, FITTING_WHITE, [170, 0, -60], -0.9),
    ],
    setting: labBench({ back: 260, front: 520 }),
  };
}

// ---- gallery-57: Bending test -------------------------------------------------------------------

/** A light-gauge conduit bent round a grooved steel former, the gauge ball beside it. */
function bendingTest(): Pick<Scene, 'parts' | 'setting'> {
  const pipe = conduitSize(20, 'light');
  const rho = pipe.od / 2 + 0.4;
  const R = pipe.od * 3;
  const flange = R + 8;
  const plate = 20;
  const c = 5 + rho;
  const groove: ProfilePoint[] = Array.from({ length: 17 }, (_, i) => {
    const phi = -Math.PI / 2 + (i / 16) * Math.PI;
    return [R - rho * Math.cos(phi), c + rho * Math.sin(phi)] as const;
  });
  const former: Part = {
    kind: 'lathe',
    profile: [[0, 0], [flange, 0], [flange, 0], [flange, 5], [flange, 5], [R, 5], ...groove, [R, c + rho], [flange, c + rho], [flange, c + rho], [flange, c + rho + 5], [flange, c + rho + 5], [0, c + rho + 5]],
    surface: machined,
  };
  const y = plate + c;
  const leg = 220;
  const path: Vec3[] = [];
  for (let i = 0; i <= 12; i += 1) path.push([-leg + (leg * i) / 12, y, R]);
  for (let i = 1; i <= 48; i += 1) {
    const a = (i / 48) * Math.PI;
    path.push([R * Math.sin(a), y, R * Math.cos(a)]);
  }
  for (let i = 1; i <= 12; i += 1) path.push([-(leg * i) / 12, y, -R]);
  const ro = pipe.od / 2;
  const bore = ro - pipe.wall;
  return {
    parts: [
      block([420, plate, 250], enamel(LAB_BLUE), [-60, 0, 0]),
      at(former, [0, plate, 0]),
      at(cylinder(16, 14, machined, 32), [0, plate + c + rho + 5, 0]),
      // The clamp holding the pipe's two legs against the plate.
      block([50, y + ro + 10 - plate, 2 * R + pipe.od + 30], machined, [-215, plate, 0]),
      { kind: 'sweep', path, stops: [{ at: 0, outer: ro, inner: bore }, { at: 1, outer: ro, inner: bore }], surface: pvc(conduitColour('light')) },
      at(sphere(bore - 0.5, { colour: '#dfe2e5', roughness: 0.15, metalness: 1 }), [70, 0, 175]),
      conduitSample(20, 'light', 300, [-250, ro, 180], 0.06, -0.6),
    ],
    setting: labBench({ back: 300, front: 560 }),
  };
}

// ---- gallery-58: Compression test ---------------------------------------------------------------

/** A heavy-gauge sample between the platens of a bench press, its load dial above. */
function compressionTest(): Pick<Scene, 'parts' | 'setting'> {
  const pipe = conduitSize(32, 'heavy');
  const base = 80;
  const platen = 20;
  const sampleTop = base + platen + pipe.od;
  const headY = sampleTop + platen + 170;
  const frame = enamel(LAB_BLUE);
  return {
    parts: [
      block([380, base, 270], frame),
      block([230, platen, 210], machined, [0, base, 0]),
      conduitSample(32, 'heavy', 320, [0, base + platen + pipe.od / 2, 160], Math.PI / 2, -1.2),
      block([230, platen, 210], machined, [0, sampleTop, 0]),
      at(cylinder(20, headY - sampleTop - platen, stainless, 40), [0, sampleTop + platen, 0]),
      block([420, 80, 120], frame, [0, headY, 0]),
      at(cylinder(20, headY + 140 - base, stainless, 40), [-165, base, 0]),
      at(cylinder(20, headY + 140 - base, stainless, 40), [165, base, 0]),
      at(cylinder(30, 24, machined, 6), [-165, headY + 80, 0]),
      at(cylinder(30, 24, machined, 6), [165, headY + 80, 0]),
      block([60, 70, 40], frame, [0, headY + 80, 0]),
      at(dialGauge(60, ['0', '1', '2', '3', '4', '5'], 'kN', -1.9), [0, headY + 150 + 60, 30]),
    ],
    setting: labBench({ back: 320, front: 520 }),
  };
}

// ---- gallery-59: Batch test report --------------------------------------------------------------

/** The report's page: the conduit page's tests in its order, each marked as complying; no numbers we do not have. */
function reportArt(): Artwork {
  const width = 840;
  const height = 1188;
  const ink = '#1b1f26';
  const rows = CONDUIT_QUALITY_TESTS.map((test) => test.title);
  const top = 330;
  const pitch = 56;
  const rects: NonNullable<Artwork['rects']>[number][] = [
    { x: 0, y: 0, w: width, h: 120, colour: '#004f87' },
    { x: 0, y: 120, w: width, h: 8, colour: '#f2a900' },
    { x: 60, y: top - 40, w: width - 120, h: 3, colour: ink },
  ];
  const texts: NonNullable<Artwork['texts']>[number][] = [
    { text: BRAND, x: 60, y: 62, size: 54, colour: '#ffffff', weight: 800, letterSpacing: 6 },
    { text: 'Quality laboratory', x: width - 60, y: 62, size: 28, colour: '#ffffff', weight: 700, align: 'right' },
    { text: 'Batch test report', x: 60, y: 180, size: 40, colour: ink, weight: 800 },
    { text: 'Rigid PVC conduit · 20 mm MMS · IS 9537 (Part 3)', x: 60, y: 230, size: 24, colour: '#3a4350', weight: 700 },
    { text: 'Test', x: 60, y: top - 64, size: 22, colour: '#3a4350', weight: 800 },
    { text: 'Result', x: width - 60, y: top - 64, size: 22, colour: '#3a4350', weight: 800, align: 'right' },
  ];
  rows.forEach((title, i) => {
    const y = top + i * pitch;
    texts.push({ text: title, x: 60, y: y + pitch / 2, size: 24, colour: ink, weight: 400 });
    texts.push({ text: 'Complies', x: width - 110, y: y + pitch / 2, size: 22, colour: ink, weight: 700, align: 'right' });
    texts.push({ text: '✓', x: width - 62, y: y + pitch / 2, size: 34, colour: '#00843d', weight: 800, align: 'right' });
    rects.push({ x: 60, y: y + pitch, w: width - 120, h: 1.5, colour: '#b9bec4' });
  });
  const foot = top + rows.length * pitch + 70;
  texts.push({ text: 'Released for dispatch', x: 60, y: foot, size: 24, colour: ink, weight: 800 });
  rects.push({ x: width - 340, y: foot + 14, w: 280, h: 2, colour: ink });
  texts.push({ text: 'Checked', x: width - 200, y: foot + 40, size: 18, colour: '#3a4350', weight: 400, align: 'center' });
  return { width, height, background: '#fdfdfb', rects, texts };
}

function batchReport(): Pick<Scene, 'parts' | 'setting'> {
  const pipe = conduitSize(20, 'medium');
  const r = pipe.od / 2;
  return {
    parts: [
      { kind: 'box', size: [210, 0.4, 297], surface: paper, art: reportArt(), place: { position: [-60, 0, 0], rotation: [0, 0.05, 0] } },
      at(at([cylinder(4.2, 130, enamel('#1d3f7a'), 24), at(cylinder(4.4, 40, enamel('#1d3f7a'), 24), [0, 100, 0]), at(cylinder(1.2, 8, machined, 12), [0, -8, 0])], [0, 0, 0], [0, 0, -Math.PI / 2]), [-150, 4.4, 180], [0, 0.1, 0]),
      lyingPipe({ pipe, length: 260, colour: conduitColour('medium'), at: [100, r, -110], yaw: -Math.PI / 2 - 0.04, marking: conduitMarking(20, 'medium'), roll: -0.2 }),
      lyingPipe({ pipe, length: 260, colour: conduitColour('medium'), at: [100 + pipe.od + 4, r, -100], yaw: -Math.PI / 2 + 0.03, marking: conduitMarking(20, 'medium'), roll: 0.3 }),
      ring(pipe, 20, conduitColour('medium'), [175, 0, 110]),
      ring(pipe, 20, conduitColour('medium'), [200, 0, 70]),
      at(couplerPart(pipe, moulded(FITTING_WHITE)), [150, socketFor(pipe).od / 2, 185], [0, 0.4, Math.PI / 2]),
    ],
    setting: labBench({ back: 400, front: 600 }),
  };
}

// ---- gallery-60: Rings of every class -----------------------------------------------------------

/** Rings cut from every size of each class, a row a class, each row's card naming its class. */
function classRings(): Pick<Scene, 'parts' | 'setting'> {
  const parts: Part[] = [];
  CONDUIT_CLASS_ORDER.forEach((conduitClass, row) => {
    const info = CONDUIT_CLASSES[conduitClass];
    const z = 80 - row * 80;
    let x = -170;
    for (const size of conduitSizesOf(conduitClass).filter((s) => s <= 50)) {
      const pipe = conduitSize(size, conduitClass);
      x += pipe.od / 2;
      parts.push(ring(pipe, 22, info.colourHex, [x, 0, z + Math.sin(size) * 4]));
      x += pipe.od / 2 + 14;
    }
    parts.push({
      kind: 'box',
      size: [70, 0.8, 30],
      surface: paper,
      art: labelArt([info.code, `${info.name} · ${info.colourName}`], { width: 420, height: 180 }),
      place: { position: [-225, 0, z + 10], rotation: [0, 0.06 * (row - 1), 0] },
    });
  });
  return { parts, setting: labBench({ back: 280, front: 560 }) };
}

// ---- gallery-61: Retained samples ---------------------------------------------------------------

/**
 * A steel shelving unit against the wall, each shelf holding a batch's retained lengths, labelled
 * at its edge. The two middle shelves are the picture; the unit's posts, its top and bottom shelves
 * run out of the frame (the setting).
 */
function retainedSamples(): Pick<Scene, 'parts' | 'setting'> {
  const W = 1100;
  const D = 380;
  const shelves = [120, 430, 740, 1050];
  const steel = enamel('#7d868c');
  const framed: Part[] = [];
  const around: Part[] = [];
  for (const x of [-W / 2 + 15, W / 2 - 15]) for (const z of [-D / 2 + 15, D / 2 - 15]) around.push(block([30, 1700, 30], steel, [x, 0, z]));
  const shelf = (y: number): Part[] => [block([W, 18, D], steel, [0, y, 0]), block([W, 36, 3], steel, [0, y - 18, D / 2])];
  const label = (y: number, x: number, lines: readonly string[]): Part => ({
    kind: 'box',
    size: [150, 30, 1],
    surface: paper,
    art: labelArt(lines, { width: 500, height: 100 }),
    place: { position: [x, y - 15, D / 2 + 2] },
  });
  /**
   * Lengths lying front to back in a pile (rows of `base`, one fewer each row up), their ends
   * towards the camera; only the top row's printing can be seen, so only it is printed (each
   * printed length is a large texture).
   */
  const pile = (into: Part[], y: number, x: number, base: number, rows: number, od: number, make: (px: number, py: number, i: number, printed: boolean) => Part) => {
    let i = 0;
    for (let row = 0; row < rows; row += 1) {
      for (let k = 0; k < base - row; k += 1) {
        into.push(make(x + k * (od + 1) + (row * (od + 1)) / 2 + od / 2, y + 18 + od / 2 + row * od * 0.87, i, row === rows - 1));
        i += 1;
      }
    }
  };
  const conduitPile = (into: Part[], level: number, x: number, size: number, c: ConduitClass, base: number, rows: number) => {
    const od = conduitSize(size, c).od;
    const pipe = conduitSize(size, c);
    pile(into, shelves[level]!, x, base, rows, od, (px, py, i, printed) =>
      lyingPipe({ pipe, length: 300 - (i % 3) * 12, colour: conduitColour(c), at: [px, py, 150], yaw: Math.PI / 2, marking: printed ? conduitMarking(size, c) : undefined, roll: -0.6 }),
    );
    into.push(label(shelves[level]!, x + ((base - 1) * (od + 1)) / 2 + od / 2, [`${size} mm ${CONDUIT_CLASSES[c].code}`, 'Rigid PVC conduit']));
  };
  const waterPile = (into: Part[], x: number, pressure: PressureClass) => {
    const od = 63;
    const pipe = waterPipeSize(od, pressure);
    pile(into, shelves[2]!, x, 3, 2, od, (px, py, _i, printed) =>
      lyingPipe({ pipe, length: 300, colour: UPVC_GREY, at: [px, py, 150], yaw: Math.PI / 2, marking: printed ? waterMarking(od, pressure) : undefined, roll: -0.6 }),
    );
    into.push(label(shelves[2]!, x + od * 1.5 + 1, [`${od} mm ${pressure} kg/cm²`, 'uPVC water pipe']));
  };
  // The framed shelves: water pipe lengths of three classes above, 32 mm conduits of each class below.
  framed.push(...shelf(shelves[1]!), ...shelf(shelves[2]!));
  waterPile(framed, -480, PRESSURE_CLASSES[1]);
  waterPile(framed, -110, PRESSURE_CLASSES[2]);
  waterPile(framed, 260, PRESSURE_CLASSES[4]);
  conduitPile(framed, 1, -480, 32, 'heavy', 5, 2);
  conduitPile(framed, 1, -110, 32, 'medium', 5, 2);
  conduitPile(framed, 1, 260, 32, 'light', 5, 2);
  // Above and below, out of the frame: the top shelf, and moulded couplers in open bins.
  around.push(...shelf(shelves[0]!), ...shelf(shelves[3]!));
  const c20 = conduitSize(20, 'medium');
  for (const [x, colour] of [[-340, FITTING_WHITE], [0, FITTING_BLACK], [340, FITTING_WHITE]] as const) {
    around.push(at(shell([280, 90, 300], 3, enamel('#2f6fa0')), [x, shelves[0]! + 18, -10]));
    for (let i = 0; i < 6; i += 1) around.push(at(couplerPart(c20, moulded(colour)), [x - 80 + (i % 3) * 80, shelves[0]! + 21, -90 + Math.floor(i / 3) * 120]));
  }
  return { parts: framed, setting: [...labRoom(D / 2 + 25), ...around] };
}

// ---- The album ----------------------------------------------------------------------------------

const COOL = '#f3f6fb';
const WINDOW = '#ffd6a6';
const LAB_BACKDROP: readonly [string, string] = ['#e8ecec', '#d9dddd'];

export function galleryQualityScenes(): Scene[] {
  const scene = (i: number, body: Pick<Scene, 'parts' | 'setting'>, camera: Scene['camera'], key: NonNullable<Scene['key']>, ambient = 0.6): Scene => ({
    name: IDS[i]!,
    aspect: PRODUCT_ASPECT,
    camera,
    key,
    ambient,
    backdrop: LAB_BACKDROP,
    ...body,
  });
  return [
    scene(0, impactTest(), { azimuth: 32, elevation: 9, fov: 28, fill: 0.86 }, { azimuth: -45, elevation: 55, colour: COOL, intensity: 1.1 }),
    scene(1, hydraulicTest(), { azimuth: 28, elevation: 22, fov: 26, fill: 0.88 }, { azimuth: 40, elevation: 50, colour: COOL }),
    scene(2, diameterCheck(), { azimuth: 10, elevation: 56, fov: 18, fill: 0.9 }, { azimuth: -25, elevation: 68, colour: COOL, intensity: 1 }, 0.66),
    scene(3, heatTest(), { azimuth: 24, elevation: 14, fov: 26, fill: 0.8 }, { azimuth: 8, elevation: 40, colour: COOL }, 0.68),
    scene(4, vicatTest(), { azimuth: -30, elevation: 24, fov: 26, fill: 0.86 }, { azimuth: 50, elevation: 45, colour: COOL }),
    scene(5, viscosityTest(), { azimuth: -18, elevation: 12, fov: 24, fill: 0.86 }, { azimuth: -75, elevation: 22, colour: WINDOW, intensity: 1.25 }, 0.5),
    scene(6, gaugeCheck(), { azimuth: 10, elevation: 64, fov: 22, fill: 0.88 }, { azimuth: -30, elevation: 60, colour: COOL }),
    scene(7, bendingTest(), { azimuth: 44, elevation: 22, fov: 24, fill: 0.92 }, { azimuth: -40, elevation: 35, colour: '#fff1dc' }),
    scene(8, compressionTest(), { azimuth: 20, elevation: 10, fov: 22, fill: 0.9 }, { azimuth: 55, elevation: 40, colour: COOL, intensity: 1.15 }, 0.55),
    scene(9, batchReport(), { azimuth: 0, elevation: 78, fov: 22, fill: 0.9 }, { azimuth: -60, elevation: 40, colour: '#eef2f6', intensity: 0.8 }, 0.85),
    scene(10, classRings(), { azimuth: -25, elevation: 35, fov: 22, fill: 0.88 }, { azimuth: 70, elevation: 25, colour: WINDOW, intensity: 1.2 }, 0.55),
    scene(11, retainedSamples(), { azimuth: 14, elevation: 10, fov: 26, fill: 0.92 }, { azimuth: -35, elevation: 50, colour: COOL }, 0.65),
  ];
}
