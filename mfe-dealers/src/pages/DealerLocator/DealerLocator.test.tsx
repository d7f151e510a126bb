import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealerSearchResult } from '@site/shared/types/entities';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import { LocaleContext } from '@site/shared/i18n/react';
import DealerLocator from './DealerLocator';
import { DealerDetailsModal } from './DealerDetailsModal/DealerDetailsModal';

const fetchList = vi.fn<(path: string) => Promise<unknown[]>>();
const post = vi.fn<(path: string, body: FormData) => Promise<{ data: unknown }>>();
vi.mock('@site/shared/api/client', () => ({
  fetchList: (path: string) => fetchList(path),
  api: () => ({ post: (path: string, body: FormData) => post(path, body) }),
}));

const STATES = [
  { id: 1, name: 'Kerala' },
  { id: 2, name: 'Tamil Nadu' },
];
const DISTRICTS: Record<string, { id: number; name: string }[]> = {
  '1': [
    { id: 1, name: 'Thiruvananthapuram' },
    { id: 2, name: 'Kollam' },
  ],
  '2': [{ id: 15, name: 'Tenkasi' }],
};
const DEALERS: DealerSearchResult[] = [
  {
    name: 'Thekkethil Electricals',
    address: 'T.B. Junction, Main Road, Punalur',
    phone: '9846000108',
    location: 'https://www.google.com/maps/search/?api=1&query=9.0176,76.9261',
  },
  { name: 'Pulamon Hardwares', address: 'Pulamon Junction, Kottarakkara', phone: '9447000129', location: 'Near KSRTC bus stand' },
  { name: 'Vallikkavu Agencies', address: null, phone: '9496000136', location: null },
];

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);
const statusText = () => screen.getAllByRole('status')[0]!.textContent;
const flush = () => act(async () => {});
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function renderPage() {
  render(<DealerLocator />);
  await flush();
}

