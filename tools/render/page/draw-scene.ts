// Runs inside the render page (headless Chromium, SwiftShader WebGL): turns a scene description
// (../scene.ts) into three.js meshes in a photographer's studio and returns the frame's pixels.
// The studio: a soft room environment for reflections, a key light with a soft (VSM) shadow, a
// light from above, a blurred contact shadow under the subject, a shadow-only floor on a transparent
// background (the harness lays the frame on the backdrop), and Khronos PBR Neutral tone mapping,
// made for product renders: base colours come out as the data gives them (under ACES and this
// light the medium class's grey came out near white, and the ivory plain white).
// Everything is fixed: no clock, no Math.random (the roughness grain comes from a seeded PRNG).
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { toCreasedNormals } from 'three/addons/utils/BufferGeometryUtils.js';
import { HorizontalBlurShader } from 'three/addons/shaders/HorizontalBlurShader.js';
import { VerticalBlurShader } from 'three/addons/shaders/VerticalBlurShader.js';
import type { Artwork, Part, Placement, Scene, Surface } from '../scene.ts';
import { createRandom as seeded } from '../../../shared/src/random/seeded-random.ts';

const BRAND_FONT = '"Manrope", "DejaVu Sans", sans-serif';
const CONDENSED_FONT = '"DejaVu Sans Condensed", "DejaVu Sans", sans-serif';

let grainTexture: THREE.Texture | undefined;
/** Smooth value noise in the green channel (three reads roughness from green). */
function grain(): THREE.Texture {
  if (grainTexture) return grainTexture;
  const size = 256;
  const random = seeded(29);
  const coarse = Array.from({ length: 33 * 33 }, () => random());
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const gx = (x / size) * 32;
      const gy = (y / size) * 32;
      const x0 = Math.floor(gx);
      const y0 = Math.floor(gy);
      const fx = gx - x0;
      const fy = gy - y0;
      const at = (i: number, j: number) => coarse[(j % 33) * 33 + (i % 33)]!;
      const smooth = (t: number) => t * t * (3 - 2 * t);
      const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * smooth(fx);
      const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * smooth(fx);
      const value = top + (bottom - top) * smooth(fy);
      const fine = random();
      const v = Math.round(255 * (0.75 + 0.2 * value + 0.05 * fine));
      data.set([v, v, v, 255], (y * size + x) * 4);
    }
  }
  grainTexture = new THREE.DataTexture(data, size, size);
  grainTexture.wrapS = grainTexture.wrapT = THREE.RepeatWrapping;
  grainTexture.repeat.set(3, 3);
  grainTexture.needsUpdate = true;
  return grainTexture;
}

function material(surface: Surface): THREE.MeshPhysicalMaterial {
  const m = new THREE.MeshPhysicalMaterial({
    color: new THREE.Color(surface.colour),
    roughness: surface.roughness,
    metalness: surface.metalness ?? 0,
    clearcoat: surface.clearcoat ?? 0,
    clearcoatRoughness: surface.clearcoatRoughness ?? 0.3,
  });
  if (surface.grain) {
    // A map that only ever lowers roughness a little: grain 1 spans 25 % of the value.
    m.roughnessMap = grain();
    m.roughness = Math.min(1, surface.roughness / (1 - 0.25 * surface.grain));
  }
  return m;
}

function place(object: THREE.Object3D, placement: Placement | undefined): THREE.Object3D {
  if (placement?.position) object.position.set(...placement.position);
  if (placement?.rotation) object.rotation.set(...placement.rotation);
  return object;
}

function mesh(geometry: THREE.BufferGeometry, m: THREE.Material): THREE.Mesh {
  const result = new THREE.Mesh(geometry, m);
  result.castShadow = true;
  result.receiveShadow = true;
  return result;
}

/**
 * Darkens the inside of a bore by its depth from the nearer open end: the light a real tube's
 * inside never gets (the environment lighting here has no occlusion of its own).
 */
