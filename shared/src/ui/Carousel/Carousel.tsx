import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type TransitionEvent,
} from 'react';
import styles from './Carousel.module.css';
import { AT_REST, carouselReducer, maxRewindOffset, type CarouselShape } from './carouselPosition';
import { usePrefersReducedMotion, useSlidesPerView } from './carouselMedia';
import { useMessages } from '../../i18n/react';
import { sharedMessages } from '../../messages/shared';

/** Min-width breakpoints (px) the carousel understands; the CSS module has rules for each. */
export const CAROUSEL_BREAKPOINTS = [576, 768, 992, 1200, 1400] as const;
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];
/** Slides in view at once: 1 to 6 (the CSS module has a rule for each). */
export type SlidesPerView = 1 | 2 | 3 | 4 | 5 | 6;

/** Spec §9: every carousel moves in 500 ms, one slide at a time (--carousel-speed in the CSS module). */
export const CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_DEFAULT_DELAY_MS = 5000;
/** A touch or pen drag at least this long (px), and more across than down, moves one slide. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * Props of the one carousel every remote uses.
 * - `label`: accessible name of the carousel region, e.g. 'Approvals and certifications'.
 * - `items` / `renderItem(item, index)`: the slides; `getKey(item, index)` gives a stable React key
 *   (default: the index).
 * - `slidesPerView` (default 1): slides in view below the first breakpoint.
 * - `breakpoints`: min-width (px) → slides in view from that width up, e.g. the approvals
 *   carousel `{ 768: 3, 992: 5 }` with `slidesPerView: 1`. Keys: 576, 768, 992, 1200, 1400.
 * - `autoplay`: `true` (5 s per slide) or `{ delayMs }`. Adds a pause/play button; rotation also
 *   pauses while the pointer is over the carousel or focus is inside it, and never starts when
 *   the visitor prefers reduced motion.
 * - `className`: extra class on the region (outer element).
 *
 * Behaviour (spec §9): 500 ms per move, one slide per move, infinite (loop when there are more
 * items than fit in view at the widest breakpoint, otherwise rewind), no dots. WAI-ARIA carousel
 * pattern: a region with aria-roledescription="carousel", slides as groups labelled 'n of m',
 * previous/next buttons controlling the slides, a live region that is silent while rotating,
 * slides out of view `inert`. A horizontal touch or pen swipe moves one slide (vertical
 * scrolling stays the browser's: touch-action pan-y); the mouse uses the buttons, so dragging
 * over a slide still selects its text.
 *
 * Layout is CSS only (Carousel.module.css): slide widths, the track's shift and the controls'
 * presence come from data attributes and media queries, so the server's HTML is the final
 * layout, hydration measures nothing and a resize needs no script. The script holds where the
 * track is (carouselPosition.ts) and which slides are in view (for `inert`, from media queries
 * read in an effect). It does nothing until the visitor acts or autoplay ticks: no timers but
 * autoplay's, nothing per frame. There is no inline style (the site's Content-Security-Policy
 * has no 'unsafe-inline' for styles): the shift is a data attribute.
 *
 * Why the loop rotates the rendered order instead of cloning slides: clones would need the
 * number in view to render (unknown on the server, so a second layout after hydration), and they
 * duplicate content: focusable copies, 'n of m' twice, state split between a slide and its copy.
 * Rotating keyed slides keeps one node per item, React moves it (state, loaded images kept), the
 * DOM order is what is seen (reading and tab order), and 'n of m' is the item's own number.
 * A move can take a node out of the DOM and put it back (previous moves all but one); if it held
 * focus, React puts focus back after the commit, as it does for any node it moves.
 */
export interface CarouselProps<T> {
  label: string;
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => string;
  slidesPerView?: SlidesPerView;
  breakpoints?: Partial<Record<CarouselBreakpoint, SlidesPerView>>;
  autoplay?: boolean | { delayMs: number };
  className?: string;
}

/** Same items in the same order → same signature; anything else remounts the carousel. */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, getKey = (_item: T, index: number) => String(index) } = props;
  // The position is counted in items: a new item list starts again from its first one.
  const signature = items.map((item, index) => getKey(item, index)).join('\u0000');
  return <CarouselInner key={signature} {...props} getKey={getKey} />;
}

/** A swipe handled by an inner carousel is not also handled by the one around it. */
const handledSwipes = new WeakSet<Event>();

