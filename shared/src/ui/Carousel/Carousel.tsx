import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import { whenPageSettled } from '../../schedule/whenPageSettled';
import styles from './Carousel.module.css';
import { useMessages } from '../../i18n/react';
import { sharedMessages } from '../../messages/shared';

/** Min-width breakpoints (px) the carousel understands; the CSS module has pre-init rules for each. */
export const CAROUSEL_BREAKPOINTS = [576, 768, 992, 1200, 1400] as const;
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];
/** Slides in view at once: 1 to 6 (the CSS module has a width rule for each). */
export type SlidesPerView = 1 | 2 | 3 | 4 | 5 | 6;

/** Spec §9: every carousel moves in 500 ms, one slide at a time. */
export const CAROUSEL_SPEED_MS = 500;
export const CAROUSEL_DEFAULT_DELAY_MS = 5000;
/** Gap between slides (px); the CSS module uses the same value before swiper takes over. */
const GAP_PX = 16;

/**
 * Swiper's JS, loaded once for every carousel on the page. It is imported dynamically rather than
 * statically so it stays off the first render's critical path: the slides are already laid out
 * by CSS, so the page can paint before swiper arrives. Each carousel asks for it only once the
 * page has settled (load event + idle, see whenPageSettled) or as soon as the visitor points at,
 * touches or focuses it: loading and evaluating swiper is a long task, and right after the first
 * commit it would land inside the LCP window and add to TBT. A failed load is forgotten so that
 * a later mount can try again.
 */
let swiperModule: Promise<typeof import('swiper')> | null = null;
function loadSwiper(): Promise<typeof import('swiper')> {
  swiperModule ??= import('swiper').catch((error: unknown) => {
    swiperModule = null;
    throw error;
  });
  return swiperModule;
}

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
 * previous/next buttons controlling the slides, a live region that is silent while rotating.
 * The first render (and prerendered HTML) already shows the slides laid out by CSS; swiper is
 * only loaded and created from an effect, once the page has settled (load event + idle, 4 s at
 * the latest) so that it stays out of the LCP window and off the main thread while the page is
 * still loading, or at once when the visitor points at, touches or focuses the carousel. A
 * previous/next click made before swiper exists is kept (the last one) and applied as soon as
 * swiper has been created. Until then autoplay does nothing; if swiper fails to load the slides
 * stay a static CSS row and previous/next/autoplay do nothing.
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

/** A previous/next click made before swiper existed, applied once it has been created. */
type PendingMove = 'next' | 'prev';

