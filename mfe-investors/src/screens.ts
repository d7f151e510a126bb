// Exposed as 'mfe-investors/screens' ('./screens'): the screen of every route this remote owns, each in
// its own chunk so a visitor downloads only the page they open, and the admin-host answers each one
// renders with (fetched before it renders: on the server, and with the chunk on client navigation).
// The plain document lists share one page module, configured per path in src/data/document-lists.ts.
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { INVESTOR_ARCHIVE_ENDPOINTS } from '@site/shared/contract/investor-archive';
import { adminPaths, defineRemoteScreens, type ScreenData, type ScreenDataDeclarations, type ScreenLoaders } from '@site/shared/remote/contract';
import { cleanQuery, HIGHLIGHT_ENDPOINTS, LATEST_ENDPOINT, searchEndpoint, UPCOMING_EVENTS_ENDPOINT } from './api/endpoints';
import { documentListPage } from './data/document-lists';
import type { InvestorPagePath } from './data/pages';

const documentList = (path: InvestorPagePath) => () =>
  import('./pages/DocumentListPage/DocumentListPage').then((page) => ({ default: page.documentListScreen(path) }));

export const screenLoaders: ScreenLoaders = {
  '/investors': () => import('./pages/InvestorsHome/InvestorsHome'),
  '/investors/board-of-directors': () => import('./pages/BoardOfDirectors/BoardOfDirectors'),
  '/investors/committee': () => import('./pages/Committees/Committees'),
  '/investors/invertors-contact': () => import('./pages/InvestorContact/InvestorContact'),
  '/investors/investors-grievances': () => import('./pages/InvestorGrievances/InvestorGrievances'),
  '/investors/policies': () => import('./pages/Policies/Policies'),
  '/investors/material-documents': () => import('./pages/MaterialDocuments/MaterialDocuments'),
  '/investors/disclosures-under-regulation': documentList('/investors/disclosures-under-regulation'),
  '/investors/press-release': documentList('/investors/press-release'),
  '/investors/share-holders-pattern': () => import('./pages/ShareholdersPattern/ShareholdersPattern'),
  '/investors/annual-report': documentList('/investors/annual-report'),
  '/investors/annual-return': documentList('/investors/annual-return'),
  '/investors/financial-result': documentList('/investors/financial-result'),
  '/investors/board-meeting': documentList('/investors/board-meeting'),
  '/investors/general-meeting': documentList('/investors/general-meeting'),
  '/investors/complainces': documentList('/investors/complainces'),
  '/investors/other-announcements': documentList('/investors/other-announcements'),
  '/investors/no-data': () => import('./pages/ComingSoon/ComingSoon'),
  // Issue 17: the archive's search and the Regulation 46 pages the spec does not have.
  '/investors/search': () => import('./pages/InvestorSearch/InvestorSearch'),
  '/investors/credit-ratings': () => import('./pages/CreditRatings/CreditRatings'),
  '/investors/investor-meets': () => import('./pages/InvestorMeets/InvestorMeets'),
  '/investors/newspaper-publications': documentList('/investors/newspaper-publications'),
  '/investors/key-contacts': () => import('./pages/KeyContacts/KeyContacts'),
  '/investors/secretarial-compliance': documentList('/investors/secretarial-compliance'),
  '/investors/familiarisation-programme': documentList('/investors/familiarisation-programme'),
  '/investors/independent-directors-terms': documentList('/investors/independent-directors-terms'),
  '/investors/unclaimed-dividend': () => import('./pages/UnclaimedDividend/UnclaimedDividend'),
};

/** A document-list page reads its one list. */
const listOf = (path: InvestorPagePath): ScreenData => adminPaths(documentListPage(path)?.endpoint ?? '');

export const screenData: ScreenDataDeclarations = {
  // The band (newest result and annual report, next meeting), the offer documents of the IPO group, the latest list.
  '/investors': adminPaths(
    LATEST_ENDPOINT,
    UPCOMING_EVENTS_ENDPOINT,
    HIGHLIGHT_ENDPOINTS.financialResults,
    HIGHLIGHT_ENDPOINTS.annualReports,
    HIGHLIGHT_ENDPOINTS.offerDocuments,
  ),
  '/investors/board-of-directors': adminPaths(ADMIN_API_PATHS.boardOfDirectors),
  '/investors/committee': adminPaths(ADMIN_API_PATHS.committees),
  '/investors/policies': listOf('/investors/policies'),
  '/investors/material-documents': adminPaths(ADMIN_API_PATHS.materialDocuments),
  '/investors/disclosures-under-regulation': listOf('/investors/disclosures-under-regulation'),
  '/investors/press-release': listOf('/investors/press-release'),
  '/investors/share-holders-pattern': adminPaths(ADMIN_API_PATHS.shareholdersPattern),
  '/investors/annual-report': listOf('/investors/annual-report'),
  '/investors/annual-return': listOf('/investors/annual-return'),
  '/investors/financial-result': listOf('/investors/financial-result'),
  '/investors/board-meeting': listOf('/investors/board-meeting'),
  '/investors/general-meeting': listOf('/investors/general-meeting'),
  '/investors/complainces': listOf('/investors/complainces'),
  '/investors/other-announcements': listOf('/investors/other-announcements'),
  // The search's results depend on the text in the address; an empty one asks for nothing.
  '/investors/search': (search) => {
    const query = cleanQuery(new URLSearchParams(search).get('q'));
    return query ? [searchEndpoint(query)] : [];
  },
  '/investors/credit-ratings': adminPaths(INVESTOR_ARCHIVE_ENDPOINTS.creditRatings),
  '/investors/investor-meets': adminPaths(INVESTOR_ARCHIVE_ENDPOINTS.investorMeets),
  '/investors/newspaper-publications': listOf('/investors/newspaper-publications'),
  '/investors/key-contacts': adminPaths(INVESTOR_ARCHIVE_ENDPOINTS.keyContacts),
  '/investors/secretarial-compliance': listOf('/investors/secretarial-compliance'),
  '/investors/familiarisation-programme': listOf('/investors/familiarisation-programme'),
  '/investors/independent-directors-terms': listOf('/investors/independent-directors-terms'),
  '/investors/unclaimed-dividend': listOf('/investors/unclaimed-dividend'),
};

const screens = defineRemoteScreens(screenLoaders, screenData);
export const { paths, loadScreen, dataFor } = screens;
export default screens;