function occludeInside(geometry: THREE.BufferGeometry, yMin: number, yMax: number): void {
  const position = geometry.getAttribute('position') as THREE.BufferAttribute;
  const normal = geometry.getAttribute('normal') as THREE.BufferAttribute;
  const colours = new Float32Array(position.count * 3);
  for (let i = 0; i < position.count; i += 1) {
    const x = position.getX(i);
    const z = position.getZ(i);
    const r = Math.hypot(x, z);
    const inward = r > 1e-6 ? -(normal.getX(i) * x + normal.getZ(i) * z) / r : 0;
    const depth = Math.min(position.getY(i) - yMin, yMax - position.getY(i));
    const shade = inward > 0.5 ? 0.28 + 0.72 * Math.exp(-depth / Math.max(1, r * 1.1)) : 1;
    colours.set([shade, shade, shade], i * 3);
  }
  geometry.setAttribute('color', new THREE.BufferAttribute(colours, 3));
}

/** Linear interpolation of the sweep's radii at t. */
function radiiAt(stops: ReadonlyArray<{ at: number; outer: number; inner: number }>, t: number): { outer: number; inner: number } {
  const first = stops[0]!;
  if (t <= first.at) return first;
  for (let i = 1; i < stops.length; i += 1) {
    const a = stops[i - 1]!;
    const b = stops[i]!;
    if (t <= b.at) {
      const k = b.at === a.at ? 1 : (t - a.at) / (b.at - a.at);
      return { outer: a.outer + (b.outer - a.outer) * k, inner: a.inner + (b.inner - a.inner) * k };
    }
  }
  return stops[stops.length - 1]!;
}

/** A hollow swept tube: outer wall, inner wall and the two end faces, with smooth normals. */
function sweepGeometry(part: Extract<Part, { kind: 'sweep' }>): THREE.BufferGeometry {
  const curve = new THREE.CatmullRomCurve3(part.path.map((p) => new THREE.Vector3(...p)), false, 'centripetal');
  const length = curve.getLength();
  const ribs = part.ribs;
  const segments = Math.min(12000, Math.max(160, Math.ceil(ribs ? (length / ribs.pitch) * 8 : length / 2)));
  const radial = 40;
  const frames = curve.computeFrenetFrames(segments, false);
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const rib = (s: number) => (ribs ? ribs.depth * 0.5 * (1 + Math.cos((2 * Math.PI * s) / ribs.pitch)) : 0);
  const ribSlope = (s: number) => (ribs ? -ribs.depth * 0.5 * Math.sin((2 * Math.PI * s) / ribs.pitch) * ((2 * Math.PI) / ribs.pitch) : 0);
  const point = new THREE.Vector3();
  const tangent = new THREE.Vector3();
  const normal = new THREE.Vector3();
  const wall = (inner: boolean) => {
    const base = positions.length / 3;
    for (let i = 0; i <= segments; i += 1) {
      const t = i / segments;
      const s = t * length;
      curve.getPointAt(t, point);
      tangent.copy(frames.tangents[i]!);
      const { outer, inner: innerRadius } = radiiAt(part.stops, t);
      const r = inner ? innerRadius + rib(s) : outer + rib(s);
      const slope = ribSlope(s);
      for (let j = 0; j <= radial; j += 1) {
        const v = (j / radial) * Math.PI * 2;
        const sin = Math.sin(v);
        const cos = -Math.cos(v);
        normal.set(0, 0, 0).addScaledVector(frames.normals[i]!, cos).addScaledVector(frames.binormals[i]!, sin).normalize();
        positions.push(point.x + r * normal.x, point.y + r * normal.y, point.z + r * normal.z);
        const n = normal.clone().addScaledVector(tangent, -slope).normalize();
        if (inner) n.negate();
        normals.push(n.x, n.y, n.z);
        uvs.push(s / 200, j / radial);
      }
    }
    for (let i = 1; i <= segments; i += 1) {
      for (let j = 1; j <= radial; j += 1) {
        const a = base + (radial + 1) * (i - 1) + (j - 1);
        const b = base + (radial + 1) * i + (j - 1);
        const c = base + (radial + 1) * i + j;
        const d = base + (radial + 1) * (i - 1) + j;
        if (inner) indices.push(a, d, b, b, d, c);
        else indices.push(a, b, d, b, c, d);
      }
    }
  };
  wall(false);
  wall(true);
  for (const end of [0, 1] as const) {
    const i = end * segments;
    curve.getPointAt(end, point);
    const { outer, inner } = radiiAt(part.stops, end);
    const facing = frames.tangents[i]!.clone().multiplyScalar(end === 0 ? -1 : 1);
    const base = positions.length / 3;
    for (let j = 0; j <= radial; j += 1) {
      const v = (j / radial) * Math.PI * 2;
      normal.set(0, 0, 0).addScaledVector(frames.normals[i]!, -Math.cos(v)).addScaledVector(frames.binormals[i]!, Math.sin(v)).normalize();
      for (const r of [outer + rib(end * length), inner + rib(end * length)]) {
        positions.push(point.x + r * normal.x, point.y + r * normal.y, point.z + r * normal.z);
        normals.push(facing.x, facing.y, facing.z);
        uvs.push(0, j / radial);
      }
    }
    for (let j = 0; j < radial; j += 1) {
      const o0 = base + 2 * j;
      const i0 = o0 + 1;
      const o1 = o0 + 2;
      const i1 = o0 + 3;
      if (end === 1) indices.push(o0, i0, o1, i0, i1, o1);
      else indices.push(o0, o1, i0, i0, o1, i1);
    }
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new THREE.Float32BufferAttribute(normals, 3));
  geometry.setAttribute('uv', new THREE.Float32BufferAttribute(uvs, 2));
  geometry.setIndex(indices);
  return geometry;
}

