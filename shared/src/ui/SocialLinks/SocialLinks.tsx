import { siteConfig, type SocialLink } from '../../config/site-config';
import { SocialIcon } from './SocialIcon';

type Network = SocialLink['network'];

/** The footer's and the Contact page's order (spec §2.3, §2.9): the site's order of social links. */
export const SOCIAL_ORDER: readonly Network[] = ['Facebook', 'YouTube', 'Instagram', 'Twitter', 'LinkedIn'];

interface Props {
  /** Networks in display order; only the top bar differs (spec §2.2). */
  order?: readonly Network[];
  listClassName?: string;
  linkClassName?: string;
}

/**
 * Icon links to the company's social profiles (site config), drawn with the same glyphs everywhere
 * (X, not the old bird); each opens in a new tab and says so to screen readers.
 */
export function SocialLinks({ order = SOCIAL_ORDER, listClassName, linkClassName }: Props) {
  const links = order
    .map((network) => siteConfig.social.find((link) => link.network === network))
    .filter((link): link is SocialLink => link !== undefined);
  return (
    <ul className={listClassName}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a className={linkClassName} href={url} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={network} />
            <span className="visually-hidden">{network} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
