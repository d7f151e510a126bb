// Investor-relations pages on the real stack: every page shows what the real admin host returns,
// downloads point at real PDFs, and an empty or unreachable admin host leaves 'No data', not a crash.
// The expectations are restated from the spec (§2.11, §3, §7), not imported from the remote.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { navigateWithin } from './support/a11y.ts';
import { ADMIN_HOST, expect, test } from './support/fixtures.ts';
import { VARIANT_PORTS } from './support/ports.ts';
import { startEmptyAdminHost, startVariantShell } from './support/variants.ts';

type ApiRecord = Record<string, unknown>;

interface DocumentListPage {
  path: string;
  title: string;
  endpoint: string;
  nameField: string;
  documentField: string;
}

const DOCUMENT_LISTS: readonly DocumentListPage[] = [
  { path: '/investors/disclosures-under-regulation', title: 'Disclosures under Regulation 46', endpoint: '/investors/list-disclosure', nameField: 'Disclosure_Name', documentField: 'Disclosure_Document' },
  { path: '/investors/press-release', title: 'Press Release', endpoint: '/investors/list-press-relase', nameField: 'Press_Release_Name', documentField: 'Press_Release_Document' },
  { path: '/investors/annual-report', title: 'Annual Report', endpoint: '/investors/list-annual-report', nameField: 'Annual_report_Name', documentField: 'Annual_report_Document' },
  { path: '/investors/annual-return', title: 'Annual Return', endpoint: '/investors/list-annual-return', nameField: 'annual_return_Name', documentField: 'annual_return_Document' },
  { path: '/investors/financial-result', title: 'Financial Result', endpoint: '/investors/list-financial-result', nameField: 'financial_result_Name', documentField: 'financial_result_Document' },
  { path: '/investors/board-meeting', title: 'Board Meeting', endpoint: '/investors/list-boardmeeting-links', nameField: 'meeting_Name', documentField: 'Document' },
  { path: '/investors/general-meeting', title: 'General Meeting', endpoint: '/investors/list-generalmeeting-links', nameField: 'meeting_Name', documentField: 'Document' },
  { path: '/investors/complainces', title: 'Complainces', endpoint: '/investors/list-complaince', nameField: 'Compliances', documentField: 'Document' },
  { path: '/investors/other-announcements', title: 'Other Announcements', endpoint: '/investors/list-other-announcement', nameField: 'Announcements', documentField: 'Document' },
  { path: '/investors/policies', title: 'Policies', endpoint: '/investors/list-policies', nameField: 'policie_Name', documentField: 'policy_Document' },
];

const COMMITTEES = ['Audit Committee', 'Nomination and Remuneration Committee', 'Stakeholders Relationship Committee'];
const MATERIAL_SECTIONS = [
  'Material Contracts to the Issue',
  'Material Documents',
  'IPO Resolution',
  'Annual Report',
  'Documents',
  'Consent',
];

async function apiList(request: APIRequestContext, endpoint: string): Promise<ApiRecord[]> {
  const response = await request.get(`${ADMIN_HOST}${endpoint}`);
  expect(response.ok(), endpoint).toBe(true);
  const body: unknown = await response.json();
  expect(Array.isArray(body), `${endpoint} answers an array`).toBe(true);
  return body as ApiRecord[];
}

const text = (record: ApiRecord, field: string) => String(record[field] ?? '').trim();
const fileUrl = (path: string) => `${ADMIN_HOST}/${path.replace(/^\/+/, '')}`;
/** The admin host is another origin, where <a download> is ignored: links carry the saved name as ?name=. */
const downloadUrl = (path: string, name: string) => `${fileUrl(path)}?name=${encodeURIComponent(`${name}.pdf`)}`;