function paint(art: Artwork, along: boolean): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = along ? art.height : art.width;
  canvas.height = along ? art.width : art.height;
  const ctx = canvas.getContext('2d')!;
  if (along) {
    // Authored along the cylinder's axis: x runs up the texture (the axis), y round it.
    ctx.translate(0, canvas.height);
    ctx.rotate(-Math.PI / 2);
  }
  if (art.background) {
    ctx.fillStyle = art.background;
    ctx.fillRect(0, 0, art.width, art.height);
  }
  for (const rect of art.rects ?? []) {
    ctx.fillStyle = rect.colour;
    ctx.beginPath();
    ctx.roundRect(rect.x, rect.y, rect.w, rect.h, rect.radius ?? 0);
    ctx.fill();
  }
  for (const text of art.texts ?? []) {
    ctx.fillStyle = text.colour;
    ctx.font = `${text.weight ?? 700} ${text.size}px ${text.face === 'condensed' ? CONDENSED_FONT : BRAND_FONT}`;
    ctx.textAlign = text.align ?? 'left';
    ctx.textBaseline = 'middle';
    ctx.letterSpacing = `${text.letterSpacing ?? 0}px`;
    ctx.fillText(text.text, text.x, text.y);
  }
  return canvas;
}

function build(part: Part, renderer: THREE.WebGLRenderer): THREE.Object3D {
  switch (part.kind) {
    case 'lathe': {
      const points = part.profile.map(([r, y]) => new THREE.Vector2(r, y));
      const geometry = new THREE.LatheGeometry(points, part.segments ?? 96);
      const m = material(part.surface);
      occludeInside(geometry, part.open === 'top' ? -Infinity : Math.min(...part.profile.map(([, y]) => y)), Math.max(...part.profile.map(([, y]) => y)));
      m.vertexColors = true;
      return place(mesh(geometry, m), part.place);
    }
    case 'sweep':
      return place(mesh(sweepGeometry(part), material(part.surface)), part.place);
    case 'extrude': {
      const shape = new THREE.Shape(part.outline.map(([x, y]) => new THREE.Vector2(x, y)));
      for (const hole of part.holes ?? []) shape.holes.push(new THREE.Path(hole.map(([x, y]) => new THREE.Vector2(x, y))));
      const geometry = new THREE.ExtrudeGeometry(shape, {
        depth: part.depth,
        bevelEnabled: part.bevel > 0,
        bevelSize: part.bevel,
        bevelThickness: part.bevel,
        bevelSegments: 3,
        curveSegments: 48,
      });
      // Smooth across the facets of a curve, crisp at the moulding's real edges.
      return place(mesh(toCreasedNormals(geometry, Math.PI / 5), material(part.surface)), part.place);
    }
    case 'wrap': {
      const along = part.along ?? false;
      const texture = new THREE.CanvasTexture(paint(part.art, along));
      texture.colorSpace = THREE.SRGBColorSpace;
      texture.anisotropy = renderer.capabilities.getMaxAnisotropy();
      const geometry = new THREE.CylinderGeometry(part.radius, part.radius, part.height, 128, 1, true, -part.arc / 2, part.arc);
      geometry.translate(0, part.height / 2, 0);
      const m = new THREE.MeshPhysicalMaterial({
        map: texture,
        transparent: part.art.background === null,
        roughness: 1 - (part.gloss ?? 0.5),
        clearcoat: part.gloss ?? 0,
        polygonOffset: true,
        polygonOffsetFactor: -2,
        depthWrite: part.art.background !== null,
      });
      const result = new THREE.Mesh(geometry, m);
      result.receiveShadow = true;
      return place(result, part.place);
    }
    case 'box': {
      const [w, h, d] = part.size;
      const geometry = new THREE.BoxGeometry(w, h, d).translate(0, h / 2, 0);
      const m = material(part.surface);
      if (part.art) {
        const texture = new THREE.CanvasTexture(paint(part.art, false));
        texture.colorSpace = THREE.SRGBColorSpace;
        texture.anisotropy = renderer.capabilities.getMaxAnisotropy();
        texture.wrapS = texture.wrapT = THREE.RepeatWrapping;
        texture.repeat.set(...(part.repeat ?? [1, 1]));
        m.map = texture;
        m.color = new THREE.Color(0xffffff);
      }
      return place(mesh(geometry, m), part.place);
    }
    case 'group': {
      const group = new THREE.Group();
      for (const child of part.parts) group.add(build(child, renderer));
      return place(group, part.place);
    }
  }
}

