import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GALLERY_ALBUMS, GALLERY_ITEMS } from '../../data/gallery';
import Gallery from './Gallery';

/** A controllable IntersectionObserver: records options and lets the test report intersections. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords() {
    return [];
  }
  /** Reports the observed targets as near the viewport. */
  reveal() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('Gallery', () => {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.instances = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('lists 77 photos, all as placeholders until they come near the viewport', () => {
    const { container } = render(<Gallery />);
    const tiles = screen.getAllByRole('button', { name: /^View larger: / });
    expect(tiles).toHaveLength(77);
    expect(container.querySelectorAll('ul img')).toHaveLength(0);
    // One observer per tile, each with the spec's 100 px offset.
    expect(FakeObserver.instances).toHaveLength(77);
    for (const observer of FakeObserver.instances) expect(observer.options.rootMargin).toBe('100px');
  });

  it('groups the photos into albums, each a headed section with its count, linked from the album list', () => {
    render(<Gallery />);
    const nav = screen.getByRole('navigation', { name: 'Albums' });
    for (const album of GALLERY_ALBUMS) {
      const count = GALLERY_ITEMS.filter((item) => item.album === album.id).length;
      const section = screen.getByRole('region', { name: `${album.title} ${count} photos` });
      expect(within(section).getAllByRole('button', { name: /^View larger: / })).toHaveLength(count);
      expect(within(nav).getByRole('link', { name: `${album.title} (${count})` }).getAttribute('href')).toBe(`#${section.id}`);
    }
  });

  it('captions every photo under its tile', () => {
    render(<Gallery />);
    const captions = document.querySelectorAll('figcaption');
    expect(captions).toHaveLength(77);
    expect(new Set([...captions].map((caption) => caption.textContent)).size).toBe(77);
    expect(captions[0]!.textContent).toBe(GALLERY_ITEMS[0]!.caption);
  });

  it('loads a photo (lazily, with its alt text and size) once its tile is near the viewport', () => {
    render(<Gallery />);
    const first = screen.getAllByRole('button', { name: /^View larger: / })[0]!;
    act(() => FakeObserver.instances[0]!.reveal());
    const img = within(first).getByRole('img');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe(GALLERY_ITEMS[0]!.alt);
    expect(img.getAttribute('width')).toBe('400');
    expect(img.getAttribute('height')).toBe('300');
    expect(img.getAttribute('srcset')).toMatch(/gallery-01-400\.[0-9a-f]+\.webp 400w/);
    // The others are still placeholders.
    expect(document.querySelectorAll('ul img')).toHaveLength(1);
  });

  it('without IntersectionObserver falls back to native lazy loading for every photo', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(<Gallery />);
    const images = document.querySelectorAll('ul img');
    expect(images).toHaveLength(77);
    for (const img of images) expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('opens a photo large and steps with the buttons and arrow keys', () => {
    render(<Gallery />);
    fireEvent.click(screen.getAllByRole('button', { name: /^View larger: / })[76]!);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(within(dialog).getByRole('heading', { name: 'Photo 77 of 77', hidden: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Next/, hidden: true }));
    expect(within(dialog).getByRole('heading', { name: 'Photo 1 of 77', hidden: true })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('heading', { name: 'Photo 77 of 77', hidden: true })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('heading', { name: 'Photo 2 of 77', hidden: true })).toBeTruthy();
    expect(within(dialog).getByRole('img', { hidden: true }).getAttribute('srcset')).toMatch(/gallery-02-1200\.[0-9a-f]+\.webp 1200w/);
  });
});
