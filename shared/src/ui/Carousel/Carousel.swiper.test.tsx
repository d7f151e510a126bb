// What the wrapper asks of swiper (spec §9 settings) and what its controls make swiper do, with
// swiper replaced by a recorder: happy-dom has no layout, so real slide movement is an e2e matter.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
  destroy() {
    this.destroyed = true;
  }
}
vi.mock('swiper', () => ({ default: FakeSwiper }));

const { Carousel } = await import('./Carousel');
const items = ['a', 'b', 'c', 'd', 'e', 'f'];

beforeEach(() => {
  instances.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel → swiper', () => {
  it('uses the spec §9 settings: 500 ms, one slide per move, loop, breakpoints as slides per view', () => {
    render(<Carousel label="L" items={items} renderItem={(i) => i} breakpoints={{ 768: 3, 992: 5 }} />);
    const swiper = instances.at(-1)!;
    expect(swiper.params).toMatchObject({
      speed: 500,
      slidesPerView: 1,
      slidesPerGroup: 1,
      loop: true,
      breakpoints: { 768: { slidesPerView: 3 }, 992: { slidesPerView: 5 } },
    });
  });

  it('rewinds instead of looping when there are too few items to loop at the widest view', () => {
    render(<Carousel label="L" items={['a', 'b', 'c']} renderItem={(i) => i} breakpoints={{ 992: 3 }} />);
    expect(instances.at(-1)!.params).toMatchObject({ loop: false, rewind: true });
  });

  it('previous and next buttons move one slide', () => {
    render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    const swiper = instances.at(-1)!;
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(swiper.slideNext).toHaveBeenCalledTimes(2);
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('autoplay moves every delay until paused, and again after play', () => {
    vi.useFakeTimers();
    render(<Carousel label="L" items={items} renderItem={(i) => i} autoplay={{ delayMs: 1000 }} />);
    const swiper = instances.at(-1)!;
    act(() => vi.advanceTimersByTime(3000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(3);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(4);
  });

  it('autoplay pauses while hovered', () => {
    vi.useFakeTimers();
    render(<Carousel label="Hover" items={items} renderItem={(i) => i} autoplay={{ delayMs: 1000 }} />);
    const swiper = instances.at(-1)!;
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Hover' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Hover' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
  });

  it('never autoplays when reduced motion is preferred, and moves without animation', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    render(<Carousel label="L" items={items} renderItem={(i) => i} autoplay={{ delayMs: 1000 }} />);
    const swiper = instances.at(-1)!;
    act(() => vi.advanceTimersByTime(10_000));
    expect(swiper.slideNext).not.toHaveBeenCalled();
    expect(swiper.params.speed).toBe(0);
  });

  it('creates swiper only after render and destroys it on unmount', () => {
    const { unmount } = render(<Carousel label="L" items={items} renderItem={(i) => i} />);
    const swiper = instances.at(-1)!;
    expect(swiper.el.classList.contains('swiper')).toBe(true);
    unmount();
    expect(swiper.destroyed).toBe(true);
  });
});