/** Same items in the same order → same signature; anything else remounts the carousel. */
export function Carousel<T>(props: CarouselProps<T>) {
  const { items, getKey = (_item: T, index: number) => String(index) } = props;
  // Swiper's loop mode moves slide nodes around; a new item list gets a fresh DOM instead of
  // letting React reconcile into nodes swiper has reordered.
  const signature = items.map((item, index) => getKey(item, index)).join('\u0000');
  return <CarouselInner key={signature} {...props} getKey={getKey} />;
}

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
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  // The current effect's start(): loads and creates swiper now instead of when the page settles.
  const startRef = useRef<(() => void) | null>(null);
  // Once swiper has been asked for, a re-run of the effect (new settings) need not wait again.
  const startedRef = useRef(false);
  const pendingMoveRef = useRef<PendingMove | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  // Read when swiper is created, which may be after the reduced-motion effect below has run.
  const reducedMotionRef = useRef(reducedMotion);
  const t = useMessages(sharedMessages);
  const [locked, setLocked] = useState(items.length <= slidesPerView);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  const breakpointEntries = CAROUSEL_BREAKPOINTS.flatMap((width) => {
    const perView = breakpoints[width];
    return perView ? [[width, perView] as const] : [];
  });
  const breakpointKey = breakpointEntries.map(([width, perView]) => `${width}:${perView}`).join(',');
  const maxPerView = Math.max(slidesPerView, ...breakpointEntries.map(([, perView]) => perView));
  const loop = items.length > maxPerView;

  const autoplayWanted = autoplay !== false && items.length > 1;
  const autoplayAllowed = autoplayWanted && !reducedMotion;
  const delayMs = typeof autoplay === 'object' ? autoplay.delayMs : CAROUSEL_DEFAULT_DELAY_MS;
  const rotating = autoplayAllowed && playing && !hovered && !focusInside && !locked;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Set by the cleanup: a load that resolves after it must not create an orphan instance.
    let cancelled = false;
    let swiper: Swiper | null = null;
    let frame = 0;
    const options: SwiperOptions = {
      speed: CAROUSEL_SPEED_MS,
      slidesPerView,
      slidesPerGroup: 1,
      spaceBetween: GAP_PX,
      loop,
      rewind: !loop,
      watchOverflow: true,
      watchSlidesProgress: true,
      breakpoints: Object.fromEntries(breakpointEntries.map(([width, perView]) => [width, { slidesPerView: perView }])),
    };
    const create = (SwiperClass: typeof Swiper) => {
      const instance = new SwiperClass(container, options);
      swiper = instance;
      swiperRef.current = instance;
      if (reducedMotionRef.current) instance.params.speed = 0;
      // Slides out of view are inert: not focusable, not read, so 'n of m' matches what is seen.
      const syncVisibility = () => {
        if (instance.destroyed) return;
        const visible = new Set(instance.visibleSlides ?? []);
        for (const slide of instance.slides ?? []) {
          if (visible.size === 0 || visible.has(slide)) slide.removeAttribute('inert');
          else slide.setAttribute('inert', '');
        }
      };
      // After swiper has finished updating its slide progress for the event that triggered it.
      const scheduleVisibility = () => {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(syncVisibility);
      };
      const syncLocked = () => setLocked(Boolean(instance.isLocked));
      syncLocked();
      syncVisibility();
      instance.on('lock', syncLocked);
      instance.on('unlock', syncLocked);
      for (const event of ['transitionEnd', 'resize', 'breakpoint', 'update', 'slidesUpdated'] as const) instance.on(event, scheduleVisibility);
      // A previous/next click that came before swiper existed is not lost.
      const move = pendingMoveRef.current;
      pendingMoveRef.current = null;
      if (move === 'next') instance.slideNext();
      else if (move === 'prev') instance.slidePrev();
    };
    // Loads swiper (once per effect run) and creates the instance; from whenPageSettled, or
    // earlier through startRef when the visitor shows intent.
    let started = false;
    let cancelSettle = () => {};
    const start = () => {
      if (started || cancelled) return;
      started = true;
      startedRef.current = true;
      cancelSettle();
      loadSwiper().then(
        ({ default: SwiperClass }) => {
          if (!cancelled) create(SwiperClass);
        },
        () => {
          // Not loaded (offline, blocked chunk): the CSS layout stays and works as a static list.
        },
      );
    };
    startRef.current = start;
    if (startedRef.current) start();
    else cancelSettle = whenPageSettled(start);
    return () => {
      cancelled = true;
      cancelSettle();
      if (startRef.current === start) startRef.current = null;
      cancelAnimationFrame(frame);
      if (!swiper) return;
      const instance: Swiper = swiper;
      swiper = null;
      if (swiperRef.current === instance) swiperRef.current = null;
      for (const slide of instance.slides ?? []) slide.removeAttribute('inert');
      instance.destroy(true, true);
    };
    // breakpointKey stands for breakpointEntries (a new array every render).
  }, [slidesPerView, breakpointKey, loop]);

  // Reduced motion: slides jump instead of gliding (and autoplay is off, below).
  useEffect(() => {
    reducedMotionRef.current = reducedMotion;
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed) swiper.params.speed = reducedMotion ? 0 : CAROUSEL_SPEED_MS;
  }, [reducedMotion]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => swiperRef.current?.slideNext(), delayMs);
    return () => clearInterval(timer);
  }, [rotating, delayMs]);

  // The visitor is about to use the carousel: swiper now, without waiting for the page to settle.
  const startNow = useCallback(() => startRef.current?.(), []);
  const move = useCallback((direction: PendingMove) => {
    const swiper = swiperRef.current;
    if (swiper) {
      if (direction === 'next') swiper.slideNext();
      else swiper.slidePrev();
      return;
    }
    // Not created yet: remember the click (the last one wins) and create swiper now.
    pendingMoveRef.current = direction;
    startRef.current?.();
  }, []);
  const previous = useCallback(() => move('prev'), [move]);
  const next = useCallback(() => move('next'), [move]);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  const perViewAttributes = Object.fromEntries([
    ['data-spv', String(slidesPerView)],
    ...breakpointEntries.map(([width, perView]) => [`data-spv-${width}`, String(perView)]),
  ]);

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onPointerEnter={startNow}
      onTouchStart={startNow}
      onFocus={() => {
        setFocusInside(true);
        startNow();
      }}
      onBlur={onBlur}
      {...perViewAttributes}
    >
      {/* Controls come first in the tab order (WAI-ARIA carousel pattern); CSS draws them under the slides. */}
      <div className={styles.controls}>
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
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label={t('carousel.previous')}
          onClick={previous}
          hidden={locked}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={styles.arrow}
          aria-controls={slidesId}
          aria-label={t('carousel.next')}
          onClick={next}
          hidden={locked}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div ref={containerRef} className={`swiper ${styles.viewport}`}>
        <div id={slidesId} className="swiper-wrapper" aria-live={rotating ? 'off' : 'polite'}>
          {items.map((item, index) => (
            <div
              key={getKey(item, index)}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** False on the first render (server and client alike), then the visitor's real preference. */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener?.('change', update);
    return () => query.removeEventListener?.('change', update);
  }, []);
  return reduced;
}