function direction(azimuthDeg: number, elevationDeg: number): THREE.Vector3 {
  const az = THREE.MathUtils.degToRad(azimuthDeg);
  const el = THREE.MathUtils.degToRad(elevationDeg);
  return new THREE.Vector3(Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el));
}

/** World-space points of every mesh (a sample of vertices), for framing and shadow cameras. */
function samplePoints(root: THREE.Object3D): THREE.Vector3[] {
  const points: THREE.Vector3[] = [];
  root.updateMatrixWorld(true);
  root.traverse((object) => {
    if (!(object instanceof THREE.Mesh)) return;
    const position = object.geometry.getAttribute('position') as THREE.BufferAttribute;
    const step = Math.max(1, Math.floor(position.count / 4000));
    for (let i = 0; i < position.count; i += step) points.push(new THREE.Vector3().fromBufferAttribute(position, i).applyMatrix4(object.matrixWorld));
  });
  return points;
}

/** Aims the camera along its direction and moves it until the subject fills `fill` of the frame, its centre at `offsetX`. */
function frame(camera: THREE.PerspectiveCamera, points: readonly THREE.Vector3[], view: THREE.Vector3, fill: number, offsetX = 0): void {
  const box = new THREE.Box3().setFromPoints([...points]);
  const sphere = box.getBoundingSphere(new THREE.Sphere());
  const target = sphere.center.clone();
  let distance = sphere.radius / Math.sin(THREE.MathUtils.degToRad(camera.fov / 2));
  const ndc = new THREE.Vector3();
  for (let round = 0; round < 8; round += 1) {
    camera.position.copy(target).addScaledVector(view, distance);
    camera.lookAt(target);
    camera.updateMatrixWorld(true);
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const p of points) {
      ndc.copy(p).project(camera);
      minX = Math.min(minX, ndc.x);
      maxX = Math.max(maxX, ndc.x);
      minY = Math.min(minY, ndc.y);
      maxY = Math.max(maxY, ndc.y);
    }
    // Pan so the subject is centred, then scale the distance so its larger extent fills the frame.
    const halfHeight = distance * Math.tan(THREE.MathUtils.degToRad(camera.fov / 2));
    const right = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
    const up = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
    target.addScaledVector(right, ((minX + maxX) / 2 - offsetX) * halfHeight * camera.aspect).addScaledVector(up, ((minY + maxY) / 2) * halfHeight);
    const extent = Math.max((maxX - minX) / 2, (maxY - minY) / 2);
    distance *= extent / fill;
  }
  camera.position.copy(target).addScaledVector(view, distance);
  camera.lookAt(target);
}

