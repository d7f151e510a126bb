// Standard packs of the fittings catalogue equal spec §9, written out literally here.
import { screen, within } from '@testing-library/react';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import { LocaleContext } from '@site/shared/i18n/react';
import { describe, expect, it } from 'vitest';
import { bodyRows, renderScreen, tableNamed } from '../../test/render';
import userEvent from '@testing-library/user-event';
import { FITTING_GROUP_CAROUSEL, FITTING_GROUPS } from '../../data/electrical-fittings';
import { CatalogueCard } from './CatalogueCard';
import ElectricalFittings from './ElectricalFittings';

describe('Electrical fittings page', () => {
  it('has one h1 and a Get a quote link', () => {
    renderScreen(<ElectricalFittings />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/quote');
  });

  it('every card shows Size vs Standard Pack exactly as §9', () => {
    const { container } = renderScreen(<ElectricalFittings />);
    const expected: Record<string, string[][]> = {
      'Circular boxes': [['20 mm', '50'], ['25 mm', '40']],
      'Deep circular boxes': [['20 mm', '30'], ['25 mm', '25']],
      Bends: [['16 mm', '500'], ['20 mm', '500'], ['25 mm', '300'], ['32 mm', '300'], ['40 mm', '200']],
      'Long bends': [['20 mm', '250'], ['25 mm', '150']],
      'Fan hook box': [['One size', '50']],
      Couplers: [['16 mm', '500'], ['20 mm', '2000'], ['25 mm', '1250'], ['32 mm', '1000'], ['40 mm', '600']],
      Elbows: [['20 mm', '50'], ['25 mm', '40']],
      Tees: [['20 mm', '50'], ['25 mm', '40']],
      'Saddle straps': [['20 mm', '50'], ['25 mm', '40']],
    };
    for (const [title, rows] of Object.entries(expected)) {
      const table = tableNamed(container, `${title}: size and standard pack`);
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      expect(headers).toEqual(['Size', 'Standard Pack']);
      expect(bodyRows(table), title).toEqual(rows);
    }
    expect(container.querySelectorAll('table')).toHaveLength(Object.keys(expected).length);
  });

  it('three groups of cards, each a carousel whose cards all fit in view from 992 px', () => {
    renderScreen(<ElectricalFittings />);
    for (const group of ['Junction boxes', 'Bends and couplers', 'Elbows, tees and saddles']) {
      const carousel = screen.getByRole('region', { name: group, hidden: false });
      // Its own slides, not those of the photo sliders inside its cards.
      const slides = [...carousel.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => slide.parentElement?.closest('[aria-roledescription="carousel"]') === carousel);
      expect(slides).toHaveLength(3);
      // The page's CSS drops the carousel's side gutters from 992 px on that promise.
      expect(Number(carousel.getAttribute('data-spv-992'))).toBeGreaterThanOrEqual(slides.length);
    }
    for (const group of FITTING_GROUPS) expect(group.cards.length).toBeLessThanOrEqual(FITTING_GROUP_CAROUSEL.breakpoints[992]);
  });

  it('every card has a photo (no empty grey block) and its own alt text', () => {
    renderScreen(<ElectricalFittings />);
    expect(screen.queryByTestId('no-photo')).toBeNull();
    for (const card of FITTING_GROUPS.flatMap((group) => group.cards)) {
      const article = screen.getByRole('article', { name: card.title });
      const slider = within(article).getByRole('region', { name: `${card.title} photos` });
      const images = within(slider).getAllByRole('img', { hidden: true });
      expect(images.map((img) => img.getAttribute('alt'))).toEqual(card.photos.map((photo) => photo.alt));
      expect(images.every((img) => img.getAttribute('alt'))).toBe(true);
    }
  });

  it('a card photo slider moves one photo per click, wraps round and keeps its buttons under the photo', async () => {
    const user = userEvent.setup();
    renderScreen(<ElectricalFittings />);
    const slider = screen.getByRole('region', { name: 'Circular boxes photos' });
    const track = slider.querySelector('[data-index]')!;
    const slides = within(slider).getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2']);
    expect(track.getAttribute('data-index')).toBe('0');
    expect(slides[1]!.getAttribute('aria-hidden')).toBe('true');
    await user.click(within(slider).getByRole('button', { name: 'Next photo' }));
    expect(track.getAttribute('data-index')).toBe('1');
    expect(slides[0]!.getAttribute('aria-hidden')).toBe('true');
    expect(slides[1]!.getAttribute('aria-hidden')).toBeNull();
    expect(within(slider).getByText('Photo 2 of 2')).toBeTruthy();
    await user.click(within(slider).getByRole('button', { name: 'Next photo' }));
    expect(track.getAttribute('data-index')).toBe('0');
    await user.click(within(slider).getByRole('button', { name: 'Previous photo' }));
    expect(track.getAttribute('data-index')).toBe('1');
    // The buttons come after the photos, in their own row (not inside the picture's box).
    const viewport = track.parentElement!;
    expect(viewport.contains(within(slider).getByRole('button', { name: 'Next photo' }))).toBe(false);
    // A single photo: no buttons.
    const deep = screen.getByRole('region', { name: 'Deep circular boxes photos' });
    expect(within(deep).queryByRole('button')).toBeNull();
  });

  it('a card without photos still shows the spec\'s empty grey block', () => {
    renderScreen(<CatalogueCard card={{ id: 'x', title: 'Sample', subtitle: 'No photo yet', sizes: ['20 mm'], standardPacks: ['50'], photos: [] }} />);
    const card = screen.getByRole('article', { name: 'Sample' });
    expect(within(card).getByTestId('no-photo')).toBeTruthy();
    expect(within(card).queryByRole('img')).toBeNull();
  });

  it('three fitting classes, the colour note, two brochures and the quality-analysis list', () => {
    renderScreen(<ElectricalFittings />);
    for (const name of ['ISI Premium', 'Speed', 'Deluxe']) expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(/two standard colours/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /\(PDF\)$/ }).map((a) => a.textContent);
    expect(links).toEqual(['Download Electrical brochure (PDF)', 'Download Corporate brochure (PDF)']);
    const quality = screen.getByRole('region', { name: 'Quality tests' });
    expect(within(quality).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Visual examination',
      'Dimensions',
      'Heat',
      'Burning',
      'Electrical characteristics',
      'Moisture absorption',
      'Chemical action',
      'Copper test',
      'Oil',
      'Impact',
    ]);
  });

  it("on a Malayalam page: the one-size cell in Malayalam, the classes' brand names marked English", async () => {
    await loadCatalogs('ml');
    const { container } = renderScreen(
      <LocaleContext value="ml">
        <ElectricalFittings />
      </LocaleContext>,
    );
    expect(container.textContent).not.toContain('One size');
    expect(screen.getAllByText('ഒറ്റ വലുപ്പം')).toHaveLength(1);
    for (const name of ['ISI Premium', 'Speed', 'Deluxe']) expect(screen.getByRole('heading', { level: 3, name }).getAttribute('lang')).toBe('en-IN');
  });
});