/** A record's display name: its name field, else (disclosures) a name made from its file name. */
function displayName(record: ApiRecord, page: Pick<DocumentListPage, 'nameField' | 'documentField'>): string {
  const name = text(record, page.nameField);
  if (name) return name;
  const base = (text(record, page.documentField).split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  const words = decodeURIComponent(base).replace(/[-_+]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'dd/mm/yyyy' of an ISO date as the server writes it, '' otherwise (spec: blank if unparseable). */
function expectedDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return Number.isNaN(Date.parse(value)) ? '' : 'parseable non-ISO date: extend this test';
  return `${match[3]}/${match[2]}/${match[1]}`;
}

const rowsOf = (list: Locator) => list.getByRole('listitem');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The lists of a document-list page: one per financial year ('Annual Report, FY 2025-26'), or one. */
const archiveLists = (page: Page, title: string) =>
  page.locator('main').getByRole('list', { name: new RegExp(`^${escapeRegExp(title)}(, (FY \\d{4}-\\d{2}|Undated))?$`) });
/** Accessible name of a row's download link: the spec's text, what it downloads, which record. */
const downloadName = (name: string) => new RegExp(`^Download Document \\(PDF(, [^)]*)?\\) — ${escapeRegExp(name)}$`);

async function expectRowNames(list: Locator, names: string[]) {
  await expect(rowsOf(list)).toHaveCount(names.length);
  await expect(rowsOf(list).locator('p:first-child')).toHaveText(names);
}

async function expectDownloadLink(link: Locator, name: string, path: string, request: APIRequestContext) {
  await expect(link).toHaveAttribute('href', downloadUrl(path, name));
  await expect(link).toHaveAttribute('download', `${name}.pdf`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toContainText('PDF');
  const response = await request.get(downloadUrl(path, name));
  expect(response.status(), downloadUrl(path, name)).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // Saved under the record name: the exact UTF-8 name in filename* (RFC 6266 / 5987).
  const disposition = response.headers()['content-disposition'] ?? '';
  expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
  expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(`${name}.pdf`);
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

function tableBody(table: Locator) {
  return table.locator('tbody tr');
}

test.describe('investor pages with content from the admin host', () => {
  test('/investors indexes the section by menu group and shows the investor contact', async ({ page }) => {
    await page.goto('/investors');
    await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible();
    const groups: Record<string, string[]> = {
      Governance: ['/investors/board-of-directors', '/investors/committee', '/investors/policies', '/investors/familiarisation-programme', '/investors/independent-directors-terms'],
      'Investor services': ['/investors/invertors-contact', '/investors/investors-grievances', '/investors/key-contacts', '/investors/unclaimed-dividend'],
      Financials: ['/investors/financial-result', '/investors/annual-report', '/investors/annual-return', '/investors/share-holders-pattern', '/investors/credit-ratings'],
      Disclosures: ['/investors/disclosures-under-regulation', '/investors/press-release', '/investors/secretarial-compliance', '/investors/newspaper-publications', '/investors/investor-meets'],
      Announcements: ['/investors/board-meeting', '/investors/general-meeting', '/investors/complainces', '/investors/other-announcements'],
      'Initial Public Offer': ['/investors/material-documents'],
    };
    const main = page.locator('main');
    for (const [group, paths] of Object.entries(groups)) {
      const section = main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: group, exact: true }) });
      // The group's pages are its first list (Initial Public Offer also lists its offer documents, below).
      const links = section.getByRole('list').first().getByRole('link');
      await expect(links).toHaveCount(paths.length);
      for (const [index, path] of paths.entries()) await expect(links.nth(index)).toHaveAttribute('href', path);
    }
    // Issue 29: the Initial Public Offer group also downloads the offer documents its header menu has.
    const offers = (await (await page.request.get(`${ADMIN_HOST}/investors/list-initial-public-offers`)).json()) as { document_Name: string }[];
    const offerList = main.getByRole('list', { name: 'Offer documents' });
    await expect(offerList.getByRole('link')).toHaveCount(offers.length);
    for (const [index, offer] of offers.entries()) await expect(offerList.getByRole('link').nth(index)).toContainText(offer.document_Name);
    const contact = page.getByRole('complementary', { name: 'Investor contact' });
    await expect(contact).toContainText(siteConfig.companySecretary.name);
    await expect(contact.getByRole('link', { name: siteConfig.companySecretary.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.companySecretary.email}`,
    );
    // Material Documents once (issue 18), and the index navigates inside the shell.
    await expect(main.getByRole('link', { name: 'Material Documents', exact: true })).toHaveCount(1);
    await main.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Financials', exact: true }) }).getByRole('link', { name: 'Annual Report', exact: true }).click();
    await expect(page).toHaveURL(/\/investors\/annual-report$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Annual Report' })).toBeVisible();
  });

  test('each document list shows its endpoint\'s records with PDF downloads', async ({ page, request }) => {
    test.setTimeout(DOCUMENT_LISTS.length * 10_000); // a bound for a busy machine
    for (const [i, list] of DOCUMENT_LISTS.entries()) {
      await test.step(`${list.path} lists ${list.endpoint}`, async () => {
        const records = await apiList(request, list.endpoint);
        expect(records.length, 'the seeded admin host has records for every list').toBeGreaterThan(0);
        // The first a page load, the others client-side navigations (as the Investors menu's links).
        if (i === 0) await page.goto(list.path);
        else await navigateWithin(page, list.path);
        await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
        const rows = archiveLists(page, list.title);
        const names = records.map((record) => displayName(record, list));
        // Exactly the records, once each (grouped by financial year, so compared as sets): StrictMode's
        // second effect must not add rows twice.
        await expect(rowsOf(rows)).toHaveCount(names.length);
        expect((await rowsOf(rows).locator('p:first-child').allTextContents()).sort()).toEqual([...names].sort());
        const links = rows.getByRole('link', { name: /^Download Document \(PDF/ });
        await expect(links).toHaveCount(records.length);
        for (const [index, record] of records.entries()) {
          const link = rows.getByRole('link', { name: downloadName(names[index]!) }).first();
          await expect(link).toHaveAttribute('href', downloadUrl(text(record, list.documentField), names[index]!));
          await expect(link).toHaveAttribute('download', `${names[index]}.pdf`);
        }
        await expectDownloadLink(
          rows.getByRole('link', { name: downloadName(names[0]!) }).first(),
          names[0]!,
          text(records[0]!, list.documentField),
          request,
        );
        await expect(page.getByText('No data', { exact: true })).toHaveCount(0);
      });
    }
  });

  test('the tables and sectioned lists show the admin host\'s records', async ({ page, request }) => {
    // One page load, then client-side navigations (as the Investors menu's links).
    await test.step('Board of Directors and KMP tabulates the admin-host directors', async () => {
      const directors = await apiList(request, '/investors/list-board-of-directors');
      expect(directors.length).toBeGreaterThan(0);
      await page.goto('/investors/board-of-directors');
      const table = page.getByRole('table', { name: 'Board of Directors and Key Managerial Personnel' });
      await expect(table.locator('thead th')).toHaveText(['Sr. No.', 'DIN/PAN', 'Name of Director', 'Designation']);
      await expect(table.locator('thead th[scope="col"]')).toHaveCount(4);
      await expect(tableBody(table)).toHaveCount(directors.length);
      for (const [index, director] of directors.entries()) {
        await expect(tableBody(table).nth(index).locator('th, td')).toHaveText([
          String(index + 1),
          text(director, 'PAN'),
          text(director, 'name'),
          text(director, 'designation'),
        ]);
      }
    });
    await test.step('Committees shows the three committees split by committee_Type', async () => {
      const members = await apiList(request, '/investors/list-committees');
      await navigateWithin(page, '/investors/committee');
      for (const committee of COMMITTEES) {
        const expected = members.filter((m) => m.committee_Type === committee);
        expect(expected.length, `${committee} has members in the sample data`).toBeGreaterThan(0);
        await expect(page.getByRole('heading', { level: 2, name: committee })).toBeVisible();
        const table = page.getByRole('table', { name: `Members of the ${committee}` });
        await expect(table.locator('thead th')).toHaveText(['Name of Director', 'Status in Committee', 'Nature of Directorship']);
        await expect(tableBody(table)).toHaveCount(expected.length);
        for (const [index, member] of expected.entries()) {
          await expect(tableBody(table).nth(index).locator('th, td')).toHaveText([
            text(member, 'name_Of_Director'),
            text(member, 'status'),
            text(member, 'nature_Of_Directorship'),
          ]);
        }
      }
    });
    await test.step("Share Holders Pattern shows each entry's name, 'Date: dd/mm/yyyy' and download", async () => {
      const entries = await apiList(request, '/investors/list-shareholders-pattern');
      await navigateWithin(page, '/investors/share-holders-pattern');
      const list = page.getByRole('list', { name: 'Share Holders Pattern' });
      await expectRowNames(
        list,
        entries.map((entry) => text(entry, 'Name')),
      );
      // An unparseable date shows no 'Date:' line at all (issue 18), not a bare label.
      const dates = entries.map((entry) => expectedDate(text(entry, 'Last_Updated_Date')));
      for (const [index, date] of dates.entries()) {
        const second = rowsOf(list).nth(index).locator('p:nth-child(2)');
        if (date) await expect(second).toHaveText(`Date: ${date}`);
        else await expect(second).toHaveCount(0);
      }
      expect(dates, 'the sample data has an unparseable date').toContain('');
      expect(dates.some((d) => /^\d{2}\/\d{2}\/\d{4}$/.test(d))).toBe(true);
      await expect(list.getByText(/^Date:\s*$/)).toHaveCount(0);
      const first = entries[0]!;
      await expectDownloadLink(rowsOf(list).first().getByRole('link'), text(first, 'Name'), text(first, 'Document'), request);
    });
    await test.step('Material Documents splits the records into the six sections', async () => {
      const documents = await apiList(request, '/investors/list-material-documents');
      await navigateWithin(page, '/investors/material-documents');
      await expect(page.locator('main h2')).toHaveText(MATERIAL_SECTIONS);
      for (const section of MATERIAL_SECTIONS) {
        const expected = documents.filter((d) => d.Type_Of_Document === section);
        expect(expected.length, `${section} has documents in the sample data`).toBeGreaterThan(0);
        await expectRowNames(page.getByRole('list', { name: section, exact: true }), expected.map((d) => text(d, 'File_Name')));
      }
      const consent = documents.filter((d) => d.Type_Of_Document === 'Consent')[0]!;
      await expectDownloadLink(
        page.getByRole('list', { name: 'Consent', exact: true }).getByRole('link').first(),
        text(consent, 'File_Name'),
        text(consent, 'Upload_File'),
        request,
      );
    });
    await test.step('at 360 px the board table scrolls in its own region, hint shown, the name column kept in view', async () => {
      await page.setViewportSize({ width: 360, height: 740 });
      await navigateWithin(page, '/investors/board-of-directors');
      const region = page.getByRole('region', { name: 'Board of Directors and Key Managerial Personnel' });
      await expect(page.getByText('Scroll sideways for more columns')).toBeVisible();
      const name = region.getByRole('rowheader').first();
      // Scrolled to its end, the names are whole inside the region: at its left edge when the table
      // overflows by more than the columns before them (serial number, DIN), else where they are.
      await region.evaluate((element) => element.scrollTo(element.scrollWidth, 0));
      await expect(name).toBeInViewport();
      const [regionBox, nameBox] = [(await region.boundingBox())!, (await name.boundingBox())!];
      expect(nameBox.x).toBeGreaterThanOrEqual(regionBox.x - 1);
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width + 1);
      const leading = await region.evaluate((element) => {
        const cells = [...element.querySelector('tbody tr')!.children] as HTMLElement[];
        return cells.slice(0, cells.findIndex((cell) => cell.tagName === 'TH')).reduce((sum, cell) => sum + cell.offsetWidth, 0);
      });
      const maxScroll = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
      if (maxScroll >= leading) expect(Math.abs(nameBox.x - regionBox.x)).toBeLessThanOrEqual(1);
      // The left edge fade falls on the columns passing under the kept names, not on the names
      // (it fades in over 0.2 s once the region has scrolled: wait for the end of that transition).
      const fadeOf = () =>
        region.evaluate((element) => {
          const style = getComputedStyle(element.parentElement!, '::before');
          return { left: parseFloat(style.left), opacity: style.opacity };
        });
      await expect.poll(async () => (await fadeOf()).opacity).toBe('1');
      const fade = await fadeOf();
      expect(Math.abs(fade.left - (nameBox.x + nameBox.width - regionBox.x))).toBeLessThanOrEqual(1);
    });
    await test.step('at 768 px the credit ratings table fits across and is shown whole, not cut inside a box', async () => {
      await page.setViewportSize({ width: 768, height: 900 });
      await navigateWithin(page, '/investors/credit-ratings');
      const table = page.getByRole('table', { name: 'Credit ratings, newest first' });
      await expect(tableBody(table).first()).toBeVisible();
      await expect(page.getByText('Scroll sideways for more columns')).toHaveCount(0);
      const frame = await table.evaluate((element) => {
        const scroller = element.parentElement!;
        return { scrollHeight: scroller.scrollHeight, clientHeight: scroller.clientHeight, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
      });
      expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
      expect(frame.scrollHeight).toBeLessThanOrEqual(frame.clientHeight);
    });
  });

  test('Investor Contact and Investor Grievances show the contacts from site config', async ({ page }) => {
    await page.goto('/investors/invertors-contact');
    const secretary = siteConfig.companySecretary;
    const card = page.getByRole('region', { name: secretary.role });
    await expect(card).toContainText(secretary.name);
    await expect(card.getByRole('link', { name: secretary.phone })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(card.getByRole('link', { name: secretary.email })).toHaveAttribute('href', `mailto:${secretary.email}`);

    await page.goto('/investors/investors-grievances');
    for (const person of [siteConfig.grievanceOfficer, siteConfig.companySecretary]) {
      const contact = page.getByRole('region', { name: person.role });
      await expect(contact).toContainText(person.name);
      await expect(contact.getByRole('link', { name: person.email })).toHaveAttribute('href', `mailto:${person.email}`);
    }
  });

  test("/investors/no-data keeps 'Coming Soon...' in the investor frame, explains, and leads back", async ({ page }) => {
    await page.goto('/investors/no-data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coming Soon...');
    await expect(page.locator('main').getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.locator('main')).toContainText('being prepared');
    await page.locator('main').getByRole('link', { name: 'Back to Investors' }).click();
    await expect(page).toHaveURL(/\/investors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Investors' })).toBeVisible();
  });
  // No investor page scrolls sideways at 360 px, nor does its main content: the route sweep
  // (a11y-sweep.spec.ts) measures both on every route.
});

const TABLE_PAGES = [
  { path: '/investors/board-of-directors', tables: 1 },
  { path: '/investors/committee', tables: 3 },
];

/**
 * Every investor list and table on a shell whose admin host answers nothing useful: one page load,
 * then client-side navigations (each screen fetches its list on arrival, as after a menu click).
 */
async function expectEmptyStates(page: Page, base: string) {
  await page.goto(base + '/investors');
  for (const list of [...DOCUMENT_LISTS, { path: '/investors/share-holders-pattern', title: 'Share Holders Pattern' }]) {
    await navigateWithin(page, list.path);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main').getByText('No data', { exact: true })).toHaveCount(1);
    await expect(page.locator('main').getByRole('link', { name: /Download Document/ })).toHaveCount(0);
  }
  await navigateWithin(page, '/investors/material-documents');
  await expect(page.locator('main h2')).toHaveText(MATERIAL_SECTIONS);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main').getByText('No data', { exact: true })).toHaveCount(MATERIAL_SECTIONS.length);
  for (const { path, tables } of TABLE_PAGES) {
    await navigateWithin(page, path);
    await expect(page.locator('main table')).toHaveCount(tables);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('main tbody tr')).toHaveText(Array(tables).fill('No data'));
  }
  // Pages that do not read the admin host are unaffected.
  await navigateWithin(page, '/investors/invertors-contact');
  await expect(page.locator('main')).toContainText(siteConfig.companySecretary.name);
}

test.describe('investor pages when the admin host returns empty lists', () => {
  test.describe.configure({ mode: 'serial' });
  let shell: Awaited<ReturnType<typeof startVariantShell>> | undefined;
  let admin: Awaited<ReturnType<typeof startEmptyAdminHost>> | undefined;
  test.beforeAll(async () => {
    admin = await startEmptyAdminHost(VARIANT_PORTS.adminEmpty);
    shell = await startVariantShell({ port: VARIANT_PORTS.shellAdminEmpty, adminHost: admin.url });
  });
  test.afterAll(async () => {
    await shell?.close();
    await admin?.stop();
  });

  test("every list shows 'No data' and every table an empty 'No data' row", async ({ page, request }) => {
    test.setTimeout(120_000);
    expect(await (await request.get(`${admin!.url}/investors/list-press-relase`)).json()).toEqual([]);
    await expectEmptyStates(page, `http://localhost:${VARIANT_PORTS.shellAdminEmpty}`);
  });
});

test.describe('investor pages when the admin host is down', () => {
  test.describe.configure({ mode: 'serial' });
  let shell: Awaited<ReturnType<typeof startVariantShell>> | undefined;
  test.beforeAll(async () => {
    shell = await startVariantShell({
      port: VARIANT_PORTS.shellAdminDown,
      adminHost: `http://localhost:${VARIANT_PORTS.adminDead}`,
    });
  });
  test.afterAll(async () => {
    await shell?.close();
  });

  test("every list shows 'No data', the failure is only logged, nothing crashes", async ({ page, request, consoleErrors }) => {
    test.setTimeout(120_000);
    // The server renders the page without the admin host's data (within its data budget): the
    // frame and the screen are there, the lists are left to the browser.
    const response = await request.get(`http://localhost:${VARIANT_PORTS.shellAdminDown}/investors/annual-report`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<main[\s\S]*<h1[^>]*>Annual Report<\/h1>/);
    expect(html).toContain('<script type="application/json" id="site-admin-data">{}</script>');
    await expectEmptyStates(page, `http://localhost:${VARIANT_PORTS.shellAdminDown}`);
    expect(consoleErrors.some((message) => message.startsWith('Error fetching data:'))).toBe(true);
  });
});
