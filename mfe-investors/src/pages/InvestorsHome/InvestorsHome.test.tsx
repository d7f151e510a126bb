import { siteConfig } from '@site/shared/config/site-config';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
