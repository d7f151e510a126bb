// The shell's texts in English: the spec's and ours, word for word as the site has always shown
// them. Menu labels and page titles are declared once, in nav-items.ts and the route table, and
// derived here, so the English site cannot drift from them.
import { siteConfig } from '@site/shared/config/site-config';
import { INVESTOR_FEED_TITLE } from '../seo/feed-link';
import { ALL_NAV_ITEMS, ANNOUNCEMENTS_LABEL, IPO_LABEL } from '../layout/Header/nav-items';
import { FOOTER_LINKS } from '../layout/Footer/footer-links';
import { routeTable } from '../routes/route-table';
import { REMOTE_LIST } from '@site/shared/remote/registry';

export const navKey = (to: string) => `nav:${to}` as const;
export const footerKey = (to: string) => `footer:${to}` as const;
export const titleKey = (path: string) => `title:${path}` as const;
export const descriptionKey = (path: string) => `description:${path}` as const;
export const sectionKey = (section: string) => `section:${section}` as const;
export const officeKey = (label: string) => `office:${label}` as const;

/** Messages derived from a list: key → English text. */
const keyed = <K extends string>(entries: readonly (readonly [K, string])[]) => Object.fromEntries(entries) as Record<K, string>;

const offices = [siteConfig.headOffice, siteConfig.registeredOffice, siteConfig.corporateOffice];

/** Keys derived from the menus, route table, registry and offices. */
type DerivedKey = ReturnType<typeof navKey | typeof footerKey | typeof titleKey | typeof descriptionKey | typeof sectionKey | typeof officeKey>;

const derived: Record<DerivedKey, string> = {
  ...keyed(ALL_NAV_ITEMS.map((item) => [navKey(item.to), item.label] as const)),
  ...keyed(FOOTER_LINKS.map((item) => [footerKey(item.to), item.label] as const)),
  ...keyed(routeTable.map((route) => [titleKey(route.path), route.title] as const)),
  ...keyed(routeTable.map((route) => [descriptionKey(route.path), route.description] as const)),
  ...keyed(REMOTE_LIST.map((remote) => [sectionKey(remote.section), remote.section] as const)),
  ...keyed(offices.map((office) => [officeKey(office.label), office.label] as const)),
};

const ui = {
  'nav.announcements': ANNOUNCEMENTS_LABEL,
  'nav.ipo': IPO_LABEL,
  'nav.products': 'Products',
  'nav.investors': 'Investors',
  'nav.main': 'Main',
  'drawer.menu': 'Menu',
  'drawer.back': 'Back',
  'drawer.levelSuffix': ' menu',
  'header.open': 'Open menu',
  'header.close': 'Close menu',
  'header.support': 'Get quick appointment and technical support',
  'header.headOffice': 'Head office: ',
  'header.logoHome': ', home',
  'language.label': 'Language',
  'skip': 'Skip to content',
  'pdf': '(PDF)',
  'pdf.newTab': ' (PDF, opens in a new tab)',
  'site.tagline': siteConfig.tagline,
  'footer.nav': 'Footer',
  'footer.quickLinks': 'Quick Links',
  'footer.feedback': 'Feedback',
  'footer.newTab': ' (opens in a new tab)',
  'footer.odr': ' (online dispute resolution, opens in a new tab)',
  'footer.products': 'Our Products',
  'footer.contact': 'Contact Us',
  'footer.cin': 'CIN',
  'footer.phone': 'Phone',
  'footer.landline': 'Landline',
  'footer.news': 'News & Updates',
  'footer.copyright': '© {year} {company}. All rights reserved.',
  'news.form': 'Get News & Update',
  'news.intro': 'Subscribe by e-mail to hear about new products, dealers and company news.',
  'news.email': 'Your e-mail address',
  'news.agree': 'I agree to all your terms & policies',
  'news.agreeFirst': 'Please agree to the terms & policies first.',
  'news.emailRequired': 'Please enter your e-mail address.',
  'news.emailInvalid': 'Please enter a valid e-mail address, like name@example.com.',
  'news.sent': 'Your mail app opens a subscription request for {email}: send it to finish. No mail app? Write to {mailbox}.',
  'news.subject': 'Subscribe to News & Updates',
  'news.body': 'Please subscribe me to news and updates from {company}.\n\nE-mail: {email}\n\n{agree}.',
  'notFound.title': 'Page not found',
  'notFound.eyebrow': 'Error 404',
  'notFound.text': 'Sorry, there is no page at this address. It may have moved, or the link may be mistyped.',
  'home.link': 'Go to the home page',
  'notFound.search': 'Looking for a document? Search our investor documents',
  'notFound.searchPlaceholder': 'e.g. annual report',
  'notFound.searchButton': 'Search',
  'notFound.sections': 'Or go to one of our main sections',
  'error.title': 'Unexpected Application Error!',
  'section.failed': 'This section could not be loaded',
  'section.unavailable': 'The {section} section is not available right now. The rest of the site still works. Please try again.',
  'section.loadingFailed': 'Loading failed.',
  'section.retry': 'Retry',
  'loading': 'Loading…',
  // The <link title> of the investor feed in the head of investor pages.
  'feed.title': INVESTOR_FEED_TITLE,
} satisfies Record<string, string>;

export type ShellMessages = Readonly<Record<DerivedKey, string>> & typeof ui;

export const shellEn: ShellMessages = { ...derived, ...ui };