function shadowLight(from: THREE.Vector3, intensity: number, radius: number, centre: THREE.Vector3, reach: number): THREE.DirectionalLight {
  const light = new THREE.DirectionalLight(0xffffff, intensity);
  light.position.copy(centre).addScaledVector(from, reach * 3);
  light.target.position.copy(centre);
  light.castShadow = true;
  light.shadow.mapSize.set(1024, 1024);
  light.shadow.radius = radius;
  light.shadow.blurSamples = 12;
  light.shadow.bias = -0.0004;
  light.shadow.normalBias = reach * 0.002;
  const cam = light.shadow.camera;
  cam.left = cam.bottom = -reach * 1.3;
  cam.right = cam.top = reach * 1.3;
  cam.near = reach * 0.5;
  cam.far = reach * 6;
  return light;
}

/**
 * A contact shadow: the subject seen from below the floor as darkness by nearness (an orthographic
 * depth render), blurred twice, laid on the floor. This is the soft pool of shade under an object
 * on a studio table, which a shadow map alone draws too hard.
 */
function contactShadow(renderer: THREE.WebGLRenderer, world: THREE.Scene, box: THREE.Box3, opacity: number): THREE.Mesh {
  const size = box.getSize(new THREE.Vector3());
  const span = Math.max(size.x, size.z) * 1.5 + size.y;
  const height = Math.max(size.y * 0.6, span * 0.08);
  const resolution = 512;
  const target = new THREE.WebGLRenderTarget(resolution, resolution);
  const blurTarget = new THREE.WebGLRenderTarget(resolution, resolution);
  const centre = box.getCenter(new THREE.Vector3());
  const camera = new THREE.OrthographicCamera(-span / 2, span / 2, span / 2, -span / 2, 0, height);
  camera.position.set(centre.x, 0, centre.z);
  camera.rotation.x = Math.PI / 2; // looking up from the floor
  const depth = new THREE.MeshDepthMaterial({ side: THREE.DoubleSide });
  depth.onBeforeCompile = (shader) => {
    shader.fragmentShader = shader.fragmentShader.replace(
      'gl_FragColor = vec4( vec3( 1.0 - fragCoordZ ), opacity );',
      'gl_FragColor = vec4( vec3( 0.0 ), pow( 1.0 - fragCoordZ, 2.2 ) );',
    );
  };
  const background = world.background;
  world.background = null;
  world.overrideMaterial = depth;
  const clear = renderer.getClearAlpha();
  renderer.setClearAlpha(0);
  renderer.setRenderTarget(target);
  renderer.clear();
  renderer.render(world, camera);
  world.overrideMaterial = null;
  world.background = background;

  const quad = new THREE.Mesh(new THREE.PlaneGeometry(2, 2));
  const quadCamera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);
  const horizontal = new THREE.ShaderMaterial(HorizontalBlurShader);
  const vertical = new THREE.ShaderMaterial(VerticalBlurShader);
  horizontal.depthTest = vertical.depthTest = false;
  const blur = (amount: number) => {
    quad.material = horizontal;
    horizontal.uniforms.tDiffuse!.value = target.texture;
    horizontal.uniforms.h!.value = amount / 256;
    renderer.setRenderTarget(blurTarget);
    renderer.render(quad, quadCamera);
    quad.material = vertical;
    vertical.uniforms.tDiffuse!.value = blurTarget.texture;
    vertical.uniforms.v!.value = amount / 256;
    renderer.setRenderTarget(target);
    renderer.render(quad, quadCamera);
  };
  blur(1.6);
  blur(0.6);
  renderer.setRenderTarget(null);
  renderer.setClearAlpha(clear);

  const plane = new THREE.Mesh(
    new THREE.PlaneGeometry(span, span).rotateX(Math.PI / 2),
    new THREE.MeshBasicMaterial({ map: target.texture, transparent: true, opacity, depthWrite: false, toneMapped: false }),
  );
  plane.position.set(centre.x, 0.05, centre.z);
  plane.scale.y = -1; // the camera looked up: mirror back
  plane.renderOrder = -1;
  return plane;
}

