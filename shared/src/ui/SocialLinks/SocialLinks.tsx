import { siteConfig, type SocialLink } from '../../config/site-config';
import { StaticHtml } from '../hydration/StaticHtml';
import { SocialIcon } from './SocialIcon';
import { useMessages } from '../../i18n/react';
import { sharedMessages } from '../../messages/shared';

type Network = SocialLink['network'];

/**
 * The site's one order of social links, everywhere (issue 18). The spec gives two: this one for the
 * footer and Contact (§2.3, §2.9), Facebook-LinkedIn-YouTube-Instagram-Twitter for the top bar (§2.2);
 * the order two of its three places agree on wins, so the icons never swap places between header and footer.
 */
export const SOCIAL_ORDER: readonly Network[] = ['Facebook', 'YouTube', 'Instagram', 'Twitter', 'LinkedIn'];

interface Props {
  listClassName?: string;
  linkClassName?: string;
}

/**
 * Icon links to the company's social profiles (site config), drawn with the same glyphs everywhere
 * (X, not the old bird); each opens in a new tab and says so to screen readers. Plain links, the
 * same on every page: a hydrated page keeps the server's list as it is (StaticHtml, issue 30).
 */
export function SocialLinks({ listClassName, linkClassName }: Props) {
  const t = useMessages(sharedMessages);
  const links = SOCIAL_ORDER
    .map((network) => siteConfig.social.find((link) => link.network === network))
    .filter((link): link is SocialLink => link !== undefined);
  return (
    <StaticHtml as="ul" className={listClassName}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a className={linkClassName} href={url} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={network} />
            <span className="visually-hidden">{`${network} ${t('newTab')}`}</span>
          </a>
        </li>
      ))}
    </StaticHtml>
  );
}
