import { siteConfig } from '@site/shared/config/site-config';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage } from '../../test/render-page';
import InvestorsHome from './InvestorsHome';

describe('Investors landing page', () => {
  it('indexes the section in the header menu groups, each link with a line on what it holds', () => {
    renderPage(InvestorsHome);
    expect(screen.getByRole('heading', { level: 1, name: 'Investors' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent).filter((t) => t !== 'Latest from investor relations' && t !== 'Upcoming events' && t !== 'E-mail alerts')).toEqual([
      'Governance',
      'Investor services',
      'Financials',
      'Disclosures',
      'Announcements',
      'Initial Public Offer',
      'Investor contact',
    ]);
    const group = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
    const links = (name: string) =>
      within(group(name))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('Governance')).toEqual([
      ['Board of Directors and KMP', '/investors/board-of-directors'],
      ['Committees', '/investors/committee'],
      ['Policies', '/investors/policies'],
      ['Familiarisation Programme for Independent Directors', '/investors/familiarisation-programme'],
      ['Terms of Appointment of Independent Directors', '/investors/independent-directors-terms'],
    ]);
    expect(links('Investor services')).toEqual([
      ['Investor Contact', '/investors/invertors-contact'],
      ['Investor Grievances', '/investors/investors-grievances'],
      ['Key Contacts', '/investors/key-contacts'],
      ['Unclaimed Dividend and IEPF', '/investors/unclaimed-dividend'],
    ]);
    expect(links('Financials').map(([, href]) => href)).toEqual([
      '/investors/financial-result',
      '/investors/annual-report',
      '/investors/annual-return',
      '/investors/share-holders-pattern',
      '/investors/credit-ratings',
    ]);
    expect(links('Disclosures').map(([, href]) => href)).toEqual([
      '/investors/disclosures-under-regulation',
      '/investors/press-release',
      '/investors/secretarial-compliance',
      '/investors/newspaper-publications',
      '/investors/investor-meets',
    ]);
    // Once only (issue 18), under Initial Public Offer as in the header menu.
    expect(screen.getAllByRole('link', { name: 'Material Documents' })).toHaveLength(1);
    expect(links('Announcements').map(([label]) => label)).toEqual([
      'Board Meeting',
      'General Meeting',
      'Complainces',
      'Other Announcements',
    ]);
    expect(links('Initial Public Offer')).toEqual([['Material Documents', '/investors/material-documents']]);
    for (const item of within(group('Financials')).getAllByRole('listitem')) {
      expect(item.querySelector('p')?.textContent?.length).toBeGreaterThan(10);
    }
  });

  it('shows the investor contact from site config', () => {
    renderPage(InvestorsHome);
    const contact = screen.getByRole('complementary', { name: 'Investor contact' });
    expect(contact.textContent).toContain(siteConfig.companySecretary.name);
    expect(within(contact).getByRole('link', { name: siteConfig.companySecretary.email }).getAttribute('href')).toBe(
      `mailto:${siteConfig.companySecretary.email}`,
    );
    expect(within(contact).getByRole('link', { name: siteConfig.companySecretary.phone }).getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
  });

  it('lists the offer documents under Initial Public Offer, as its header menu does, each a PDF download', async () => {
    stub.answer('/investors/list-initial-public-offers', {
      body: [
        { offers_Document: 'uploads/documents/offer/drhp.pdf', document_Name: 'Draft Red Herring Prospectus' },
        { offers_Document: 'uploads/documents/offer/rhp.pdf', document_Name: 'Red Herring Prospectus' },
        { offers_Document: '', document_Name: 'No file' },
      ],
    });
    renderPage(InvestorsHome);
    const group = screen.getByRole('heading', { level: 2, name: 'Initial Public Offer' }).closest('section')!;
    const offers = await within(group).findByRole('list', { name: 'Offer documents' });
    expect(within(offers).getAllByRole('link').map((a) => [a.textContent?.replace(/\s+/g, ' ').trim(), a.getAttribute('href')])).toEqual([
      [expect.stringMatching(/^Draft Red Herring Prospectus \(PDF/), `${stub.url}/uploads/documents/offer/drhp.pdf?name=Draft%20Red%20Herring%20Prospectus.pdf`],
      [expect.stringMatching(/^Red Herring Prospectus \(PDF/), `${stub.url}/uploads/documents/offer/rhp.pdf?name=Red%20Herring%20Prospectus.pdf`],
    ]);
  });
});

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());
