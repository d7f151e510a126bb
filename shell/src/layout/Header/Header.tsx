import { NavLink } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';

/** Placeholder header; the full header (spec §2.2, §4) replaces it. */
export function Header() {
  return (
    <header>
      <nav aria-label="Main">
        <NavLink to="/">{siteConfig.shortName}</NavLink> <NavLink to="/about">About</NavLink>{' '}
        <NavLink to="/product/pvc-electricals">Products</NavLink> <NavLink to="/dealer-networks">Dealer Network</NavLink>{' '}
        <NavLink to="/investors">Investors</NavLink>
      </nav>
    </header>
  );
}
