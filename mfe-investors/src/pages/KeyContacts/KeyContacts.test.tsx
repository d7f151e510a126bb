import { siteConfig } from '@site/shared/config/site-config';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage, renderPageIn } from '../../test/render-page';
import KeyContacts from './KeyContacts';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

describe('Key Contacts', { timeout: 30_000 }, () => {
  it('shows the Reg 30(5) officers, the registrar and the grievance e-mail from the admin host', async () => {
    stub.answer('/investors/key-contacts', {
      body: {
        materiality_Kmp: [
          { name: 'Anitha Varghese', designation: 'Chief Financial Officer', phone: '+91 94470 00011', email: 'cfo@example.in' },
          { name: 'Rahul Menon', designation: 'Company Secretary', phone: '+91 94470 00012', email: 'cs@example.in' },
        ],
        registrar: { name: 'Sample Registry Services Ltd', contact_Person: 'K. Das', address: 'MG Road, Kochi', phone: '+91 94470 00013', email: 'rta@example.in', website: 'https://rta.example.in/' },
        grievance_Email: 'grievances@example.in',
      },
    });
    renderPage(KeyContacts, '/investors/key-contacts');
    const cfo = await screen.findByRole('region', { name: 'Chief Financial Officer' });
    expect(cfo.textContent).toContain('Anitha Varghese');
    expect(within(cfo).getByRole('link', { name: '+91 94470 00011' }).getAttribute('href')).toBe('tel:+919447000011');
    const rta = screen.getByRole('region', { name: 'Sample Registry Services Ltd' });
    expect(within(rta).getByRole('link', { name: /rta\.example\.in/ }).getAttribute('href')).toBe('https://rta.example.in/');
    expect(screen.getByRole('link', { name: 'grievances@example.in' }).getAttribute('href')).toBe('mailto:grievances@example.in');
    expect(screen.getByRole('link', { name: /SMART ODR portal/ }).getAttribute('href')).toBe('https://smartodr.in/login');
  });

  it('falls back to the company secretary and the site grievance e-mail when the admin host fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stub.answer('/investors/key-contacts', { status: 500, body: {} });
    renderPage(KeyContacts, '/investors/key-contacts');
    await screen.findByRole('region', { name: siteConfig.companySecretary.role });
    await waitFor(() => expect(screen.getByText('No data')).toBeTruthy());
    expect(screen.getByRole('link', { name: siteConfig.grievanceOfficer.email })).toBeTruthy();
    vi.restoreAllMocks();
  });

  it("on a Malayalam page marks the admin host's English (designations, names, the registrar's details) as English", async () => {
    stub.answer('/investors/key-contacts', {
      body: {
        materiality_Kmp: [{ name: 'Anitha Varghese', designation: 'Chief Financial Officer', phone: '+91 94470 00011', email: 'cfo@example.in' }],
        registrar: { name: 'Sample Registry Services Ltd', contact_Person: 'K. Das', address: 'MG Road, Kochi', phone: '+91 94470 00013', email: 'rta@example.in', website: 'https://rta.example.in/' },
        grievance_Email: 'grievances@example.in',
      },
    });
    await renderPageIn('ml', KeyContacts, '/investors/key-contacts');
    const cfo = await screen.findByRole('heading', { level: 3, name: 'Chief Financial Officer' });
    expect(cfo.getAttribute('lang')).toBe('en-IN');
    expect(screen.getByText('Anitha Varghese').getAttribute('lang')).toBe('en-IN');
    const rta = screen.getByRole('region', { name: 'Sample Registry Services Ltd' });
    expect(within(rta).getByRole('heading').getAttribute('lang')).toBe('en-IN');
    expect(Array.from(rta.querySelectorAll('dd [lang="en-IN"], dd[lang="en-IN"]'), (node) => node.textContent)).toEqual(['K. Das', 'MG Road, Kochi', 'rta@example.in', 'rta.example.in']);
    expect(screen.getByRole('link', { name: 'grievances@example.in' }).getAttribute('lang')).toBe('en-IN');
  });
});
