// Exposed as 'mfe-investors/screens' ('./screens'): the screen of every route this remote owns, each in
// its own chunk so a visitor downloads only the page they open.
import { defineRemoteScreens, type ScreenLoaders } from '@site/shared/remote/contract';

export const screenLoaders: ScreenLoaders = {
  '/investors': () => import('./pages/InvestorsHome/InvestorsHome'),
  '/investors/board-of-directors': () => import('./pages/BoardOfDirectors/BoardOfDirectors'),
  '/investors/committee': () => import('./pages/Committees/Committees'),
  '/investors/invertors-contact': () => import('./pages/InvestorContact/InvestorContact'),
  '/investors/investors-grievances': () => import('./pages/InvestorGrievances/InvestorGrievances'),
  '/investors/policies': () => import('./pages/Policies/Policies'),
  '/investors/material-documents': () => import('./pages/MaterialDocuments/MaterialDocuments'),
  '/investors/disclosures-under-regulation': () => import('./pages/Disclosures/Disclosures'),
  '/investors/press-release': () => import('./pages/PressRelease/PressRelease'),
  '/investors/share-holders-pattern': () => import('./pages/ShareholdersPattern/ShareholdersPattern'),
  '/investors/annual-report': () => import('./pages/AnnualReport/AnnualReport'),
  '/investors/annual-return': () => import('./pages/AnnualReturn/AnnualReturn'),
  '/investors/financial-result': () => import('./pages/FinancialResult/FinancialResult'),
  '/investors/board-meeting': () => import('./pages/BoardMeeting/BoardMeeting'),
  '/investors/general-meeting': () => import('./pages/GeneralMeeting/GeneralMeeting'),
  '/investors/complainces': () => import('./pages/Compliances/Compliances'),
  '/investors/other-announcements': () => import('./pages/OtherAnnouncements/OtherAnnouncements'),
  '/investors/no-data': () => import('./pages/ComingSoon/ComingSoon'),
};

const screens = defineRemoteScreens(screenLoaders);
export const { paths, loadScreen } = screens;
export default screens;
