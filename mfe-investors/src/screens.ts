// Exposed as 'mfe-investors/screens' ('./screens'): the screen of every route this remote owns, each in
// its own chunk so a visitor downloads only the page they open. The plain document lists share one
// page module, configured per path in src/data/document-lists.ts.
import { defineRemoteScreens, type ScreenLoaders } from '@site/shared/remote/contract';
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

const screens = defineRemoteScreens(screenLoaders);
export const { paths, loadScreen } = screens;
export default screens;
