import { siteConfig } from '@site/shared/config/site-config';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { telHref } from '@site/shared/format/phone';
import { renderPage } from '../../test/render-page';
import InvestorGrievances from '../InvestorGrievances/InvestorGrievances';
import InvestorContact from './InvestorContact';

describe('Investor Contact', () => {
  it("shows the company secretary's name, phone (tel:) and e-mail (mailto:)", () => {
    renderPage(InvestorContact, '/investors/invertors-contact');
    const { name, phone, email, role } = siteConfig.companySecretary;
    const card = screen.getByRole('region', { name: role });
    expect(within(card).getByText(name)).toBeTruthy();
    expect(within(card).getByRole('link', { name: phone }).getAttribute('href')).toBe(telHref(phone));
    expect(within(card).getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
  });
});

describe('Investor Grievances', () => {
  it('shows the stakeholders-committee member and the company secretary', () => {
    renderPage(InvestorGrievances, '/investors/investors-grievances');
    for (const person of [siteConfig.grievanceOfficer, siteConfig.companySecretary]) {
      const card = screen.getByRole('region', { name: person.role });
      expect(within(card).getByText(person.name)).toBeTruthy();
      expect(within(card).getByRole('link', { name: person.email }).getAttribute('href')).toBe(`mailto:${person.email}`);
      expect(within(card).getByRole('link', { name: person.phone }).getAttribute('href')).toBe(telHref(person.phone));
    }
  });
});
