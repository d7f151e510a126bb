// Addresses people type for the investor pages but the spec does not have (issue 29): a misspelt
// name, the singular or plural of one, another case, '/investor/' for '/investors/'. The page server
// answers them with a 301 to the spec's path (shell/server/http/static-server.ts, `redirect`), so
// a link in a circular or an old bookmark still lands. The spec's own paths stay exactly as they are,
// typos included (/investors/invertors-contact, /investors/complainces): a path the site routes is
// never redirected. Plain data and string functions: the page server (Node) imports this file.
// A relative import: the shell's page server (under tsx without the workspace alias) loads this file too.
import { LOCALE_PREFIX, localeOfPath, pathWithoutLocale } from '../../../shared/src/i18n/locales';
import { findRoute } from './route-table';

/**
 * Slugs under /investors/ that are not the spec's → the spec's slug. Only what the mechanical rules
 * below do not already catch (case, '_' or spaces for '-', one 's' more or less, a trailing slash).
 */
export const INVESTOR_SLUG_ALIASES: Readonly<Record<string, string>> = {
  // "Share Holders Pattern" is spelt every way but the spec's.
  'shareholders-pattern': 'share-holders-pattern',
  'shareholding-pattern': 'share-holders-pattern',
  'share-holding-pattern': 'share-holders-pattern',
  'shareholder-pattern': 'share-holders-pattern',
  'share-holder-pattern': 'share-holders-pattern',
  'shareholding-patterns': 'share-holders-pattern',
  // The spec's "invertors" is a typo people correct.
  'investors-contact': 'invertors-contact',
  'investor-contact': 'invertors-contact',
  'invertor-contact': 'invertors-contact',
  'contact': 'invertors-contact',
  'investor-grievances': 'investors-grievances',
  'investor-grievance': 'investors-grievances',
  'grievances': 'investors-grievances',
  'board-of-directors-and-kmp': 'board-of-directors',
  'directors': 'board-of-directors',
  'committees': 'committee',
  'policy': 'policies',
  'disclosure-under-regulation': 'disclosures-under-regulation',
  'disclosures-under-regulation-46': 'disclosures-under-regulation',
  'regulation-46': 'disclosures-under-regulation',
  'disclosures': 'disclosures-under-regulation',
  'press-releases': 'press-release',
  // The spec's "complainces" again: the correct spellings lead to it.
  'compliances': 'complainces',
  'compliance': 'complainces',
  'complaince': 'complainces',
  'announcements': 'other-announcements',
  'unclaimed-dividends': 'unclaimed-dividend',
  'iepf': 'unclaimed-dividend',
};

/** First segments that mean the investors section: '/investor/annual-report', '/investor-relations'. */
const SECTION_ALIASES: readonly string[] = ['investor', 'investors', 'investor-relations', 'investors-relations', 'ir'];

/** A path the site answers itself (in either language, a trailing slash allowed), as the page server decides. */
const isRouted = (path: string) => findRoute(pathWithoutLocale(path)) !== undefined;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The spec's slug of a typed one: itself, an alias, or one 's' more or less; undefined when none routes. */
function specSlug(slug: string): string | undefined {
  const candidates = [slug, INVESTOR_SLUG_ALIASES[slug], slug.endsWith('s') ? slug.slice(0, -1) : `${slug}s`];
  for (const candidate of candidates) {
    if (candidate !== undefined && isRouted(`/investors/${candidate}`)) return candidate;
    const again = candidate === undefined ? undefined : INVESTOR_SLUG_ALIASES[candidate];
    if (again !== undefined && isRouted(`/investors/${again}`)) return again;
  }
  return undefined;
}

/**
 * Where a request for `pathname` (as it came, percent-encoded) should be sent permanently, or
 * undefined: a path the site routes, or one that is no investor address we recognise (a 404).
 * The language prefix is kept: '/ml/Investor/Annual-Reports/' → '/ml/investors/annual-report'.
 */
export function investorRedirect(pathname: string): string | undefined {
  if (isRouted(pathname)) return undefined;
  const locale = localeOfPath(pathname.toLowerCase());
  const inLanguage = pathWithoutLocale(decoded(pathname).toLowerCase());
  const segments = inLanguage
    .replace(/[_\s]+/g, '-')
    .split('/')
    .filter((segment) => segment !== '');
  const [section, slug, ...rest] = segments;
  if (section === undefined || !SECTION_ALIASES.includes(section) || rest.length > 0) return undefined;
  const target = slug === undefined ? '/investors' : specSlug(slug) && `/investors/${specSlug(slug)}`;
  if (!target) return undefined;
  const localised = `${LOCALE_PREFIX[locale]}${target}`;
  return localised === pathname ? undefined : localised;
}
