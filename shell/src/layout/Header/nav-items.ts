// The header's and footer's link lists (spec §2.2, §2.3). Paths are the spec's, typos included
// (`invertors-contact`, `complainces`); labels are ours where the spec gives none.
import type { Locale } from '@site/shared/i18n/locales';

export interface NavItem {
  to: string;
  label: string;
}

/** Main navigation before the Products dropdown. */
export const LEADING_LINKS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
];

/** Between the Products and Investors dropdowns. */
export const DEALER_LINK: NavItem = { to: '/dealer-networks', label: 'Dealer Network' };

/** Main navigation after the Investors dropdown. */
export const TRAILING_LINKS: readonly NavItem[] = [
  { to: '/blog', label: 'Blog' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/career', label: 'Career' },
  { to: '/contact', label: 'Contact' },
];

export const QUOTE_LINK: NavItem = { to: '/quote', label: 'Get a Quote' };

/** Products is a dropdown, not a page: it is highlighted for any path under this prefix. */
export const PRODUCTS_PREFIX = '/product';
export const INVESTORS_PREFIX = '/investors';

export const PRODUCT_LINKS: readonly NavItem[] = [
  { to: '/product/pvc-electricals', label: 'Rigid PVC Electrical Conduits' },
  { to: '/product/pvc-electricals-fitting', label: 'Electrical Fittings' },
  { to: '/product/pvc-water-pipes', label: 'uPVC Water Pipes' },
  { to: '/product/pvc-water-pipes-fitting', label: 'Water Pipe Fittings' },
  { to: '/product/flexible-hoses', label: 'Flexible Conduits' },
  { to: '/product/solvent', label: 'Solvent Cement' },
  { to: '/product/green-hoses', label: 'Garden and Suction Hoses' },
  { to: '/product/water-tanks', label: 'Water Tanks' },
];

/** First entry of the Investors menu: the landing page, which the spec's submenu does not list. */
export const INVESTORS_OVERVIEW: NavItem = { to: '/investors', label: 'Investors overview' };

export const INVESTOR_LINKS: readonly NavItem[] = [
  { to: '/investors/board-of-directors', label: 'Board of Directors' },
  { to: '/investors/committee', label: 'Committees' },
  { to: '/investors/invertors-contact', label: 'Investor Contact' },
  { to: '/investors/financial-result', label: 'Financial Result' },
  { to: '/investors/share-holders-pattern', label: 'Share Holders Pattern' },
  { to: '/investors/policies', label: 'Policies' },
  { to: '/investors/annual-report', label: 'Annual Report' },
  { to: '/investors/annual-return', label: 'Annual Return' },
  { to: '/investors/investors-grievances', label: 'Investor Grievances' },
  { to: '/investors/press-release', label: 'Press Release' },
  // Regulation 46(2) pages of issue 17 (after the spec's entries, which keep their order).
  { to: '/investors/credit-ratings', label: 'Credit Ratings' },
  { to: '/investors/investor-meets', label: 'Investor and Analyst Meets' },
  { to: '/investors/newspaper-publications', label: 'Newspaper Publications' },
  { to: '/investors/key-contacts', label: 'Key Contacts' },
  { to: '/investors/secretarial-compliance', label: 'Secretarial Compliance Report' },
  { to: '/investors/familiarisation-programme', label: 'Familiarisation Programme' },
  { to: '/investors/independent-directors-terms', label: 'Independent Directors: Terms' },
  { to: '/investors/unclaimed-dividend', label: 'Unclaimed Dividend and IEPF' },
];

export const ANNOUNCEMENT_LINKS: readonly NavItem[] = [
  { to: '/investors/board-meeting', label: 'Board Meeting' },
  { to: '/investors/general-meeting', label: 'General Meeting' },
  { to: '/investors/complainces', label: 'Compliances' },
  { to: '/investors/other-announcements', label: 'Other Announcements' },
];

/** Last entry of the Initial Public Offer submenu, after the offer documents. */
export const MATERIAL_DOCUMENTS_LINK: NavItem = { to: '/investors/material-documents', label: 'Material Documents' };

/** Every link of the header's menus, once (the shell's messages key their labels by path). */
export const ALL_NAV_ITEMS: readonly NavItem[] = [
  ...LEADING_LINKS,
  DEALER_LINK,
  ...TRAILING_LINKS,
  QUOTE_LINK,
  ...PRODUCT_LINKS,
  INVESTORS_OVERVIEW,
  ...INVESTOR_LINKS,
  ...ANNOUNCEMENT_LINKS,
  MATERIAL_DOCUMENTS_LINK,
];

export const ANNOUNCEMENTS_LABEL = 'Announcements';
export const IPO_LABEL = 'Initial Public Offer';

/** Spec §4 / §9: the header bar becomes fixed once the page is scrolled more than this. */
export const FIXED_HEADER_THRESHOLD_PX = 45;

/**
 * Under this width the hamburger and drawer replace the desktop navigation (the CSS uses the same
 * numbers). Malayalam has no desktop bar: its labels need about 1,030 px at the bar's size, and the
 * header has about 750 px for them beside the logo and the quote link (measured at 1440 px, where
 * the content column is already at its widest), so the drawer serves every width.
 */
export const DESKTOP_NAV_MIN_WIDTH_PX: Readonly<Record<Locale, number | null>> = { en: 992, ml: null };

/** Whether a dropdown's section is the current one (Products for /product..., Investors for /investors...). */
export function isSectionActive(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
