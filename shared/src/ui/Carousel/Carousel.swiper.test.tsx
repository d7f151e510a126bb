// What the wrapper asks of swiper (spec §9 settings) and what its controls make swiper do, with
// swiper replaced by a recorder: happy-dom has no layout, so real slide movement is an e2e matter.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_CAP_MS } from '../../schedule/whenPageSettled';

const instances: FakeSwiper[] = [];
class FakeSwiper {
  params: Record<string, unknown>;
  slides: HTMLElement[] = [];
  visibleSlides: HTMLElement[] = [];
  isLocked = false;
  destroyed = false;
  slideNext = vi.fn();
  slidePrev = vi.fn();
  on = vi.fn();
  constructor(
    public el: HTMLElement,
    options: Record<string, unknown>,
  ) {
    this.params = { ...options };
    instances.push(this);
  }
  destroy = vi.fn(() => {
    this.destroyed = true;
  });
}
vi.mock('swiper', () => ({ default: FakeSwiper }));

const { Carousel } = await import('./Carousel');
const items = ['a', 'b', 'c', 'd', 'e', 'f'];

// The carousel loads swiper's module once the page has settled, once for the page. Load it here
// with real timers, so that each test (fake timers included) only waits for the page to settle and
// the instance to be created.
beforeAll(async () => {
  const { unmount } = render(<Carousel label="Warm-up" items={items} renderItem={(i) => i} />);
  await waitFor(() => expect(instances).toHaveLength(1));
  unmount();
});
beforeEach(() => {
  instances.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Lets whenPageSettled run the carousel's start. happy-dom's document has loaded and it has no
 * requestIdleCallback, so that is a 0 ms timer: fake timers advance by 0 ms (an autoplay interval
 * does not fire), real ones wait for a 0 ms timer set after it.
 */
async function pageSettled() {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The page is still loading: whenPageSettled waits for the load event (or its cap). */
function pageLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

/** Mounts a carousel while the page is loading (fake timers), up to 1 ms before the settle cap: no swiper yet. */
async function mountLoadingUntilJustBeforeCap() {
  vi.useFakeTimers();
  pageLoading();
  render(<Carousel label="L" items={items} renderItem={(i) => i} />);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SETTLE_CAP_MS - 1);
  });
  expect(instances).toHaveLength(0);
}

/** Lets the page settle and the (already loaded) module resolve, then returns the one instance created. */
async function createdSwiper(): Promise<FakeSwiper> {
  await pageSettled();
  await act(async () => {});
  expect(instances).toHaveLength(1);
  return instances[0]!;
}

