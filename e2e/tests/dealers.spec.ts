// The dealer locator (/dealer-networks) on the real stack: states and districts, searches and the
// dealers they find come from the real admin host; the expectations are read from the admin host
// itself or restated from the spec (§2.6, §4, §5, §7), never imported from the remote.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { ADMIN_HOST, expect, test, armMailDraft } from './support/fixtures.ts';
import { VARIANT_PORTS } from './support/ports.ts';
import { startVariantShell } from './support/variants.ts';

interface Place {
  id: number;
  name: string;
}
interface Dealer {
  name: string;
  address: string | null;
  phone: string;
  location: string | null;
  /** The admin host's dealer type code (2 Dealer, 1 Distributor). */
  type: 1 | 2;
}
type Criteria = Record<'type' | 'sector' | 'state' | 'district' | 'pin', string>;

const ANY: Criteria = { type: '', sector: '', state: '', district: '', pin: '' };
const PATH = '/dealer-networks';

async function places(request: APIRequestContext, path: string): Promise<Place[]> {
  const response = await request.get(`${ADMIN_HOST}${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as Place[];
}

async function stateNamed(request: APIRequestContext, name: string): Promise<Place> {
  const state = (await places(request, '/dealers/list-states')).find((s) => s.name === name);
  expect(state, `admin host lists ${name}`).toBeTruthy();
  return state!;
}

async function districtNamed(request: APIRequestContext, stateId: number, name: string): Promise<Place> {
  const district = (await places(request, `/dealers/list-districts/${stateId}`)).find((d) => d.name === name);
  expect(district, `admin host lists ${name}`).toBeTruthy();
  return district!;
}

/** What the admin host finds for some criteria, as the page must show it: without address-less results. */
async function expectedDealers(request: APIRequestContext, criteria: Partial<Criteria>): Promise<Dealer[]> {
  const response = await request.post(`${ADMIN_HOST}/dealers/search`, { multipart: { ...ANY, ...criteria } });
  expect(response.ok()).toBe(true);
  const body = await response.text();
  if (body.trim() === 'No data found') return [];
  return (JSON.parse(body) as Dealer[]).filter((dealer) => (dealer.address ?? '').trim() !== '');
}

/** Cards shown before 'Show more', and their first order: by town (the part before '… District'), then name. */
const PAGE_SIZE = 12;
const townOf = (address: string) => {
  const parts = address.split(',').map((part) => part.trim());
  const district = parts.findIndex((part) => / District$/.test(part));
  return district > 0 ? parts[district - 1]! : parts[parts.length - 1]!;
};
const byTownThenName = (a: Dealer, b: Dealer) =>
  townOf(a.address!).localeCompare(townOf(b.address!), 'en', { sensitivity: 'base', numeric: true }) ||
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
/** The names of the first page of results, as the page orders them at first. */
const firstPage = (dealers: readonly Dealer[]) => [...dealers].sort(byTownThenName).slice(0, PAGE_SIZE).map((dealer) => dealer.name);

const isMapUrl = (location: string | null) => /^https?:\/\/[^\s]+\.[^\s]+$/.test((location ?? '').trim());

/**
 * Holds the page's next dealer search in the browser until `release()`, then lets it go to the
 * real admin host unchanged. The loader is only on screen while a search is in flight, and the
 * admin host often answers before a check can look (CI failed on exactly that), so a test that
 * asserts the loader holds the search for as long as it looks.
 */
async function holdNextSearch(page: Page): Promise<{ sent: Promise<Request>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markSent!: (request: Request) => void;
  const sent = new Promise<Request>((resolve) => (markSent = resolve));
  await page.route(
    '**/dealers/search',
    async (route) => {
      markSent(route.request());
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { sent, release };
}

function searchForm(page: Page): Locator {
  return page.getByRole('search', { name: 'Find a dealer or distributor' });
}

function resultNames(page: Page): Locator {
  return page.getByRole('list', { name: 'Dealers found' }).getByRole('heading', { level: 3 });
}

async function expectNoAxeViolations(page: Page, include = 'main') {
  const results = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Searches Kollam district, Kerala: the seed has dealers there with and without a map URL. */
async function searchKollam(page: Page, request: APIRequestContext): Promise<Dealer[]> {
  const kerala = await stateNamed(request, 'Kerala');
  const kollam = await districtNamed(request, kerala.id, 'Kollam');
  const expected = await expectedDealers(request, { state: String(kerala.id), district: String(kollam.id) });
  const form = searchForm(page);
  await form.getByLabel('State', { exact: true }).selectOption({ label: 'Kerala' });
  await expect(form.getByLabel('District', { exact: true }).locator('option', { hasText: 'Kollam' })).toHaveCount(1);
  await form.getByLabel('District', { exact: true }).selectOption({ label: 'Kollam' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(resultNames(page)).toHaveText(firstPage(expected));
  return expected;
}

/** Splits a mailto: address into its recipient and decoded header fields. */
function parseMailto(url: string) {
  const match = /^mailto:([^?]*)\?(.*)$/.exec(url);
  expect(match, url).toBeTruthy();
  const fields = new Map<string, string>();
  for (const pair of match![2]!.split('&')) {
    const [key = '', value = ''] = pair.split('=');
    fields.set(key, decodeURIComponent(value));
  }
  return { to: decodeURIComponent(match![1]!), fields };
}


test.describe('dealer search', () => {
  test('the states come from the admin host and choosing one loads its districts', async ({ page, request }) => {
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Dealer Network' })).toBeVisible();
    const form = searchForm(page);
    const stateSelect = form.getByLabel('State', { exact: true });
    const districtSelect = form.getByLabel('District', { exact: true });
    const states = await places(request, '/dealers/list-states');
    await expect(stateSelect.locator('option')).toHaveText(['Select state', ...states.map((s) => s.name)]);
    for (const select of ['Dealer type', 'Sector', 'State', 'District']) {
      await expect(form.getByLabel(select, { exact: true }).locator('option').first()).toBeDisabled();
    }
    await expect(form.getByLabel('Dealer type', { exact: true }).locator('option')).toHaveText(['Select dealer type', 'Dealer', 'Distributor']);
    await expect(form.getByLabel('Sector', { exact: true }).locator('option')).toHaveText(['Select sector', 'Electrical', 'Water pipe']);
    await expect(form.getByPlaceholder('PIN code or location')).toBeVisible();

    for (const name of ['Kerala', 'Tamil Nadu']) {
      const state = await stateNamed(request, name);
      const districts = await places(request, `/dealers/list-districts/${state.id}`);
      expect(districts.length).toBeGreaterThan(0);
      await stateSelect.selectOption({ label: name });
      await expect(districtSelect.locator('option')).toHaveText(['Select district', ...districts.map((d) => d.name)]);
      // A new state resets the district to its placeholder.
      await expect(districtSelect).toHaveValue('');
      await districtSelect.selectOption({ label: districts[0]!.name });
      await expect(districtSelect).toHaveValue(String(districts[0]!.id));
    }
  });

  test('a search shows the loader, then the dealers the admin host finds', async ({ page, request }) => {
    const expected = await expectedDealers(request, { type: '2', sector: '1', pin: 'Kollam' });
    expect(expected.length, 'the seed has electrical dealers in Kollam').toBeGreaterThan(0);
    await page.goto(PATH);
    await expect(page.getByText('Search Location', { exact: true })).toBeVisible();
    const form = searchForm(page);
    await form.getByLabel('Dealer type', { exact: true }).selectOption({ label: 'Dealer' });
    await form.getByLabel('Sector', { exact: true }).selectOption({ label: 'Electrical' });
    await form.getByPlaceholder('PIN code or location').fill('Kollam');
    const search = await holdNextSearch(page);
    await form.getByRole('button', { name: 'Search' }).click();
    const searchRequest = await search.sent;
    expect([searchRequest.method(), searchRequest.url()]).toEqual(['POST', `${ADMIN_HOST}/dealers/search`]);
    const sent = searchRequest.postData() ?? '';
    for (const [field, value] of Object.entries({ type: '2', sector: '1', state: '', district: '', pin: 'Kollam' })) {
      expect(sent).toMatch(new RegExp(`name="${field}"\\r\\n\\r\\n${value}\\r\\n`));
    }
    await expect(page.getByText('Searching for dealers…')).toBeVisible();
    search.release();
    await expect(resultNames(page)).toHaveText(firstPage(expected));
    await expect(page.getByText('Searching for dealers…')).toHaveCount(0);
    const count = `${expected.length} ${expected.length === 1 ? 'dealer' : 'dealers'} found`;
    await expect(page.getByRole('status').filter({ hasText: count })).toHaveAttribute('aria-live', 'polite');
    const firstDealer = [...expected].sort(byTownThenName)[0]!;
    const first = page.getByRole('list', { name: 'Dealers found' }).getByRole('article').first();
    await expect(first).toContainText(firstDealer.address!);
    // Tap-to-call in the site's one format, '+91 94470 00000'.
    const digits = firstDealer.phone.replace(/\D/g, '').slice(-10);
    const call = first.getByRole('link', { name: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` });
    await expect(call).toHaveAttribute('href', `tel:+91${digits}`);
    await expect(first.getByRole('button', { name: /^View Location/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('results without an address are not shown', async ({ page, request }) => {
    const response = await request.post(`${ADMIN_HOST}/dealers/search`, { multipart: { ...ANY } });
    const everyone = (await response.json()) as Dealer[];
    const withoutAddress = everyone.filter((dealer) => !(dealer.address ?? '').trim());
    expect(withoutAddress.length, 'the seed has dealers without an address').toBeGreaterThan(0);
    await page.goto(PATH);
    // No criterion: every dealer (spec §5 has no search validation; empty fields mean "any").
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    const shown = everyone.length - withoutAddress.length;
    await expect(page.getByRole('status').filter({ hasText: `${shown} dealers found` })).toBeVisible();
    // Twelve at a time, not a wall of cards: 'Show more' until every result is there.
    await expect(resultNames(page)).toHaveCount(Math.min(shown, PAGE_SIZE));
    await expect(page.getByText(`Showing ${Math.min(shown, PAGE_SIZE)} of ${shown}`)).toBeVisible();
    for (let more = page.getByRole('button', { name: /^Show \d+ more dealers$/ }); (await more.count()) > 0; ) await more.click();
    await expect(resultNames(page)).toHaveCount(shown);
    for (const dealer of withoutAddress) {
      await expect(resultNames(page).filter({ hasText: new RegExp(`^${dealer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })).toHaveCount(0);
    }
  });

  test("a search that finds nothing says 'Data not Found!'", async ({ page, request }) => {
    const pin = 'no such place 000000';
    const answer = await request.post(`${ADMIN_HOST}/dealers/search`, { multipart: { ...ANY, pin } });
    expect((await answer.text()).trim()).toBe('No data found');
    await page.goto(PATH);
    await searchForm(page).getByPlaceholder('PIN code or location').fill(pin);
    const search = await holdNextSearch(page);
    await searchForm(page).getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Searching for dealers…')).toBeVisible();
    search.release();
    await expect(page.getByText('Data not Found!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dealers found' })).toHaveCount(0);
  });
});

test.describe('dealer detail modal', () => {
  test('a valid map location gives directions and a map on click; Escape closes and focus returns', async ({ page, request }) => {
    await page.goto(PATH);
    const dealers = await searchKollam(page, request);
    const dealer = dealers.find((d) => isMapUrl(d.location));
    expect(dealer, 'a Kollam dealer with a map URL').toBeTruthy();
    const view = page.getByRole('button', { name: `View Location: ${dealer!.name}` });
    await view.click();
    const dialog = page.getByRole('dialog', { name: dealer!.name });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(dialog).toContainText(dealer!.address!);
    const directions = dialog.getByRole('link', { name: /Get directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//);
    await expect(dialog.getByText('Map location not found')).toHaveCount(0);
    // The third-party map loads only when asked for.
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Show map' }).click();
    await expect(dialog.locator('iframe')).toHaveAttribute('title', `Map showing ${dealer!.name}`);
    await expect(dialog.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'dialog');
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(view).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test("an invalid map location says 'Map location not found'; keyboard opens and closes it", async ({ page, request }) => {
    await page.goto(PATH);
    const dealers = await searchKollam(page, request);
    const dealer = dealers.find((d) => !isMapUrl(d.location));
    expect(dealer, 'a Kollam dealer without a valid map URL').toBeTruthy();
    const view = page.getByRole('button', { name: `View Location: ${dealer!.name}` });
    await view.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: dealer!.name });
    await expect(dialog.getByText('Map location not found')).toBeVisible();
    // Issue 29: directions to the dealer's address instead (the unusable location is never linked).
    await expect(dialog.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(dealer!.address!.replace(/\s+/g, ' ').trim())}`,
    );
    await expect(dialog.getByRole('button', { name: 'Show map' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(view).toBeFocused();
    await view.press('Enter');
    await expect(page.getByRole('dialog', { name: dealer!.name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(view).toBeFocused();
  });
});

test.describe('dealer and distributor update form', () => {
  test('shows every message next to its field and clears each when its field is edited', async ({ page }) => {
    await page.goto(PATH);
    const form = page.getByRole('form', { name: 'Dealer and distributor updates' });
    const name = form.getByRole('textbox', { name: 'Name' });
    const email = form.getByRole('textbox', { name: 'Email' });
    const phone = form.getByRole('textbox', { name: 'Phone' });
    const type = form.getByRole('combobox', { name: 'Type' });
    await expect(name).toHaveAttribute('name', 'dealername');
    await expect(email).toHaveAttribute('name', 'dealeremail');
    await expect(phone).toHaveAttribute('name', 'dealerphone');
    await expect(type).toHaveAttribute('name', 'dealertype');
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAttribute('name', 'dealercommand');
    await expect(type.locator('option')).toHaveText(['Select type', 'Distributor', 'Dealer', 'Orders']);
    await expect(type.locator('option').first()).toBeDisabled();

    await form.getByRole('button', { name: 'Submit' }).click();
    const messages: [Locator, string][] = [
      [name, 'Name is required'],
      [email, 'Email is required'],
      [phone, 'Phone number is required'],
      [type, 'Type is required'],
    ];
    for (const [control, message] of messages) {
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, '\\$&')));
    }
    await expect(name).toBeFocused();
    await expectNoAxeViolations(page);

    await name.fill('Anil');
    await expect(form.getByText('Name is required')).toHaveCount(0);
    await expect(form.getByText('Email is required')).toBeVisible();
    await email.fill('anil@example.com');
    await expect(form.getByText('Email is required')).toHaveCount(0);
    await expect(form.getByText('Phone number is required')).toBeVisible();
    await phone.fill('12345');
    await expect(form.getByText('Phone number is required')).toHaveCount(0);
    await expect(form.getByText('Type is required')).toBeVisible();
    await type.selectOption('dealer');
    await expect(form.getByText('Type is required')).toHaveCount(0);

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(phone).toHaveAccessibleDescription(/Invalid phone number \(10 digits required\)/);
    await expect(phone).toBeFocused();
    await expect(form.getByText(/is required/)).toHaveCount(0);
  });

  test('a valid form makes no API call and opens a mail draft to the company mailbox', async ({ page }) => {
    await page.goto(PATH);
    const form = page.getByRole('form', { name: 'Dealer and distributor updates' });
    // Keyboard only: type into each field and move on with Tab.
    await form.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type('Anil Kumar');
    await page.keyboard.press('Tab');
    await page.keyboard.type('anil@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(' 9846000108 ');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('combobox', { name: 'Type' })).toBeFocused();
    // A closed select picks an option by its first letter.
    await page.keyboard.press('o');
    await expect(form.getByRole('combobox', { name: 'Type' })).toHaveValue('orders');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Need 200 conduits');
    await page.keyboard.press('Enter');
    await page.keyboard.type('by Monday & bcc=x@example.com');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
    const draft = await armMailDraft(page);
    // From here on, the submit itself must not call the admin host (the page's own state list
    // loads when it opens, before this point).
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(ADMIN_HOST)) adminCalls.push(`${request.method()} ${request.url()}`);
    });
    await page.keyboard.press('Enter');
    const { to, fields } = parseMailto(await draft());
    expect(to).toBe(siteConfig.sharedMailbox);
    expect([...fields.keys()]).toEqual(['cc', 'subject', 'body']);
    expect(fields.get('cc')).toBe('anil@example.com');
    expect(fields.get('subject')).toBe('Contact Form Submission');
    expect(fields.get('body')!.split('\r\n')).toEqual([
      'Name: Anil Kumar',
      'Email: anil@example.com',
      'Phone: 9846000108',
      'Type: Orders',
      'Message: Need 200 conduits',
      'by Monday & bcc=x@example.com',
    ]);
    await expect(form.getByText('Your mail app should have opened')).toBeVisible();
    await expect(form.getByRole('link', { name: siteConfig.sharedMailbox })).toHaveAttribute('href', `mailto:${siteConfig.sharedMailbox}`);
    expect(adminCalls).toEqual([]);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the search, its results, the modal and the update form fit without horizontal scroll', async ({ page, request }) => {
    await page.goto(PATH);
    await expectNoHorizontalScroll(page);
    const dealers = await searchKollam(page, request);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: `View Location: ${dealers[0]!.name}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await page.getByRole('form', { name: 'Dealer and distributor updates' }).getByRole('button', { name: 'Submit' }).click();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('with the admin host down', () => {
  let shell: Awaited<ReturnType<typeof startVariantShell>> | undefined;
  test.beforeAll(async () => {
    shell = await startVariantShell({ port: VARIANT_PORTS.shellSpare2, adminHost: `http://localhost:${VARIANT_PORTS.adminDead}` });
  });
  test.afterAll(async () => {
    await shell?.close();
  });

  test('the lists stay empty, the failure is logged and a failed search says so', async ({ page, consoleErrors }) => {
    await page.goto(`http://localhost:${VARIANT_PORTS.shellSpare2}${PATH}`);
    const form = searchForm(page);
    await expect(form).toBeVisible();
    await expect.poll(() => consoleErrors.some((message) => message.startsWith('Error fetching data:'))).toBe(true);
    await expect(form.getByLabel('State', { exact: true }).locator('option')).toHaveText(['Select state']);
    await form.getByPlaceholder('PIN code or location').fill('Kollam');
    const search = await holdNextSearch(page);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Searching for dealers…')).toBeVisible();
    search.release();
    await expect(page.getByText('Search failed. Please try again.')).toBeVisible();
    await expect(page.getByText('Searching for dealers…')).toHaveCount(0);
  });
});

test('results sort by name or town, and each row of cards lines up its Phone lines and buttons', async ({ page, request }) => {
  const everyone = (await expectedDealers(request, {})).sort(byTownThenName);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(PATH);
  await searchForm(page).getByRole('button', { name: 'Search' }).click();
  await expect(resultNames(page)).toHaveText(firstPage(everyone));
  await page.getByLabel('Sort by').selectOption({ label: 'Name (A–Z)' });
  const byName = [...everyone].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }));
  await expect(resultNames(page).first()).toHaveText(byName[0]!.name);
  // A search for any type: each card says what the admin host's type code says (2 Dealer, 1 Distributor).
  const first = page.getByRole('list', { name: 'Dealers found' }).getByRole('article').first();
  await expect(first.getByText(byName[0]!.type === 1 ? 'Distributor' : 'Dealer', { exact: true })).toBeVisible();
  // Three cards a row at 1440 px: their phone lines and View Location buttons share a top edge.
  const cards = page.getByRole('list', { name: 'Dealers found' }).getByRole('article');
  for (let row = 0; row < 4; row += 1) {
    const tops = { phone: new Set<number>(), button: new Set<number>() };
    for (let column = 0; column < 3; column += 1) {
      const card = cards.nth(row * 3 + column);
      tops.phone.add(Math.round((await card.getByText('Phone:').boundingBox())!.y));
      tops.button.add(Math.round((await card.getByRole('button').boundingBox())!.y));
    }
    expect(tops.phone.size, `row ${row + 1}: phone lines`).toBe(1);
    expect(tops.button.size, `row ${row + 1}: buttons`).toBe(1);
  }
});
