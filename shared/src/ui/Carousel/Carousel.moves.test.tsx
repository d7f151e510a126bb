// How the carousel moves: the order it renders its slides in, the track's shift (data-offset),
// when it glides and which slides are in view (the rest inert). happy-dom has no layout and runs
// no transitions, so the media queries are answered for a chosen width, a running transition is
// reported by getAnimations when a test wants one, and its end is sent as the browser would.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, CAROUSEL_SPEED_MS, SWIPE_THRESHOLD_PX, type CarouselProps } from './Carousel';
import styles from './Carousel.module.css';

const items = ['a', 'b', 'c', 'd', 'e', 'f'];
const css = readFileSync(path.join(import.meta.dirname, 'Carousel.module.css'), 'utf8');

/** matchMedia for a window `width` px wide, telling its listeners when the width changes. */
function fakeMedia(width: number, { reducedMotion = false } = {}) {
  const lists: { query: string; matches: boolean; listeners: Set<() => void> }[] = [];
  const answer = (query: string) => {
    const minWidth = /\(min-width: (\d+)px\)/.exec(query);
    if (minWidth) return width >= Number(minWidth[1]);
    return reducedMotion && query.includes('prefers-reduced-motion: reduce');
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = { query, matches: answer(query), listeners: new Set<() => void>() };
    lists.push(list);
    return {
      media: query,
      get matches() {
        return list.matches;
      },
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
    };
  });
  return {
    resize(to: number) {
      width = to;
      act(() => {
        for (const list of lists) {
          const matches = answer(list.query);
          if (matches === list.matches) continue;
          list.matches = matches;
          for (const listener of list.listeners) listener();
        }
      });
    },
    listenerCount: () => lists.reduce((sum, list) => sum + list.listeners.size, 0),
  };
}

/** From now on the browser reports a running transition on the track, until `transitionEnd()`. */
function transitionsRun() {
  vi.spyOn(HTMLElement.prototype, 'getAnimations').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains(styles.gliding!) ? [{} as Animation] : [];
  });
}

