// The h1 of each content page (mfe-content), restated from the spec (§2.4, §2.5, §2.13, §4, §9), not
// imported from the remote. The route sweep (a11y-sweep.spec.ts) checks them on every deep link.
export const CONTENT_H1: Readonly<Record<string, string>> = {
  '/': 'Pipes and conduits Kerala has trusted for thirty years',
  '/about': 'About Us',
  '/md-message': 'Managing Director’s Message',
  '/blog': 'News & Blog',
  '/gallery': 'Gallery',
  '/career': 'Careers',
  '/contact': 'Contact Us',
  '/quote': 'Get a Quote',
  '/privacy&terms': 'Privacy Policy',
  '/terms&conditions': 'Terms and Conditions',
};
