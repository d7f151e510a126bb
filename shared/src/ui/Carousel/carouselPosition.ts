/**
 * Where a carousel's track is and where it is going: the whole of its moving state, as a pure
 * reducer (the component only renders it). Positions are counted in slides.
 *
 * Loop (more items than fit in view at the widest breakpoint): the slides are rendered starting
 * at `start`, so the slides in view are always the first ones in the DOM, and at rest the track
 * is not shifted. Next glides the track one slide to the left; when the glide ends, the first
 * slide (now out of view) is rendered last and the shift drops back to 0 in the same commit, so
 * nothing moves on screen. Previous does the mirror image: the last slide is first rendered
 * first with the track shifted by one (the view unchanged), then, once that is on screen, glides
 * back to 0. Moves asked for during a glide are queued and run one after another.
 *
 * Rewind (everything fits at the widest breakpoint, but not at this width): the order never
 * changes; the shift is the index of the first slide in view, 0 to count - perView, and next
 * from the last position glides back to the first (previous from the first, to the last).
 */
export interface CarouselPosition {
  /** Loop: the item rendered first (and shown first at rest). Always 0 when rewinding. */
  start: number;
  /** Slides the track is shifted to the left by. */
  offset: number;
  /** The track glides (CSS transition) to `offset`; false: it is there at once. */
  gliding: boolean;
  /** Set on a commit that only prepares a glide: once it is on screen, glide to this offset. */
  aim: number | null;
  /** Loop: net moves asked for during a glide, run after it (+ next, - previous). */
  queued: number;
}

export const AT_REST: CarouselPosition = { start: 0, offset: 0, gliding: false, aim: null, queued: 0 };

/** What the reducer needs to know about the carousel at the time of an action. */
export interface CarouselShape {
  count: number;
  /** Slides in view at the current width. */
  perView: number;
  loop: boolean;
  /** False when the visitor prefers reduced motion: moves jump. */
  animate: boolean;
}

export type CarouselAction =
  /** One slide forward (+1) or back (-1). `queue: false` (autoplay) drops the move during a glide. */
  | { type: 'move'; step: 1 | -1; queue: boolean; shape: CarouselShape }
  /** The prepared commit is on screen: start the glide to `aim`. */
  | { type: 'aim' }
  /** The glide has ended (or could not run). */
  | { type: 'settle'; shape: CarouselShape };

const mod = (value: number, count: number) => ((value % count) + count) % count;

/** Largest shift when rewinding: the last slides fill the view. */
export function maxRewindOffset({ count, perView }: Pick<CarouselShape, 'count' | 'perView'>): number {
  return Math.max(0, count - perView);
}

export function carouselReducer(state: CarouselPosition, action: CarouselAction): CarouselPosition {
  if (action.type === 'aim') return state.aim === null ? state : { ...state, offset: state.aim, gliding: true, aim: null };
  const { count, perView, loop, animate } = action.shape;
  if (action.type === 'settle') {
    if (!state.gliding) return state;
    if (!loop) return { ...state, gliding: false };
    const start = mod(state.start + state.offset, count);
    if (state.queued > 0) return { start, offset: 0, gliding: false, aim: 1, queued: state.queued - 1 };
    if (state.queued < 0) return { start: mod(start - 1, count), offset: 1, gliding: false, aim: 0, queued: state.queued + 1 };
    return { ...AT_REST, start };
  }
  const { step } = action;
  if (count <= perView) return state;
  if (!loop) {
    const max = maxRewindOffset(action.shape);
    const from = Math.min(state.offset, max);
    const offset = from + step > max ? 0 : from + step < 0 ? max : from + step;
    return { ...AT_REST, offset, gliding: animate };
  }
  if (!animate) return { ...AT_REST, start: mod(state.start + state.offset + step, count) };
  if (state.gliding || state.aim !== null) return action.queue ? { ...state, queued: state.queued + step } : state;
  if (step > 0) return { ...state, offset: 1, gliding: true };
  return { start: mod(state.start - 1, count), offset: 1, gliding: false, aim: 0, queued: 0 };
}