const region = (name = 'L') => screen.getByRole('region', { name });
const track = (name = 'L') => region(name).querySelector<HTMLElement>(`[id="${screen.getAllByRole('button', { name: 'Next slide' })[0]!.getAttribute('aria-controls')}"]`)!;
const slidesOf = (name = 'L') => [...region(name).querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
/** 'n' of every slide, in DOM order. */
const order = (name = 'L') => slidesOf(name).map((slide) => slide.getAttribute('aria-label')!.split(' ')[0]);
/** 'n' of the slides in view (not inert), in DOM order. */
const inView = (name = 'L') => slidesOf(name).filter((slide) => !slide.hasAttribute('inert')).map((slide) => slide.getAttribute('aria-label')!.split(' ')[0]);
const gliding = (name = 'L') => track(name).classList.contains(styles.gliding!);
const offset = (name = 'L') => track(name).getAttribute('data-offset');
const click = (label: 'Next slide' | 'Previous slide', name = 'L') => fireEvent.click(screen.getAllByRole('button', { name: label }).find((button) => region(name).contains(button))!);

/** Lets `ms` pass one second at a time, each tick (and what it renders) its own task, as in a browser. */
function seconds(ms: number) {
  for (let passed = 0; passed < ms; passed += 1000) act(() => vi.advanceTimersByTime(1000));
}

/** The glide has ended: the transitionend the browser sends on the track. */
function transitionEnd(name = 'L') {
  const event = new Event('transitionend', { bubbles: true });
  Object.defineProperty(event, 'propertyName', { value: 'transform' });
  act(() => {
    track(name).dispatchEvent(event);
  });
}

function renderCarousel(props: Partial<CarouselProps<string>> = {}) {
  return render(<Carousel label="L" items={items} getKey={(item) => item} renderItem={(item) => <p>{item}</p>} breakpoints={{ 768: 3, 992: 5 }} {...props} />);
}

beforeEach(() => {
  fakeMedia(1000);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Carousel moves', () => {
  it('glides in 500 ms (spec §9): the CSS speed and the exported constant agree', () => {
    expect(CAROUSEL_SPEED_MS).toBe(500);
    expect(css).toContain('--carousel-speed: 500ms;');
    expect(css).toMatch(/\.gliding \{\s*transition: transform var\(--carousel-speed\) ease;/);
  });

  it('next glides the track one slide; when the glide ends, the slide that left is rendered last and the shift is 0 again', () => {
    transitionsRun();
    renderCarousel();
    expect(inView()).toEqual(['1', '2', '3', '4', '5']);
    const first = slidesOf()[0]!;
    click('Next slide');
    expect([offset(), gliding()]).toEqual(['1', true]);
    expect(order()).toEqual(['1', '2', '3', '4', '5', '6']);
    // What will be in view is at once what is reachable.
    expect(inView()).toEqual(['2', '3', '4', '5', '6']);
    transitionEnd();
    expect([offset(), gliding()]).toEqual([null, false]);
    expect(order()).toEqual(['2', '3', '4', '5', '6', '1']);
    expect(inView()).toEqual(['2', '3', '4', '5', '6']);
    // One node per item, moved by React, not made again: its state and loaded image stay.
    expect(slidesOf().at(-1)).toBe(first);
  });

  it('previous renders the last slide first with the view unchanged, then glides it in', () => {
    transitionsRun();
    renderCarousel();
    click('Previous slide');
    expect(order()).toEqual(['6', '1', '2', '3', '4', '5']);
    // Prepared at a shift of one (the same view), committed, then gliding back to 0.
    expect([offset(), gliding()]).toEqual([null, true]);
    expect(inView()).toEqual(['6', '1', '2', '3', '4']);
    transitionEnd();
    expect(order()).toEqual(['6', '1', '2', '3', '4', '5']);
    expect(gliding()).toBe(false);
  });

  it('is infinite when there are more items than fit at the widest view: past the last comes the first, before the first the last', () => {
    fakeMedia(360);
    renderCarousel();
    expect(inView()).toEqual(['1']);
    for (const expected of ['2', '3', '4', '5', '6', '1']) {
      click('Next slide');
      expect(inView()).toEqual([expected]);
    }
    click('Previous slide');
    expect(inView()).toEqual(['6']);
  });

  it('rewinds instead of looping when there are too few items to loop at the widest view', () => {
    fakeMedia(500);
    transitionsRun();
    renderCarousel({ items: ['a', 'b', 'c'], breakpoints: { 992: 3 } });
    click('Next slide');
    expect([offset(), gliding(), inView()]).toEqual(['1', true, ['2']]);
    transitionEnd();
    click('Next slide');
    transitionEnd();
    expect([offset(), inView()]).toEqual(['2', ['3']]);
    // From the last, next glides back to the first; the order never changes.
    click('Next slide');
    expect([offset(), gliding(), inView()]).toEqual([null, true, ['1']]);
    transitionEnd();
    click('Previous slide');
    expect([offset(), inView()]).toEqual(['2', ['3']]);
    expect(order()).toEqual(['1', '2', '3']);
  });

  it('where every item fits, the CSS drops the controls and a move does nothing', () => {
    fakeMedia(1000);
    renderCarousel({ items: ['a', 'b', 'c'], breakpoints: { 992: 3 }, autoplay: true });
    expect([region().getAttribute('data-fit'), region().getAttribute('data-fit-992')]).toEqual(['0', '1']);
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    click('Next slide');
    expect([offset(), inView()]).toEqual([null, ['1', '2', '3']]);
  });

  it('queues moves asked for during a glide and runs them one after another', () => {
    transitionsRun();
    renderCarousel();
    click('Next slide');
    click('Next slide');
    transitionEnd();
    // The second glide starts from the settled order.
    expect([order()[0], offset(), gliding()]).toEqual(['2', '1', true]);
    transitionEnd();
    expect([inView()[0], offset(), gliding()]).toEqual(['3', null, false]);
    // Net one back: forward, then twice back, each from where the last one ended.
    click('Next slide');
    click('Previous slide');
    click('Previous slide');
    transitionEnd();
    expect([order()[0], gliding()]).toEqual(['3', true]);
    transitionEnd();
    expect([order()[0], gliding()]).toEqual(['2', true]);
    transitionEnd();
    expect([inView()[0], gliding()]).toEqual(['2', false]);
  });

  it('settles at once when the browser runs no transition (the carousel hidden, motion reduced by CSS)', () => {
    renderCarousel();
    click('Next slide');
    expect([order()[0], offset(), gliding()]).toEqual(['2', null, false]);
    click('Previous slide');
    expect([order()[0], offset(), gliding()]).toEqual(['1', null, false]);
  });

  it('makes the slides out of view inert, following the width live', () => {
    const media = fakeMedia(1000);
    renderCarousel();
    expect(inView()).toEqual(['1', '2', '3', '4', '5']);
    media.resize(900);
    expect(inView()).toEqual(['1', '2', '3']);
    click('Next slide');
    media.resize(360);
    expect(inView()).toEqual(['2']);
    media.resize(1400);
    expect(inView()).toEqual(['2', '3', '4', '5', '6']);
  });

  it('new settings apply at once', () => {
    fakeMedia(360);
    const { rerender } = renderCarousel();
    expect(inView()).toHaveLength(1);
    rerender(<Carousel label="L" items={items} getKey={(item) => item} renderItem={(item) => <p>{item}</p>} slidesPerView={2} />);
    expect(region().getAttribute('data-spv')).toBe('2');
    expect(inView()).toEqual(['1', '2']);
  });

  it('autoplay moves every delay until paused, and again after play', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplay: { delayMs: 1000 } });
    seconds(3000);
    expect(inView()[0]).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    seconds(5000);
    expect(inView()[0]).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    seconds(1000);
    expect(inView()[0]).toBe('5');
  });

  it('autoplay pauses while hovered', () => {
    vi.useFakeTimers();
    renderCarousel({ autoplay: { delayMs: 1000 } });
    fireEvent.mouseEnter(region());
    seconds(3000);
    expect(inView()[0]).toBe('1');
    fireEvent.mouseLeave(region());
    seconds(1000);
    expect(inView()[0]).toBe('2');
  });

  it('autoplay skips a tick that comes during a glide instead of queueing it', () => {
    vi.useFakeTimers();
    transitionsRun();
    renderCarousel({ autoplay: { delayMs: 1000 } });
    // A hidden tab: ticks come, the glide does not end.
    seconds(5000);
    transitionEnd();
    expect([inView()[0], gliding()]).toEqual(['2', false]);
  });

  it('never autoplays when reduced motion is preferred, and moves without animation', () => {
    fakeMedia(1000, { reducedMotion: true });
    vi.useFakeTimers();
    transitionsRun();
    renderCarousel({ autoplay: { delayMs: 1000 } });
    seconds(10_000);
    expect(inView()[0]).toBe('1');
    click('Next slide');
    expect([order()[0], offset(), gliding()]).toEqual(['2', null, false]);
    click('Previous slide');
    expect([order()[0], offset(), gliding()]).toEqual(['1', null, false]);
  });

  it('does nothing by itself: no timer without autoplay, none and no media listener left after unmount', () => {
    const media = fakeMedia(1000);
    vi.useFakeTimers();
    const still = renderCarousel();
    expect(vi.getTimerCount()).toBe(0);
    still.unmount();
    const rotating = renderCarousel({ autoplay: true });
    expect(vi.getTimerCount()).toBe(1);
    rotating.unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(media.listenerCount()).toBe(0);
  });

  describe('swipe', () => {
    const swipe = (from: [number, number], to: [number, number], { pointerType = 'touch', target = track() as Element, cancel = false } = {}) => {
      fireEvent.pointerDown(target, { pointerId: 7, pointerType, isPrimary: true, clientX: from[0], clientY: from[1] });
      if (cancel) fireEvent.pointerCancel(target, { pointerId: 7, pointerType });
      fireEvent.pointerUp(target, { pointerId: 7, pointerType, isPrimary: true, clientX: to[0], clientY: to[1] });
    };

    it('a horizontal touch or pen drag past the threshold moves one slide, either way', () => {
      renderCarousel();
      swipe([300, 100], [300 - SWIPE_THRESHOLD_PX, 110]);
      expect(inView()[0]).toBe('2');
      swipe([100, 100], [220, 90], { pointerType: 'pen' });
      expect(inView()[0]).toBe('1');
    });

    it('does nothing for a short drag, a mostly vertical one, one the browser took (scrolling) or the mouse', () => {
      renderCarousel();
      swipe([300, 100], [300 - SWIPE_THRESHOLD_PX + 1, 100]);
      swipe([300, 100], [240, 200]);
      swipe([300, 100], [200, 100], { cancel: true });
      swipe([300, 100], [200, 100], { pointerType: 'mouse' });
      expect(inView()[0]).toBe('1');
    });

    it('vertical scrolling stays the browser’s (touch-action pan-y)', () => {
      expect(css).toMatch(/\.viewport \{[^}]*touch-action: pan-y pinch-zoom;/);
    });

    it('a swipe on a carousel inside a slide of another moves the inner one only', () => {
      render(
        <Carousel
          label="Outer"
          items={['x', 'y', 'z']}
          getKey={(item) => item}
          renderItem={(item) => <Carousel label={`Inner ${item}`} items={['1', '2', '3']} renderItem={(photo) => <p>{photo}</p>} />}
        />,
      );
      const inner = region('Inner x');
      swipe([300, 100], [200, 100], { target: inner.querySelector('p')! });
      expect(inView('Inner x')[0]).toBe('2');
      expect(inView('Outer')[0]).toBe('1');
    });
  });

  it('keeps focus on an element inside a slide that a move takes out of the DOM and puts back (React restores it after the commit)', () => {
    // A browser drops focus from a node taken out of the document, even to put it back elsewhere
    // at once; happy-dom keeps it. Do as the browser does.
    for (const method of ['insertBefore', 'appendChild'] as const) {
      // Where happy-dom defines it for a div (it may override Node's).
      let owner: object = HTMLDivElement.prototype;
      while (!Object.hasOwn(owner, method)) owner = Object.getPrototypeOf(owner) as object;
      const original = (owner as Node)[method] as (this: Node, ...args: unknown[]) => Node;
      vi.spyOn(owner as Node, method).mockImplementation(function (this: Node, ...args: unknown[]) {
        const node = args[0] as Node;
        if (node.isConnected && node.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
        return original.apply(this, args);
      } as never);
    }
    renderCarousel({ renderItem: (item) => <button type="button">{item}</button> });
    const b = screen.getByRole('button', { name: 'b' });
    act(() => b.focus());
    // Previous renders 'f' first: React moves the other slides after it, 'b' among them.
    fireEvent.pointerDown(b, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(b, { pointerId: 1, pointerType: 'touch', isPrimary: true, clientX: 200, clientY: 100 });
    expect(order()[0]).toBe('6');
    expect(document.activeElement).toBe(b);
  });
});
