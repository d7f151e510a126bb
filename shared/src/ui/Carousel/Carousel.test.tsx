import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const items = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];

function renderCarousel(props: Partial<Parameters<typeof Carousel<string>>[0]> = {}) {
  return render(
    <Carousel
      label="Approvals"
      items={items}
      getKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
      slidesPerView={1}
      breakpoints={{ 768: 3, 992: 5 }}
      {...props}
    />,
  );
}

/** Swiper's module is loaded in an effect after the first render; wait until it has taken over. */
async function swiperStarted() {
  await waitFor(() => expect(document.querySelector('.swiper.swiper-initialized')).not.toBeNull());
}

/** Stubs matchMedia so '(prefers-reduced-motion: reduce)' answers `reduce`. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

// happy-dom has no layout: give swiper's container a width, as a browser would.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('swiper') ? 1000 : 0;
    },
  });
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Carousel (WAI-ARIA carousel pattern, real swiper)', () => {
  it('is a region named by its label with the carousel role description', async () => {
    renderCarousel();
    await swiperStarted();
    const region = screen.getByRole('region', { name: 'Approvals' });
    expect(region).toHaveProperty('tagName', 'SECTION');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('renders every slide as a group labelled "n of m" with its content', async () => {
    renderCarousel();
    await swiperStarted();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(6);
    slides.forEach((slide, index) => {
      expect(slide.getAttribute('aria-roledescription')).toBe('slide');
      expect(slide.getAttribute('aria-label')).toBe(`${index + 1} of 6`);
      expect(slide.textContent).toBe(items[index]);
    });
  });

  it('has previous and next buttons that control the slides container and no dots', async () => {
    renderCarousel();
    await swiperStarted();
    const region = screen.getByRole('region', { name: 'Approvals' });
    const previous = within(region).getByRole('button', { name: 'Previous slide' });
    const next = within(region).getByRole('button', { name: 'Next slide' });
    const slidesId = previous.getAttribute('aria-controls');
    expect(slidesId).toBeTruthy();
    expect(next.getAttribute('aria-controls')).toBe(slidesId);
    expect(document.getElementById(slidesId!)?.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
    expect(region.querySelector('.swiper-pagination, [role="tablist"]')).toBeNull();
  });

  it('declares its slides per view by breakpoint for the layout before swiper starts', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Approvals' });
    expect(region.getAttribute('data-spv')).toBe('1');
    expect(region.getAttribute('data-spv-768')).toBe('3');
    expect(region.getAttribute('data-spv-992')).toBe('5');
    // This is the first frame: swiper has not started yet.
    expect(region.querySelector('.swiper-initialized')).toBeNull();
  });

  it('without autoplay: no rotation button and a polite live region', async () => {
    renderCarousel();
    await swiperStarted();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    const slidesId = screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')!;
    expect(document.getElementById(slidesId)?.getAttribute('aria-live')).toBe('polite');
  });

  it('with autoplay: the live region is off while rotating; the keyboard-operable pause button stops rotation and says so', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    renderCarousel({ autoplay: { delayMs: 3000 } });
    await swiperStarted();
    const slidesId = screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')!;
    const live = () => document.getElementById(slidesId)?.getAttribute('aria-live');
    expect(live()).toBe('off');
    // The rotation control is the first tab stop of the carousel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start automatic slide show' }));
    // Focus inside pauses too; move it out to check the stop is persistent.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(live()).toBe('polite');
    screen.getByRole('button', { name: 'Start automatic slide show' }).focus();
    await user.keyboard(' ');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.getByRole('button', { name: 'Stop automatic slide show' })).toBeTruthy();
    expect(live()).toBe('off');
  });

  it('pauses rotation while keyboard focus is inside, resumes when it leaves', async () => {
    stubReducedMotion(false);
    renderCarousel({ autoplay: true });
    await swiperStarted();
    const next = screen.getByRole('button', { name: 'Next slide' });
    const live = () => document.getElementById(next.getAttribute('aria-controls')!)?.getAttribute('aria-live');
    expect(live()).toBe('off');
    act(() => next.focus());
    expect(live()).toBe('polite');
    act(() => next.blur());
    expect(live()).toBe('off');
  });

  it('does not autoplay (and shows no rotation button) when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    renderCarousel({ autoplay: true });
    await swiperStarted();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    const slidesId = screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')!;
    expect(document.getElementById(slidesId)?.getAttribute('aria-live')).toBe('polite');
  });

  it('waits for the page to settle, but starts at once (and keeps the click) when Next is pressed first', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      renderCarousel();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(document.querySelector('.swiper.swiper-initialized')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      await swiperStarted();
      expect(document.querySelector('.swiper-slide-active')?.getAttribute('aria-label')).toBe('2 of 6');
    } finally {
      readyState.mockRestore();
    }
  });

  it('hides previous/next when every item fits in view, before and after swiper starts', async () => {
    render(<Carousel label="One" items={['only']} renderItem={(item) => item} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    await swiperStarted();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
  });
});
