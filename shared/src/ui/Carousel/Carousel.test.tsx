import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** Stubs matchMedia so '(prefers-reduced-motion: reduce)' answers `reduce`. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Carousel (WAI-ARIA carousel pattern)', () => {
  it('is a region named by its label with the carousel role description', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Approvals' });
    expect(region).toHaveProperty('tagName', 'SECTION');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('renders every slide as a group labelled "n of m" with its content', () => {
    renderCarousel();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(6);
    slides.forEach((slide, index) => {
      expect(slide.getAttribute('aria-roledescription')).toBe('slide');
      expect(slide.getAttribute('aria-label')).toBe(`${index + 1} of 6`);
      expect(slide.textContent).toBe(items[index]);
    });
  });

  it('has previous and next buttons that control the slides container and no dots', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Approvals' });
    const previous = within(region).getByRole('button', { name: 'Previous slide' });
    const next = within(region).getByRole('button', { name: 'Next slide' });
    const slidesId = previous.getAttribute('aria-controls');
    expect(slidesId).toBeTruthy();
    expect(next.getAttribute('aria-controls')).toBe(slidesId);
    expect(document.getElementById(slidesId!)?.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
    // No dots: the two arrows are its only buttons.
    expect(region.querySelector('[role="tablist"], [role="tab"]')).toBeNull();
    expect(within(region).getAllByRole('button')).toEqual([previous, next]);
  });

  it('declares its slides per view by breakpoint for the CSS layout, in the server HTML already', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<Carousel label="Approvals" items={items} renderItem={(item) => <p>{item}</p>} slidesPerView={1} breakpoints={{ 768: 3, 992: 5 }} />);
    const region = html.querySelector('section')!;
    expect(region.getAttribute('data-spv')).toBe('1');
    expect(region.getAttribute('data-spv-768')).toBe('3');
    expect(region.getAttribute('data-spv-992')).toBe('5');
    // Six items never fit: the controls are there at every width.
    expect([region.getAttribute('data-fit'), region.getAttribute('data-fit-768'), region.getAttribute('data-fit-992')]).toEqual(['0', '0', '0']);
    // The server cannot know the width: no slide is inert yet, the track is not shifted, and
    // nothing is an inline style (the Content-Security-Policy allows none).
    expect(html.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(6);
    expect(html.querySelector('[inert], [data-offset], [style]')).toBeNull();
  });

  it('without autoplay: no rotation button and a polite live region', () => {
    renderCarousel();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    const slidesId = screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')!;
    expect(document.getElementById(slidesId)?.getAttribute('aria-live')).toBe('polite');
  });

  it('with autoplay: the live region is off while rotating; the keyboard-operable pause button stops rotation and says so', async () => {
    stubReducedMotion(false);
    const user = userEvent.setup();
    renderCarousel({ autoplay: { delayMs: 3000 } });
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

  it('pauses rotation while keyboard focus is inside, resumes when it leaves', () => {
    stubReducedMotion(false);
    renderCarousel({ autoplay: true });
    const next = screen.getByRole('button', { name: 'Next slide' });
    const live = () => document.getElementById(next.getAttribute('aria-controls')!)?.getAttribute('aria-live');
    expect(live()).toBe('off');
    act(() => next.focus());
    expect(live()).toBe('polite');
    act(() => next.blur());
    expect(live()).toBe('off');
  });

  it('does not autoplay (and shows no rotation button) when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    renderCarousel({ autoplay: true });
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    const slidesId = screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-controls')!;
    expect(document.getElementById(slidesId)?.getAttribute('aria-live')).toBe('polite');
  });

  it('moves at once when Next is pressed while the page is still loading: nothing to wait for', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      renderCarousel();
      fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
      const inView = screen.getAllByRole('group').filter((slide) => !slide.hasAttribute('inert'));
      expect(inView[0]?.getAttribute('aria-label')).toBe('2 of 6');
    } finally {
      readyState.mockRestore();
    }
  });

  it('hides previous/next when every item fits in view, in the server HTML and after hydration', () => {
    const carousel = <Carousel label="One" items={['only']} renderItem={(item) => item} />;
    const html = document.createElement('div');
    html.innerHTML = renderToString(carousel);
    expect(html.querySelector('button')?.closest('[hidden]')).toBeTruthy();
    render(carousel);
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
  });
});
