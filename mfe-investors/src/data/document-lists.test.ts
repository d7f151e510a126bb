import { describe, expect, it } from 'vitest';
import { screenLoaders } from '../screens';
import { DOCUMENT_LIST_PAGES, NEWSPAPER_PUBLICATIONS_PAGE, POLICIES_PAGE, REG46_DOCUMENT_LIST_PAGES, documentListPage } from './document-lists';
import { INVESTOR_PAGES, INVESTOR_SECTION_GROUPS } from './pages';

describe('document-list config (spec §3, §7)', () => {
  it('has the nine lists with their exact endpoints and field names', () => {
    expect(DOCUMENT_LIST_PAGES.map(({ path, title, endpoint, nameField, documentField }) => [path, title, endpoint, nameField, documentField])).toEqual([
      ['/investors/disclosures-under-regulation', 'Disclosures under Regulation 46', '/investors/list-disclosure', 'Disclosure_Name', 'Disclosure_Document'],
      ['/investors/press-release', 'Press Release', '/investors/list-press-relase', 'Press_Release_Name', 'Press_Release_Document'],
      ['/investors/annual-report', 'Annual Report', '/investors/list-annual-report', 'Annual_report_Name', 'Annual_report_Document'],
      ['/investors/annual-return', 'Annual Return', '/investors/list-annual-return', 'annual_return_Name', 'annual_return_Document'],
      ['/investors/financial-result', 'Financial Result', '/investors/list-financial-result', 'financial_result_Name', 'financial_result_Document'],
      ['/investors/board-meeting', 'Board Meeting', '/investors/list-boardmeeting-links', 'meeting_Name', 'Document'],
      ['/investors/general-meeting', 'General Meeting', '/investors/list-generalmeeting-links', 'meeting_Name', 'Document'],
      ['/investors/complainces', 'Complainces', '/investors/list-complaince', 'Compliances', 'Document'],
      ['/investors/other-announcements', 'Other Announcements', '/investors/list-other-announcement', 'Announcements', 'Document'],
    ]);
    expect([POLICIES_PAGE.endpoint, POLICIES_PAGE.nameField, POLICIES_PAGE.documentField]).toEqual([
      '/investors/list-policies',
      'policie_Name',
      'policy_Document',
    ]);
  });

  it('has the Reg 46 lists of the archive API (IR-API.md) with their endpoints and fields', () => {
    expect(REG46_DOCUMENT_LIST_PAGES.map(({ path, endpoint, nameField, documentField }) => [path, endpoint, nameField, documentField])).toEqual([
      ['/investors/secretarial-compliance', '/investors/list-secretarial-compliance', 'document_Name', 'document'],
      ['/investors/familiarisation-programme', '/investors/list-familiarisation-programme', 'document_Name', 'document'],
      ['/investors/independent-directors-terms', '/investors/list-independent-director-terms', 'document_Name', 'document'],
      ['/investors/unclaimed-dividend', '/investors/list-unclaimed-dividend', 'document_Name', 'document'],
    ]);
    expect(NEWSPAPER_PUBLICATIONS_PAGE).toMatchObject({
      endpoint: '/investors/list-newspaper-publications',
      nameField: 'publication_Name',
      documentField: 'document',
      extraFields: ['newspaper', 'edition'],
    });
    expect(documentListPage('/investors/financial-result')?.periodField).toBe('period_End_Date');
  });

  it('finds a config by path and nothing for other pages', () => {
    expect(documentListPage('/investors/press-release')?.endpoint).toBe('/investors/list-press-relase');
    expect(documentListPage('/investors/policies')).toBe(POLICIES_PAGE);
    expect(documentListPage('/investors/committee')).toBeUndefined();
  });
});

describe('screens', () => {
  const specPaths = ['/investors', ...Object.keys(INVESTOR_PAGES), '/investors/no-data', '/investors/search'];

  it('exposes exactly the investor routes of the spec and of issue 17', () => {
    expect(Object.keys(screenLoaders).sort()).toEqual([...specPaths].sort());
  });

  it('loads a component for every route; a document list gets the same component each time', async () => {
    for (const path of specPaths) {
      const screen = (await screenLoaders[path]!()).default;
      expect(typeof screen, path).toBe('function');
    }
    const first = (await screenLoaders['/investors/annual-return']!()).default;
    const again = (await screenLoaders['/investors/annual-return']!()).default;
    expect(again).toBe(first);
    expect((await screenLoaders['/investors/annual-report']!()).default).not.toBe(first);
  });

  it('indexes every page on the landing page', () => {
    const indexed = new Set(INVESTOR_SECTION_GROUPS.flatMap((group) => group.pages));
    expect([...indexed].sort()).toEqual(Object.keys(INVESTOR_PAGES).sort());
  });
});