function CarouselInner<T>({
  label,
  items,
  renderItem,
  getKey,
  slidesPerView = 1,
  breakpoints = {},
  autoplay = false,
  className,
}: CarouselProps<T> & { getKey: (item: T, index: number) => string }) {
  const slidesId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const t = useMessages(sharedMessages);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [position, dispatch] = useReducer(carouselReducer, AT_REST);
  // Where a touch or pen went down, until it comes up.
  const swipeRef = useRef<{ id: number; x: number; y: number } | null>(null);

  const breakpointEntries = CAROUSEL_BREAKPOINTS.flatMap((width) => {
    const perView = breakpoints[width];
    return perView ? [[width, perView] as const] : [];
  });
  const count = items.length;
  const maxPerView = Math.max(slidesPerView, ...breakpointEntries.map(([, perView]) => perView));
  const loop = count > maxPerView;
  const measuredPerView = useSlidesPerView(slidesPerView, breakpointEntries);
  // Before the first effect, the narrowest layout's number (as the first render has always had).
  const perView = measuredPerView ?? slidesPerView;
  const locked = count <= perView;
  const shape: CarouselShape = { count, perView, loop, animate: !reducedMotion };

  const autoplayWanted = autoplay !== false && count > 1;
  const autoplayAllowed = autoplayWanted && !reducedMotion;
  const delayMs = typeof autoplay === 'object' ? autoplay.delayMs : CAROUSEL_DEFAULT_DELAY_MS;
  const rotating = autoplayAllowed && playing && !hovered && !focusInside && !locked;

  // Slide contents do not depend on the position: a move re-renders the track, not the slides.
  const slides = useMemo(() => items.map((item, index) => ({ index, key: getKey(item, index), content: renderItem(item, index) })), [items, getKey, renderItem]);
  const order = loop ? slides.map((_slide, place) => slides[(position.start + place) % count]!) : slides;
  const offset = locked ? 0 : loop ? position.offset : Math.min(position.offset, maxRewindOffset(shape));

  const move = (step: 1 | -1, queue: boolean) => dispatch({ type: 'move', step, queue, shape });
  // Autoplay's interval calls the latest move (its shape), without restarting on every render.
  const moveRef = useRef(move);
  useLayoutEffect(() => {
    moveRef.current = move;
  });

  // After each commit of a new position, before it is painted (`shape` is this render's).
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (position.aim !== null) {
      // The prepared order and shift are committed; make the browser take them as the starting
      // point (a style read), then glide from there.
      void getComputedStyle(track).transform;
      dispatch({ type: 'aim' });
      return;
    }
    // A glide that does not run (reduced motion, the carousel not displayed) never ends: settle now.
    if (position.gliding && !track.getAnimations?.().length) dispatch({ type: 'settle', shape });
  }, [position]);

  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.propertyName !== 'transform') return;
    dispatch({ type: 'settle', shape });
  };
  // Cancelled: replaced by a new glide (rewind moves while gliding), or the carousel was hidden.
  const onTransitionCancel = (event: TransitionEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.currentTarget.getAnimations?.().length) return;
    dispatch({ type: 'settle', shape });
  };

  useEffect(() => {
    if (!rotating) return;
    // Autoplay does not queue: a tick during a glide (or in a hidden tab) is skipped.
    const timer = setInterval(() => moveRef.current(1, false), delayMs);
    return () => clearInterval(timer);
  }, [rotating, delayMs]);

  const previous = () => move(-1, true);
  const next = () => move(1, true);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeRef.current = event.pointerType === 'mouse' || !event.isPrimary ? null : { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const swipe = swipeRef.current;
    swipeRef.current = null;
    if (!swipe || swipe.id !== event.pointerId || handledSwipes.has(event.nativeEvent)) return;
    const dx = event.clientX - swipe.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(event.clientY - swipe.y)) return;
    handledSwipes.add(event.nativeEvent);
    move(dx < 0 ? 1 : -1, true);
  };
  // The browser took the gesture (a vertical scroll, a pinch): not a swipe.
  const onPointerCancel = () => {
    swipeRef.current = null;
  };

  // Slides in view at each width, for the CSS; and whether all items fit there (no controls).
  const layoutAttributes = Object.fromEntries([
    ['data-spv', String(slidesPerView)],
    ['data-fit', count <= slidesPerView ? '1' : '0'],
    ...breakpointEntries.flatMap(([width, value]) => [
      [`data-spv-${width}`, String(value)],
      [`data-fit-${width}`, count <= value ? '1' : '0'],
    ]),
  ]);
  const fitsEverywhere = count <= Math.min(slidesPerView, ...breakpointEntries.map(([, value]) => value));

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      {...layoutAttributes}
    >
      {/* Controls come first in the tab order (WAI-ARIA carousel pattern); CSS draws them under the slides. */}
      <div className={styles.controls} hidden={fitsEverywhere}>
        {autoplayAllowed && !locked ? (
          <button
            type="button"
            className={styles.rotation}
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing ? t('carousel.stop') : t('carousel.start')}
          >
            <span aria-hidden="true" className={playing ? styles.pauseIcon : styles.playIcon} />
          </button>
        ) : null}
        <button type="button" className={styles.arrow} aria-controls={slidesId} aria-label={t('carousel.previous')} onClick={previous}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.arrow} aria-controls={slidesId} aria-label={t('carousel.next')} onClick={next}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className={styles.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={onPointerCancel}>
        <div
          ref={trackRef}
          id={slidesId}
          className={position.gliding ? `${styles.track} ${styles.gliding}` : styles.track}
          data-offset={offset || undefined}
          aria-live={rotating ? 'off' : 'polite'}
          onTransitionEnd={onTransitionEnd}
          onTransitionCancel={onTransitionCancel}
        >
          {order.map((slide, place) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slide.index + 1} of ${count}`}
              // Out of view: not focusable, not read, so what is reachable is what is seen. Unknown
              // before the first effect (server HTML, hydration): nothing is inert then.
              inert={measuredPerView !== null && !locked && (place < offset || place >= offset + perView) ? true : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
