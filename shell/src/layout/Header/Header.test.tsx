import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFileUrl } from '@site/shared/config/env';
import { siteConfig } from '@site/shared/config/site-config';
import { fetchList } from '@site/shared/api/client';
import { Header } from './Header';
import { OFFERS_PATH } from './useInitialPublicOffers';

vi.mock('@site/shared/api/client', () => ({ fetchList: vi.fn() }));

const OFFERS = [
  { offers_Document: 'uploads/ipo/draft-red-herring-prospectus.pdf', document_Name: 'Draft Red Herring Prospectus' },
  { offers_Document: 'uploads/ipo/abridged-prospectus.pdf', document_Name: 'Abridged Prospectus' },
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderHeader(path = '/') {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Where />
    </MemoryRouter>,
  );
  // The offers request starts once the page has settled; let it start and resolve.
  await waitFor(() => expect(fetchList).toHaveBeenCalled());
  await act(async () => {});
  return view;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const toggle = (name: string) => within(mainNav()).getByRole('button', { name });

beforeEach(() => {
  vi.mocked(fetchList).mockResolvedValue(OFFERS);
});
afterEach(() => {
  vi.mocked(fetchList).mockReset();
  document.body.style.overflow = '';
});

describe('Header desktop navigation', () => {
  it('lists the main links and marks the current one with aria-current="page"', async () => {
    await renderHeader('/about');
    const nav = mainNav();
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Dealer Network', '/dealer-networks'],
      ['Blog', '/blog'],
      ['Gallery', '/gallery'],
      ['Career', '/career'],
      ['Contact', '/contact'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(within(nav).getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe('/quote');
  });

  it('opens Products by its disclosure button and closes it again', async () => {
    await renderHeader();
    const products = toggle('Products');
    expect(products.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(products.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(within(panel as HTMLElement).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/product/pvc-electricals',
      '/product/pvc-electricals-fitting',
      '/product/pvc-water-pipes',
      '/product/pvc-water-pipes-fitting',
      '/product/flexible-hoses',
      '/product/solvent',
      '/product/green-hoses',
      '/product/water-tanks',
    ]);
    fireEvent.click(products);
    expect(products.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('keeps only one top-level dropdown open', async () => {
    await renderHeader();
    fireEvent.click(toggle('Products'));
    fireEvent.click(toggle('Investors'));
    expect(toggle('Products').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Investors').getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    await renderHeader();
    fireEvent.click(toggle('Products'));
    const first = screen.getByRole('link', { name: 'Rigid PVC Electrical Conduits' });
    first.focus();
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(toggle('Products').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('Products'));
  });

  it('closes on a click outside the navigation', async () => {
    await renderHeader();
    fireEvent.click(toggle('Investors'));
    fireEvent.pointerDown(document.body);
    expect(toggle('Investors').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a menu link navigates', async () => {
    await renderHeader();
    fireEvent.click(toggle('Products'));
    fireEvent.click(screen.getByRole('link', { name: 'Solvent Cement' }));
    expect(screen.getByTestId('where').textContent).toBe('/product/solvent');
    expect(toggle('Products').getAttribute('aria-expanded')).toBe('false');
  });

  it('Investors lists its pages, the landing page, and the two nested submenus as buttons', async () => {
    await renderHeader('/investors/committee');
    fireEvent.click(toggle('Investors'));
    const panel = document.getElementById(toggle('Investors').getAttribute('aria-controls') ?? '') as HTMLElement;
    const hrefs = within(panel)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/investors',
      '/investors/board-of-directors',
      '/investors/committee',
      '/investors/invertors-contact',
      '/investors/financial-result',
      '/investors/share-holders-pattern',
      '/investors/policies',
      '/investors/annual-report',
      '/investors/annual-return',
      '/investors/investors-grievances',
      '/investors/press-release',
      '/investors/credit-ratings',
      '/investors/investor-meets',
      '/investors/newspaper-publications',
      '/investors/key-contacts',
      '/investors/secretarial-compliance',
      '/investors/familiarisation-programme',
      '/investors/independent-directors-terms',
      '/investors/unclaimed-dividend',
    ]);
    expect(within(panel).getByRole('link', { name: 'Committees' }).getAttribute('aria-current')).toBe('page');
    expect(within(panel).getByRole('button', { name: 'Announcements' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Initial Public Offer' })).toBeTruthy();
  });

  it('opens one nested submenu at a time', async () => {
    await renderHeader();
    fireEvent.click(toggle('Investors'));
    const announcements = toggle('Announcements');
    const ipo = toggle('Initial Public Offer');
    fireEvent.click(announcements);
    expect(announcements.getAttribute('aria-expanded')).toBe('true');
    const announcementsPanel = document.getElementById(announcements.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(announcementsPanel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/investors/board-meeting',
      '/investors/general-meeting',
      '/investors/complainces',
      '/investors/other-announcements',
    ]);
    fireEvent.click(ipo);
    expect(ipo.getAttribute('aria-expanded')).toBe('true');
    expect(announcements.getAttribute('aria-expanded')).toBe('false');
    expect(announcementsPanel.hidden).toBe(true);
    fireEvent.click(announcements);
    expect(announcements.getAttribute('aria-expanded')).toBe('true');
    expect(ipo.getAttribute('aria-expanded')).toBe('false');
    // Escape closes the nested submenu first, then Investors.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(announcements.getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Investors').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(announcements);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(toggle('Investors').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle('Investors'));
  });

  it('fills Initial Public Offer from one request: PDF downloads in a new tab, then Material Documents', async () => {
    await renderHeader();
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetchList).mock.calls[0]?.[0]).toBe(OFFERS_PATH);
    fireEvent.click(toggle('Investors'));
    fireEvent.click(toggle('Initial Public Offer'));
    const panel = document.getElementById(toggle('Initial Public Offer').getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(3);
    const first = links[0] as HTMLAnchorElement;
    expect(first.getAttribute('href')).toBe(`${adminFileUrl(OFFERS[0]!.offers_Document)}?name=Draft%20Red%20Herring%20Prospectus.pdf`);
    expect(first.getAttribute('download')).toBe('Draft Red Herring Prospectus.pdf');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toContain('noopener');
    expect(first.textContent).toContain('PDF');
    expect(links[2]?.getAttribute('href')).toBe('/investors/material-documents');
    // Opening and closing menus does not fetch again.
    fireEvent.click(toggle('Investors'));
    fireEvent.click(toggle('Investors'));
    expect(fetchList).toHaveBeenCalledTimes(1);
  });

  it('without offers (failed fetch → []) the submenu still has Material Documents', async () => {
    vi.mocked(fetchList).mockResolvedValue([]);
    await renderHeader();
    fireEvent.click(toggle('Investors'));
    fireEvent.click(toggle('Initial Public Offer'));
    const panel = document.getElementById(toggle('Initial Public Offer').getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/investors/material-documents']);
  });
});

describe('Header logo', () => {
  it('is named by its visible words, then the rest of the company name (WCAG 2.5.3 label in name)', async () => {
    await renderHeader('/about');
    const link = screen.getByRole('link', { name: /, home$/ });
    expect(link.getAttribute('href')).toBe('/');
    // No aria-label overriding the content: the visible wordmark is the start of the name.
    expect(link.getAttribute('aria-label')).toBeNull();
    const visible = [...link.querySelectorAll('span:not(.visually-hidden)')]
      .filter((span) => span.children.length === 0)
      .map((span) => span.textContent);
    expect(visible).toEqual(siteConfig.shortName.split(' '));
    expect(link.textContent).toBe(`${siteConfig.shortName.replace(' ', '')}${siteConfig.companyName.slice(siteConfig.shortName.length)}, home`);
  });
});

describe('Header fixed bar', () => {
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  };
  afterEach(() => scrollTo(0));

  it('is fixed only once scrolled more than 45 px', async () => {
    const { container } = await renderHeader();
    const bar = container.querySelector('[data-header-bar]') as HTMLElement;
    expect(bar.dataset.fixed).toBe('false');
    act(() => scrollTo(45));
    expect(bar.dataset.fixed).toBe('false');
    act(() => scrollTo(46));
    expect(bar.dataset.fixed).toBe('true');
    act(() => scrollTo(10));
    expect(bar.dataset.fixed).toBe('false');
  });
});
