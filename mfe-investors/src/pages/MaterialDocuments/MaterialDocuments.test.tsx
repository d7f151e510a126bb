import { MATERIAL_DOCUMENT_TYPES } from '@site/shared/types/entities';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdminHostStub, type AdminHostStub } from '../../test/admin-host-stub';
import { renderPage, renderPageIn } from '../../test/render-page';
import MaterialDocuments from './MaterialDocuments';

let stub: AdminHostStub;
beforeAll(async () => {
  stub = await startAdminHostStub();
});
afterAll(() => stub.close());

describe('Material Documents', () => {
  it('shows the six sections, each filled from Type_Of_Document or saying "No data"', async () => {
    stub.answer('/investors/list-material-documents', {
      body: [
        { Type_Of_Document: 'Consent', File_Name: 'Consent of the Directors', Upload_File: 'uploads/md/consent.pdf' },
        { Type_Of_Document: 'IPO Resolution', File_Name: 'Board Resolution', Upload_File: 'uploads/md/board.pdf' },
        { Type_Of_Document: 'Consent', File_Name: 'Consent of the Auditor', Upload_File: 'uploads/md/auditor.pdf' },
      ],
    });
    renderPage(MaterialDocuments, '/investors/material-documents');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([...MATERIAL_DOCUMENT_TYPES]);
    const consent = await screen.findByRole('list', { name: 'Consent' });
    expect(within(consent).getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Consent of the Directors',
      'Consent of the Auditor',
    ]);
    expect(within(screen.getByRole('list', { name: 'IPO Resolution' })).getByRole('link').getAttribute('download')).toBe(
      'Board Resolution.pdf',
    );
    await waitFor(() => expect(screen.getAllByText('No data')).toHaveLength(4));
    // The in-page index links to each section.
    const toc = screen.getByRole('navigation', { name: 'Sections of this page' });
    const firstLink = within(toc).getAllByRole('link')[0]!;
    expect(document.getElementById(firstLink.getAttribute('href')!.slice(1))?.querySelector('h2')?.textContent).toBe(
      'Material Contracts to the Issue',
    );
  });

  it("on a Malayalam page: the admin host's section names marked English, each list named by its marked heading", async () => {
    stub.answer('/investors/list-material-documents', {
      body: [{ Type_Of_Document: 'Consent', File_Name: 'Consent of the Directors', Upload_File: 'uploads/md/consent.pdf' }],
    });
    await renderPageIn('ml', MaterialDocuments, '/investors/material-documents');
    for (const heading of screen.getAllByRole('heading', { level: 2 })) expect(heading.getAttribute('lang')).toBe('en-IN');
    const consent = await screen.findByRole('list', { name: 'Consent' });
    expect(consent.getAttribute('aria-label')).toBeNull();
    expect(document.getElementById(consent.getAttribute('aria-labelledby')!)?.getAttribute('lang')).toBe('en-IN');
    expect(screen.getByRole('link', { name: 'Consent' }).getAttribute('lang')).toBe('en-IN');
  });
});
