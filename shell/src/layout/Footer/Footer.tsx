import { siteConfig } from '@site/shared/config/site-config';

/** Placeholder footer; the full footer (spec §2.3) replaces it. */
export function Footer() {
  return <footer>© {siteConfig.copyrightYear} {siteConfig.companyName}</footer>;
}