describe('Carousel → swiper', () => {
  it('uses the spec §9 settings: 500 ms, one slide per move, loop, breakpoints as slides per view', async () => {
    render(<Carousel label="L" items={items} renderItem={(i) => i} breakpoints={{ 768: 3, 992: 5 }} />);
    const swiper = await createdSwiper();
    expect(swiper.params).toMatchObject({
      speed: 500,
      slidesPerView: 1,
      slidesPerGroup: 1,
      loop: true,
      breakpoints: { 768: { slidesPerView: 3 }, 992: { slidesPerView: 5 } },
    });
  });

  it('rewinds instead of looping when there are too few items to loop at the widest view', async () => {
    render(<Carousel label="L" items={['a', 'b', 'c']} renderItem={(i) => i} breakpoints={{ 992: 3 }} />);
    expect((await createdSwiper()).params).toMatchObject({ loop: false, rewind: true });
  });

  it('previous and next buttons move one slide', async () => {
    render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    const swiper = await createdSwiper();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('autoplay moves every delay until paused, and again after play', async () => {
    vi.useFakeTimers();
    render(<Carousel label="L" items={items} renderItem={(i) => i} autoplay={{ delayMs: 1000 }} />);
    const swiper = await createdSwiper();
    act(() => vi.advanceTimersByTime(3000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(4);
  });

  it('autoplay pauses while hovered', async () => {
    vi.useFakeTimers();
    render(<Carousel label="Hover" items={items} renderItem={(i) => i} autoplay={{ delayMs: 1000 }} />);
    const swiper = await createdSwiper();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Hover' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Hover' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('never autoplays when reduced motion is preferred, and moves without animation', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    render(<Carousel label="L" items={items} renderItem={(i) => i} autoplay={{ delayMs: 1000 }} />);
    const swiper = await createdSwiper();
    act(() => vi.advanceTimersByTime(10_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    expect(swiper.params.speed).toBe(0);
  });

  it('creates swiper only after render and destroys it on unmount', async () => {
    const { unmount } = render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    expect(instances).toHaveLength(0);
    const swiper = await createdSwiper();
    expect(swiper.el.classList.contains('swiper')).toBe(true);
    unmount();
    expect(swiper.destroyed).toBe(true);
    expect(swiper.destroy).toHaveBeenCalledTimes(1);
  });

  it('creates no swiper (and throws nothing) when unmounted before its module has resolved', async () => {
    const { unmount } = render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    unmount();
    await act(async () => {});
    expect(instances).toHaveLength(0);
    // Nor once the page has settled: the unmount cancelled the wait.
    await pageSettled();
    expect(instances).toHaveLength(0);
  });

  it('creates no swiper when unmounted after the load has started but before the module has resolved', async () => {
    pageLoading();
    const { unmount } = render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'L' }));
    unmount();
    await act(async () => {});
    expect(instances).toHaveLength(0);
  });

  it('does not create swiper before the page has settled: only after the load event and an idle moment', async () => {
    await mountLoadingUntilJustBeforeCap();
    // The buttons are there; the slides are the CSS row.
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(6);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(instances).toHaveLength(0);
    await createdSwiper();
  });

  it('creates swiper at the latest SETTLE_CAP_MS after mount when the load event never comes', async () => {
    await mountLoadingUntilJustBeforeCap();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(instances).toHaveLength(1);
  });

  it.each([
    ['the pointer enters the carousel', (region: HTMLElement) => fireEvent.pointerEnter(region)],
    ['a touch starts on the carousel', (region: HTMLElement) => fireEvent.touchStart(region)],
    ['focus moves inside the carousel', () => act(() => screen.getByRole('button', { name: 'Next slide' }).focus())],
  ])('creates swiper at once, without waiting for the page to settle, when %s', async (_name, intent) => {
    pageLoading();
    render(<Carousel label="Intent" items={items} renderItem={(i) => i} />);
    await act(async () => {});
    expect(instances).toHaveLength(0);
    intent(screen.getByRole('region', { name: 'Intent' }));
    await act(async () => {});
    expect(instances).toHaveLength(1);
    expect(instances[0]!.slideNext).not.toHaveBeenCalled();
    expect(instances[0]!.slidePrev).not.toHaveBeenCalled();
    // Further intent creates nothing more.
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Intent' }));
    await act(async () => {});
    expect(instances).toHaveLength(1);
  });

  it('keeps a Next click made before swiper exists and moves one slide once it has been created', async () => {
    pageLoading();
    render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(instances).toHaveLength(0);
    await act(async () => {});
    expect(instances).toHaveLength(1);
    const swiper = instances[0]!;
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    expect(swiper.slidePrev).not.toHaveBeenCalled();
    // Applied once only; later clicks go straight to swiper.
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('applies the last of several clicks made before swiper exists, once', async () => {
    pageLoading();
    render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    await act(async () => {});
    expect(instances).toHaveLength(1);
    expect(instances[0]!.slidePrev).toHaveBeenCalledTimes(1);
    expect(instances[0]!.slideNext).not.toHaveBeenCalled();
  });

  it('once started, new settings create the new swiper without waiting for the page to settle again', async () => {
    pageLoading();
    const { rerender } = render(<Carousel label="Intent" items={items} renderItem={(i) => i} />);
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Intent' }));
    await act(async () => {});
    expect(instances).toHaveLength(1);
    rerender(<Carousel label="Intent" items={items} renderItem={(i) => i} slidesPerView={2} />);
    await act(async () => {});
    expect(instances).toHaveLength(2);
    expect(instances[0]!.destroyed).toBe(true);
    expect(instances[1]!.params).toMatchObject({ slidesPerView: 2 });
  });

  it('creates one swiper for the latest settings when they change before its module has resolved', async () => {
    const { rerender, unmount } = render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    rerender(<Carousel label="L" items={items} renderItem={(i) => i} slidesPerView={2} />);
    const swiper = await createdSwiper();
    expect(swiper.params).toMatchObject({ slidesPerView: 2 });
    unmount();
    expect(swiper.destroy).toHaveBeenCalledTimes(1);
  });

  it('stays a static list when swiper fails to load, and a later mount tries again', async () => {
    // A fresh Carousel module (nothing cached) whose import of swiper fails (offline, blocked).
    vi.doMock('swiper', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { Carousel: FreshCarousel } = await import('./Carousel');
    const error = vi.spyOn(console, 'error');
    const first = render(<FreshCarousel label="L" items={items} renderItem={(i) => i} />);
    await expect(import('swiper')).rejects.toThrow();
    await pageSettled();
    await act(async () => {});
    expect(instances).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getAllByRole('group')).toHaveLength(6);
    first.unmount();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();

    vi.doMock('swiper', () => ({ default: FakeSwiper }));
    render(<FreshCarousel label="L" items={items} renderItem={(i) => i} />);
    await waitFor(() => expect(instances).toHaveLength(1));
  });
});
