// The scene description the render page draws: plain JSON, built in Node from the products' data
// (scenes/*.ts) and handed to the browser, which only turns it into three.js meshes. Keeping every
// measurement on this side lets unit tests check the geometry without WebGL.
//
// Units are millimetres; y is up and the floor is y = 0.

export type Vec3 = readonly [x: number, y: number, z: number];
/** A point of a lathe profile: distance from the axis, height along it. */
export type ProfilePoint = readonly [r: number, y: number];

export interface Surface {
  colour: string;
  /** 0 mirror … 1 chalk. Moulded PVC sits around 0.3–0.5. */
  roughness: number;
  metalness?: number;
  /** A thin glossy top layer (the sheen of fresh extrusions). */
  clearcoat?: number;
  clearcoatRoughness?: number;
  /** Strength (0–1) of a fine seeded roughness grain, so big faces are not perfectly even. */
  grain?: number;
}

export interface Placement {
  position?: Vec3;
  /** Euler angles in radians, order XYZ. */
  rotation?: Vec3;
}

/** Flat 2D drawing painted on a texture: text and rectangles, in texture pixels. */
export interface Artwork {
  width: number;
  height: number;
  /** null: transparent, only the marks show (ink printed on a pipe). */
  background: string | null;
  rects?: ReadonlyArray<{ x: number; y: number; w: number; h: number; colour: string; radius?: number }>;
  texts?: ReadonlyArray<{
    text: string;
    x: number;
    y: number;
    size: number;
    colour: string;
    weight?: 400 | 700 | 800;
    align?: 'left' | 'center' | 'right';
    /** 'condensed' for inkjet-style pipe markings. */
    face?: 'brand' | 'condensed';
    letterSpacing?: number;
  }>;
}

export type Part =
  /** A solid of revolution about the local y axis (pipes, sockets, couplers, tins, tanks). */
  | {
      kind: 'lathe';
      profile: readonly ProfilePoint[];
      surface: Surface;
      place?: Placement;
      segments?: number;
      /** Which ends of the bore are open, for the shade inside it (default both: a pipe; 'top': a cup). */
      open?: 'both' | 'top';
    }
  /**
   * A hollow tube swept along a path (bends, hoses). The radii are given at stops along the path
   * (0 = start, 1 = end) and interpolated; ribs add a corrugation of that pitch and depth.
   */
  | {
      kind: 'sweep';
      path: readonly Vec3[];
      stops: ReadonlyArray<{ at: number; outer: number; inner: number }>;
      ribs?: { pitch: number; depth: number };
      surface: Surface;
      place?: Placement;
    }
  /** A flat outline (with holes) extruded along z: saddles, lugs. */
  | {
      kind: 'extrude';
      outline: ReadonlyArray<readonly [number, number]>;
      holes?: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
      depth: number;
      bevel: number;
      surface: Surface;
      place?: Placement;
    }
  /**
   * Artwork wrapped round a cylinder of this radius about the local y axis, from y = 0 to
   * `height`, over `arc` radians centred on +z (printing on a pipe, a label on a tin). `along`: the
   * artwork's x runs along the axis (a pipe's marking), else round it (a label).
   */
  | { kind: 'wrap'; radius: number; height: number; arc: number; art: Artwork; along?: boolean; gloss?: number; place?: Placement }
  /**
   * A box, centred on the local x and z axes, from y = 0 to its height (walls, floors, shelves,
   * benches, cartons). With `art`, every face shows it, tiled `repeat` times across the face
   * (plaster, tiles, brick courses, a carton's print); the surface's roughness still applies.
   */
  | { kind: 'box'; size: Vec3; surface: Surface; art?: Artwork; repeat?: readonly [u: number, v: number]; place?: Placement }
  | { kind: 'group'; parts: readonly Part[]; place?: Placement };

export interface Camera {
  /** Degrees round the y axis from +z (the front), positive towards +x. */
  azimuth: number;
  /** Degrees above the horizon. */
  elevation: number;
  /** Vertical field of view, degrees (long lenses flatten like a product photographer's). */
  fov: number;
  /** Share of the frame the subject fills (1 = touches the edges). */
  fill: number;
  /** Where the subject's centre sits across the frame, -1 (left edge) … 1 (right edge); default 0. */
  offsetX?: number;
}

export interface Scene {
  /** The picture's name (file stem). */
  name: string;
  /** Aspect ratio of the output (width / height). */
  aspect: number;
  camera: Camera;
  /**
   * Key light direction: degrees round y (like the camera's azimuth) and above the horizon; its
   * colour and strength (default white, 1.05: a studio's) for the light of a time of day.
   */
  key?: { azimuth: number; elevation: number; colour?: string; intensity?: number };
  /** Strength of the soft all-round light (default 0.62, the studio's); lower for dusk, higher for an overcast day. */
  ambient?: number;
  parts: readonly Part[];
  /**
   * Where the subject is, for a picture in context (a wall it is fixed to, a floor, a roof): drawn
   * and shadowed like the subject but not framed (the camera frames `parts`), and then no studio
   * floor is laid. Without it the subject stands in the studio.
   */
  setting?: readonly Part[];
  /** What shows where nothing is drawn, top to bottom (a sky, a far wall); default the studio sweep. */
  backdrop?: readonly [top: string, bottom: string];
  /** The soft pool of shade under the subject on the floor (y = 0); default on. Off for a subject that is not on the floor. */
  contactShadow?: boolean;
}
