// The site's route table (spec §2.1): every path, the remote that owns its screen, and the
// page title and description the shell sets. Remotes render; the shell decides where.
// A relative import: the shell's page server (shell/server/, under tsx without the workspace alias) loads this file too.
import { REMOTES, type RemoteName } from '../../../shared/src/remote/registry';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** Screen key the remote is asked for (differs from path only for aliases such as /product). */
  screen: string;
  title: string;
  description: string;
}

const route = (path: string, remote: RemoteName, title: string, description: string, screen = path): RouteEntry => ({
  path,
  remote,
  screen,
  title,
  description,
});

const P = REMOTES.products.mfName;
const I = REMOTES.investors.mfName;
const D = REMOTES.dealers.mfName;
const C = REMOTES.content.mfName;

export const routeTable: readonly RouteEntry[] = [
  route('/', C, 'Home', 'Rigid PVC conduits, uPVC water pipes, fittings, hoses and tanks made in Kerala since 1994.'),
  route('/about', C, 'About Us', 'Our story since 1994, four manufacturing units, values, vision and mission.'),
  route('/md-message', C, "Managing Director's Message", 'A message from our managing director.'),
  route('/product', P, 'Rigid PVC Electrical Conduits', 'ISI-marked rigid PVC electrical conduits (IS 9537 part 3) in light, medium and heavy classes.', '/product/pvc-electricals'),
  route('/product/pvc-electricals', P, 'Rigid PVC Electrical Conduits', 'ISI-marked rigid PVC electrical conduits (IS 9537 part 3) in light, medium and heavy classes.'),
  route('/product/pvc-electricals-fitting', P, 'Electrical Fittings', 'PVC and PP electrical conduit fittings: boxes, bends, couplers, elbows, tees and saddles.'),
  route('/product/pvc-water-pipes', P, 'uPVC Water Pipes', 'uPVC water pipes to IS 4985, 20 to 200 mm, classes 2.5 to 12.5 kg/cm².'),
  route('/product/pvc-water-pipes-fitting', P, 'Water Pipe Fittings', 'uPVC water pipe fittings: elbows, tees, end caps, couplers and reducers.'),
  route('/product/flexible-hoses', P, 'Flexible Conduits', 'Flexible PVC conduits for concealed and surface wiring.'),
  route('/product/solvent', P, 'Solvent Cement', 'Solvent cement for strong, leak-proof uPVC and PVC joints.'),
  route('/product/green-hoses', P, 'Garden and Suction Hoses', 'Garden and suction hoses in 20, 25 and 32 mm, 15 m and 30 m lengths.'),
  route('/product/water-tanks', P, 'Water Tanks', 'Food-grade multi-layer water storage tanks.'),
  route('/dealer-networks', D, 'Dealer Network', 'Find our dealers and distributors near you, by state, district or PIN code.'),
  route('/investors', I, 'Investors', 'Investor relations: governance, disclosures, results, reports and announcements.'),
  route('/investors/board-of-directors', I, 'Board of Directors and KMP', 'Our board of directors and key managerial personnel.'),
  route('/investors/committee', I, 'Committees', 'Audit, Nomination and Remuneration, and Stakeholders Relationship committees.'),
  route('/investors/invertors-contact', I, 'Investor Contact', 'Contact our company secretary for investor matters.'),
  route('/investors/investors-grievances', I, 'Investor Grievances', 'Where to raise an investor grievance.'),
  route('/investors/policies', I, 'Policies', 'Company policies, available as PDF documents.'),
  route('/investors/material-documents', I, 'Material Documents', 'Material contracts and documents of the issue.'),
  route('/investors/disclosures-under-regulation', I, 'Disclosures under Regulation 46', 'Disclosures under Regulation 46 of the SEBI LODR Regulations.'),
  route('/investors/press-release', I, 'Press Release', 'Press releases as PDF documents.'),
  route('/investors/share-holders-pattern', I, 'Share Holders Pattern', 'Quarterly shareholding pattern.'),
  route('/investors/annual-report', I, 'Annual Report', 'Annual reports by financial year.'),
  route('/investors/annual-return', I, 'Annual Return', 'Annual returns by financial year.'),
  route('/investors/financial-result', I, 'Financial Result', 'Quarterly and annual financial results.'),
  route('/investors/board-meeting', I, 'Board Meeting', 'Board meeting announcements.'),
  route('/investors/general-meeting', I, 'General Meeting', 'General meeting announcements.'),
  route('/investors/complainces', I, 'Complainces', 'Compliance announcements.'),
  route('/investors/other-announcements', I, 'Other Announcements', 'Other announcements to shareholders.'),
  route('/investors/no-data', I, 'Coming Soon', 'This section is coming soon.'),
  // Issue 17: search across the investor archive, and the Regulation 46(2) pages the spec does not have.
  route('/investors/search', I, 'Search Investor Documents', 'Search every investor document by name and text.'),
  route('/investors/credit-ratings', I, 'Credit Ratings', 'Credit ratings of our instruments, with the rating letters.'),
  route('/investors/investor-meets', I, 'Investor and Analyst Meets', 'Schedule of analyst and investor meets, presentations and transcripts.'),
  route('/investors/newspaper-publications', I, 'Newspaper Publications', 'Notices and financial results as published in newspapers.'),
  route('/investors/key-contacts', I, 'Key Contacts', 'Officers authorised to decide materiality, our registrar and share transfer agent, and the grievance e-mail.'),
  route('/investors/secretarial-compliance', I, 'Secretarial Compliance Report', 'Annual secretarial compliance reports under Regulation 24A.'),
  route('/investors/familiarisation-programme', I, 'Familiarisation Programme for Independent Directors', 'Familiarisation programmes for our independent directors.'),
  route('/investors/independent-directors-terms', I, 'Terms of Appointment of Independent Directors', 'Terms and conditions of appointment of independent directors.'),
  route('/investors/unclaimed-dividend', I, 'Unclaimed Dividend and IEPF', 'Unclaimed dividends, shares transferred to the IEPF, and how to claim them.'),
  route('/blog', C, 'News and Blog', 'News, articles and brochures.'),
  route('/gallery', C, 'Gallery', 'Photos of our plants, products and people.'),
  route('/career', C, 'Careers', 'Current openings and how to apply.'),
  route('/contact', C, 'Contact Us', 'Phone, e-mail and addresses of our offices and plants.'),
  route('/quote', C, 'Get a Quote', 'Ask for a quote and download our brochures.'),
  route('/privacy&terms', C, 'Privacy Policies', 'How we handle cookies and information.'),
  route('/terms&conditions', C, 'Terms and Conditions', 'Terms and conditions of use of this website.'),
];

/** The route entry of an exact path (trailing slash ignored), or undefined for an unknown path. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is simply an unknown path.
  }
  return routeTable.find((r) => r.path === path || r.path === decoded);
}

/**
 * The query parameters a screen reads (the investor archive's year and text filters, the investor
 * search, the blog post open at its own address, issue 29): a server-rendered page is rendered and
 * cached with these and only these, in this order, so `?utm_source=…` shares the plain page and a
 * filtered view or an open post is rendered as the browser shows it.
 */
export const PAGE_QUERY_PARAMS = ['year', 'q', 'post'] as const;

/** `search` reduced to PAGE_QUERY_PARAMS ('' when none is set), e.g. '?year=2024-25&q=results'. */
export function pageQuery(search: string): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}