let shared: { renderer: THREE.WebGLRenderer; environment: THREE.Texture } | undefined;
/** One renderer and one prefiltered environment for every scene of a run (the environment takes seconds on a CPU). */
function studio(): { renderer: THREE.WebGLRenderer; environment: THREE.Texture } {
  if (shared) return shared;
  const canvas = document.createElement('canvas');
  // No MSAA: the harness renders at twice the size and scales down, which smooths edges better.
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, alpha: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setClearColor(0x000000, 0);
  renderer.toneMapping = THREE.NeutralToneMapping;
  renderer.toneMappingExposure = 0.8;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.VSMShadowMap;
  const pmrem = new THREE.PMREMGenerator(renderer);
  const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  pmrem.dispose();
  shared = { renderer, environment };
  return shared;
}

export async function drawScene(scene: Scene, width: number, height: number): Promise<string> {
  await document.fonts.load(`700 40px Manrope`);
  const { renderer, environment } = studio();
  renderer.setSize(width, height, false);
  const world = new THREE.Scene();
  world.environment = environment;
  world.environmentIntensity = scene.ambient ?? 0.62;
  const subject = new THREE.Group();
  for (const part of scene.parts) subject.add(build(part, renderer));
  world.add(subject);
  const points = samplePoints(subject);
  const box = new THREE.Box3().setFromPoints(points);
  const centre = box.getCenter(new THREE.Vector3());
  const reach = box.getBoundingSphere(new THREE.Sphere()).radius;

  // The contact shadow sees the subject alone: the setting is added after it.
  if (scene.contactShadow !== false) world.add(contactShadow(renderer, world, box, 0.8));
  if (scene.setting) {
    for (const part of scene.setting) world.add(build(part, renderer));
  } else {
    // The floor catches the key light's shadow only: the harness puts the backdrop behind it.
    const floor = new THREE.Mesh(new THREE.PlaneGeometry(reach * 40, reach * 40), new THREE.ShadowMaterial({ opacity: 0.32 }));
    floor.rotation.x = -Math.PI / 2;
    floor.receiveShadow = true;
    world.add(floor);
  }

  const key = scene.key ?? { azimuth: -40, elevation: 55 };
  const keyLight = shadowLight(direction(key.azimuth, key.elevation), key.intensity ?? 1.05, 6, centre, reach);
  if (key.colour) keyLight.color = new THREE.Color(key.colour);
  const topLight = new THREE.DirectionalLight(0xffffff, 0.45);
  topLight.position.set(0.05, 1, 0.08);
  world.add(keyLight, keyLight.target, topLight);
  // A fill from the camera's other side, no shadow (a white bounce card).
  const fill = new THREE.DirectionalLight(0xffffff, 0.3);
  fill.position.copy(direction(key.azimuth + 150, 25));
  world.add(fill);

  const camera = new THREE.PerspectiveCamera(scene.camera.fov, width / height, reach * 0.05, reach * 40);
  frame(camera, points, direction(scene.camera.azimuth, scene.camera.elevation), scene.camera.fill, scene.camera.offsetX);

  renderer.render(world, camera);
  // Read the pixels back raw (toDataURL's PNG encoder is very slow on SwiftShader's canvas): RGBA,
  // premultiplied, bottom row first; the harness flips and encodes them.
  const gl = renderer.getContext();
  const pixels = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  let binary = '';
  for (let i = 0; i < pixels.length; i += 0x8000) binary += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
  const raw = btoa(binary);
  world.traverse((object) => {
    if (object instanceof THREE.Mesh) object.geometry.dispose();
  });
  renderer.renderLists.dispose();
  return raw;
}
