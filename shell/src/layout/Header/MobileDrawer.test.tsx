import { act, waitFor, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchList } from '@site/shared/api/client';
import { Header } from './Header';

vi.mock('@site/shared/api/client', () => ({ fetchList: vi.fn() }));

const OFFER = { offers_Document: 'uploads/ipo/red-herring.pdf', document_Name: 'Red Herring Prospectus' };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
      <Where />
    </MemoryRouter>,
  );
  // The offers request starts once the page has settled (an idle callback, late on a loaded machine:
  // CI saw the submenu without them); let it start and resolve, as Header.test.tsx does.
  await waitFor(() => expect(fetchList).toHaveBeenCalled(), { timeout: 5_000 });
  await act(async () => {});
}

/** The hamburger (while the drawer is open its label, 'Close menu', is shared with the drawer's close button). */
const hamburger = () => document.querySelector<HTMLButtonElement>('button[aria-controls="site-drawer"]') as HTMLButtonElement;
/** Taps the hamburger; the drawer is painted first and becomes modal (focus inside) a frame later. */
const openDrawer = async () => {
  const button = screen.getByRole('button', { name: 'Open menu' });
  button.focus();
  fireEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
};
/** The links of the drawer's current menu level (the language switch below it is its own navigation). */
const menuLinks = (dialog: HTMLElement) => within(within(dialog).getByRole('navigation', { name: levelTitle(dialog) ?? '' })).getAllByRole('link');
const levelTitle = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 2 }).textContent;

beforeEach(() => vi.mocked(fetchList).mockResolvedValue([OFFER]));
afterEach(() => {
  vi.mocked(fetchList).mockReset();
  document.body.style.overflow = '';
});

describe('mobile drawer', () => {
  it('the hamburger is a disclosure for the drawer, labelled Open/Close menu', async () => {
    await renderAt('/about');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('site-drawer');
    const dialog = await openDrawer();
    expect(dialog.id).toBe('site-drawer');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(hamburger().getAttribute('aria-expanded')).toBe('true');
    expect(hamburger().getAttribute('aria-label')).toBe('Close menu');
  });

  it.each([
    ['/about', 'Menu'],
    ['/', 'Menu'],
    ['/product/solvent', 'Products'],
    ['/investors/committee', 'Investors'],
  ])('opened on %s it starts at the %s level', async (path, title) => {
    await renderAt(path);
    expect(levelTitle(await openDrawer())).toBe(title);
  });

  it('moves focus into the drawer and locks page scroll while open', async () => {
    await renderAt('/about');
    const dialog = await openDrawer();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(hamburger());
  });

  it('walks down to a nested list and back up one level at a time', async () => {
    await renderAt('/about');
    const dialog = await openDrawer();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Investors menu' }));
    expect(levelTitle(dialog)).toBe('Investors');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Back' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Initial Public Offer menu' }));
    expect(levelTitle(dialog)).toBe('Initial Public Offer');
    const offer = within(dialog).getByRole('link', { name: /Red Herring Prospectus/ });
    expect(offer.getAttribute('download')).toBe('Red Herring Prospectus.pdf');
    expect(within(dialog).getByRole('link', { name: 'Material Documents' }).getAttribute('href')).toBe('/investors/material-documents');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(levelTitle(dialog)).toBe('Investors');
    // Back returns focus to the entry it came from.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Initial Public Offer menu' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Announcements menu' }));
    expect(menuLinks(dialog).map((link) => link.getAttribute('href'))).toEqual([
      '/investors/board-meeting',
      '/investors/general-meeting',
      '/investors/complainces',
      '/investors/other-announcements',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(levelTitle(dialog)).toBe('Menu');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    await renderAt('/product/solvent');
    const dialog = await openDrawer();
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(hamburger());
  });

  it('closes when a link is followed, and on a backdrop click', async () => {
    await renderAt('/');
    let dialog = await openDrawer();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Gallery' }));
    expect(screen.getByTestId('where').textContent).toBe('/gallery');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    dialog = await openDrawer();
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('keeps Tab inside the drawer', async () => {
    await renderAt('/about');
    const dialog = await openDrawer();
    const focusable = dialog.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0] as HTMLElement;
    const last = focusable[focusable.length - 1] as HTMLElement;
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('the main level lists every main link and Get a Quote', async () => {
    await renderAt('/career');
    const dialog = await openDrawer();
    expect(menuLinks(dialog).map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/dealer-networks',
      '/blog',
      '/gallery',
      '/career',
      '/contact',
      '/quote',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Career' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers the page in English and മലയാളം under every level, each name in its own language', async () => {
    await renderAt('/career');
    const dialog = await openDrawer();
    const language = within(dialog).getByRole('navigation', { name: 'Language' });
    const links = within(language).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')])).toEqual([
      ['English', '/career', 'en-IN'],
      ['മലയാളം', '/ml/career', 'ml'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
  });
});
