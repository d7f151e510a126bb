// Vector arithmetic for scene code that places parts along directions (conduit runs on walls,
// plumbing lines), and the one conversion from a part's turned axes to the Euler angles the render
// page applies (order XYZ, as three.js reads a rotation matrix).
import type { Vec3 } from './scene.ts';

export const X: Vec3 = [1, 0, 0];
export const Y: Vec3 = [0, 1, 0];
export const Z: Vec3 = [0, 0, 1];
export const neg = (v: Vec3): Vec3 => [-v[0], -v[1], -v[2]];
export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (v: Vec3, k: number): Vec3 => [v[0] * k, v[1] * k, v[2] * k];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (v: Vec3): number => Math.hypot(v[0], v[1], v[2]);
export const unit = (v: Vec3): Vec3 => scale(v, 1 / length(v));

/**
 * Euler angles (XYZ) of the rotation whose columns are the given right-handed unit axes: the turn
 * that takes a part's own x, y and z axes to `x`, `y` and `z`.
 */
export function basisEuler(x: Vec3, y: Vec3, z: Vec3): Vec3 {
  const m13 = z[0];
  const ry = Math.asin(Math.max(-1, Math.min(1, m13)));
  if (Math.abs(m13) < 0.9999999) return [Math.atan2(-z[1], z[2]), ry, Math.atan2(-y[0], x[0])];
  return [Math.atan2(y[2], y[1]), ry, 0];
}