beforeEach(() => {
  fetchList.mockReset();
  post.mockReset();
  fetchList.mockImplementation(async (path) => {
    if (path === '/dealers/list-states') return STATES;
    const id = /^\/dealers\/list-districts\/(\d+)$/.exec(path)?.[1];
    return id ? (DISTRICTS[id] ?? []) : [];
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DealerLocator search form', () => {
  it('loads the states on opening; selects have disabled placeholder options', async () => {
    await renderPage();
    expect(fetchList).toHaveBeenCalledWith('/dealers/list-states');
    expect(optionTexts(select('State'))).toEqual(['Select state', 'Kerala', 'Tamil Nadu']);
    expect(select('State').options[1]!.getAttribute('lang')).toBeNull();
    expect(optionTexts(select('Dealer type'))).toEqual(['Select dealer type', 'Dealer', 'Distributor']);
    expect([...select('Dealer type').options].map((o) => o.value)).toEqual(['', '2', '1']);
    expect(optionTexts(select('Sector'))).toEqual(['Select sector', 'Electrical', 'Water pipe']);
    expect([...select('Sector').options].map((o) => o.value)).toEqual(['', '1', '2']);
    for (const name of ['Dealer type', 'Sector', 'State', 'District']) {
      expect(select(name).options[0]!.disabled, name).toBe(true);
    }
    expect(screen.getByPlaceholderText('PIN code or location')).toBeTruthy();
  });

  it("on a Malayalam page marks the admin host's English state names, not the translated placeholder", async () => {
    await loadCatalogs('ml');
    render(
      <LocaleContext value="ml">
        <DealerLocator />
      </LocaleContext>,
    );
    await flush();
    const options = [...(screen.getAllByRole('combobox')[2] as HTMLSelectElement).options];
    expect(options.map((option) => [option.text, option.getAttribute('lang')])).toEqual([
      [options[0]!.text, null],
      ['Kerala', 'en-IN'],
      ['Tamil Nadu', 'en-IN'],
    ]);
    expect(options[0]!.text).toMatch(/[\u0D00-\u0D7F]/);
  });

  it("on a Malayalam page marks the dealer's name and address in the detail modal", async () => {
    await loadCatalogs('ml');
    render(
      <LocaleContext value="ml">
        <DealerDetailsModal dealer={DEALERS[0]!} onClose={() => {}} />
      </LocaleContext>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Thekkethil Electricals' }).getAttribute('lang')).toBe('en-IN');
    expect(screen.getByText('T.B. Junction, Main Road, Punalur').getAttribute('lang')).toBe('en-IN');
  });

  it('loads the districts whenever the state changes, and resets the district', async () => {
    await renderPage();
    expect(optionTexts(select('District'))).toEqual(['Select district']);
    fireEvent.change(select('State'), { target: { value: '1' } });
    await flush();
    expect(fetchList).toHaveBeenCalledWith('/dealers/list-districts/1');
    expect(optionTexts(select('District'))).toEqual(['Select district', 'Thiruvananthapuram', 'Kollam']);
    fireEvent.change(select('District'), { target: { value: '2' } });
    expect(select('District').value).toBe('2');
    fireEvent.change(select('State'), { target: { value: '2' } });
    expect(select('District').value).toBe('');
    await flush();
    expect(fetchList).toHaveBeenCalledWith('/dealers/list-districts/2');
    expect(optionTexts(select('District'))).toEqual(['Select district', 'Tenkasi']);
  });

  it('keeps the lists empty when they cannot be loaded', async () => {
    fetchList.mockResolvedValue([]);
    await renderPage();
    expect(optionTexts(select('State'))).toEqual(['Select state']);
  });
});

describe('DealerLocator search', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });

  it("shows 'Search Location', then the loader for at least a second, then the results", async () => {
    post.mockResolvedValue({ data: DEALERS });
    await renderPage();
    expect(statusText()).toBe('Search Location');
    fireEvent.change(select('Dealer type'), { target: { value: '2' } });
    fireEvent.change(screen.getByPlaceholderText('PIN code or location'), { target: { value: 'Kollam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await flush();
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/dealers/search');
    expect(Object.fromEntries(body.entries())).toEqual({ type: '2', sector: '', state: '', district: '', pin: 'Kollam' });
    expect(statusText()).toBe('Searching for dealers…');
    await advance(999);
    expect(statusText()).toBe('Searching for dealers…');
    expect(screen.queryByRole('list', { name: 'Dealers found' })).toBeNull();
    await advance(1);
    expect(statusText()).toBe('2 dealers found');
    const cards = within(screen.getByRole('list', { name: 'Dealers found' })).getAllByRole('article');
    // Sorted by town at first: Kottarakkara before Punalur.
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Pulamon Hardwares',
      'Thekkethil Electricals',
    ]);
    const punalur = within(cards[1]!);
    expect(punalur.getByText('T.B. Junction, Main Road, Punalur')).toBeTruthy();
    // Tap-to-call, written in the site's one phone format.
    expect(punalur.getByRole('link', { name: '+91 98460 00108' }).getAttribute('href')).toBe('tel:+919846000108');
    expect(punalur.getByRole('button', { name: 'View Location: Thekkethil Electricals' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
  });

  it('sorts by name or town, and shows 12 cards at a time with Show more', async () => {
    const many: DealerSearchResult[] = Array.from({ length: 30 }, (_, i) => ({
      name: `Dealer ${String(30 - i).padStart(2, '0')}`,
      address: `Road ${i}, Town ${String.fromCharCode(65 + (i % 26))}, Kollam District, Kerala - 691001`,
      phone: `94470${String(i).padStart(5, '0')}`,
      location: null,
    }));
    post.mockResolvedValue({ data: many });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(statusText()).toBe('30 dealers found');
    const names = () => within(screen.getByRole('list', { name: 'Dealers found' })).getAllByRole('heading').map((h) => h.textContent);
    expect(names()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 30')).toBeTruthy();
    expect(names().slice(0, 2)).toEqual(['Dealer 04', 'Dealer 30']); // Town A: rows 0 and 26
    fireEvent.change(select('Sort by'), { target: { value: 'name' } });
    expect(names().slice(0, 3)).toEqual(['Dealer 01', 'Dealer 02', 'Dealer 03']);
    fireEvent.click(screen.getByRole('button', { name: 'Show 12 more dealers' }));
    expect(names()).toHaveLength(24);
    // Keyboard users carry on from the first new card.
    expect(document.activeElement?.textContent).toBe('Dealer 13');
    fireEvent.click(screen.getByRole('button', { name: 'Show 6 more dealers' }));
    expect(names()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /more dealers/ })).toBeNull();
    expect(screen.getByText('Showing 30 of 30')).toBeTruthy();
  });

  it("shows 'Data not Found!' when a search with a criterion finds nothing", async () => {
    post.mockResolvedValue({ data: 'No data found' });
    await renderPage();
    fireEvent.change(select('Sector'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(statusText()).toBe('Data not Found!');
  });

  it("treats results without an address as none: 'Data not Found!'", async () => {
    post.mockResolvedValue({ data: [DEALERS[2]] });
    await renderPage();
    fireEvent.change(screen.getByPlaceholderText('PIN code or location'), { target: { value: 'Karunagappally' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(statusText()).toBe('Data not Found!');
  });

  it('searches everything when no criterion is chosen', async () => {
    post.mockResolvedValue({ data: DEALERS });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(Object.fromEntries(post.mock.calls[0]![1].entries())).toEqual({ type: '', sector: '', state: '', district: '', pin: '' });
    expect(statusText()).toBe('2 dealers found');
  });

  it("does not say 'Data not Found!' after an empty search that found nothing", async () => {
    post.mockResolvedValue({ data: 'No data found' });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(statusText()).toBe('Search Location');
  });

  it('stops the loader and says so when the search fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(Object.assign(new Error('Network Error'), { response: undefined }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(statusText()).toBe('Search failed. Please try again.');
    expect(error).toHaveBeenCalled();
  });

  it('asks the visitor to wait when the admin host rate-limits the search', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(Object.assign(new Error('429'), { response: { status: 429, data: {} } }));
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(statusText()).toMatch(/Too many searches/);
  });

  it('shows only the latest search when searches overlap', async () => {
    let answerFirst: (value: { data: unknown }) => void = () => {};
    post.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    post.mockResolvedValueOnce({ data: [DEALERS[1]] });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    answerFirst({ data: DEALERS });
    await flush();
    expect(statusText()).toBe('1 dealer found');
  });

  it('opens one detail modal from View Location and gives focus back when it closes', async () => {
    post.mockResolvedValue({ data: DEALERS });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    const view = screen.getByRole('button', { name: 'View Location: Pulamon Hardwares' });
    view.focus();
    fireEvent.click(view);
    const dialog = screen.getByRole('dialog', { name: 'Pulamon Hardwares' });
    expect(within(dialog).getByText('Map location not found')).toBeTruthy();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(document.activeElement).toBe(view);
    expect(document.body.style.overflow).toBe('');
  });

  it('returns focus to View Location even when the click did not focus it', async () => {
    post.mockResolvedValue({ data: DEALERS });
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    const view = screen.getByRole('button', { name: 'View Location: Thekkethil Electricals' });
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.click(view);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(document.activeElement).toBe(view);
  });

  it('invites a search while idle: the pin, the spec title and how to search, no dashed placeholder (issue 29)', async () => {
    await renderPage();
    const status = screen.getAllByRole('status')[0]!;
    const block = status.parentElement!;
    expect(block.getAttribute('data-state')).toBe('idle');
    expect(statusText()).toBe('Search Location');
    expect(within(block).getByText(/then press Search\. Search with nothing chosen to see our whole network\./)).toBeTruthy();
    expect(block.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    // The invitation goes with the first search; the live region is the same element throughout.
    post.mockResolvedValue({ data: DEALERS });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(screen.getAllByRole('status')[0]).toBe(status);
    expect(block.getAttribute('data-state')).toBe('results');
    expect(within(block).queryByText(/Search with nothing chosen/)).toBeNull();
    expect(block.querySelector('svg')).toBeNull();
  });

  it('says on each card, and in its details, that it is a dealer or a distributor when the search asked for one', async () => {
    post.mockResolvedValue({ data: DEALERS });
    await renderPage();
    fireEvent.change(select('Dealer type'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(statusText()).toBe('2 distributors found');
    const cards = within(screen.getByRole('list', { name: 'Dealers found' })).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['Distributor', 'Distributor']);
    fireEvent.click(within(cards[1]!).getByRole('button', { name: /View Location/ }));
    const dialog = screen.getByRole('dialog', { name: 'Thekkethil Electricals' });
    expect(within(dialog).getByText('Distributor')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '+91 98460 00108' }).getAttribute('href')).toBe('tel:+919846000108');
    expect(within(dialog).getByRole('link', { name: /Get directions/ }).getAttribute('href')).toContain('https://www.google.com/maps/dir/');
    // Escape (the dialog's cancel) closes it; focus goes back to the card's button.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(within(cards[1]!).getByRole('button', { name: /View Location/ }));

    // A dealer search labels them dealers; a search of any type does not guess.
    fireEvent.change(select('Dealer type'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    const kinds = () => within(screen.getByRole('list', { name: 'Dealers found' })).getAllByRole('article').map((card) => card.querySelector('p')?.textContent ?? null);
    expect(kinds()).toEqual(['Dealer', 'Dealer']);

    // Any type: each card says what the admin host's type code says, and nothing without one.
    fireEvent.change(select('Dealer type'), { target: { value: '' } });
    post.mockResolvedValue({ data: [{ ...DEALERS[0], type: 1 }, { ...DEALERS[1], type: 2 }] });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(new Set(kinds())).toEqual(new Set(['Distributor', 'Dealer']));
    post.mockResolvedValue({ data: DEALERS });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await advance(1000);
    expect(kinds().every((kind) => kind !== 'Dealer' && kind !== 'Distributor')).toBe(true);
  });
});
