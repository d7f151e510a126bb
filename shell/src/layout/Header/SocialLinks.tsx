import { siteConfig, type SocialLink } from '@site/shared/config/site-config';
import { SocialIcon } from './SocialIcon';

interface Props {
  /** Networks in display order (the header and footer list them differently, spec §2.2/§2.3). */
  order: ReadonlyArray<SocialLink['network']>;
  listClassName?: string;
  linkClassName?: string;
}

/** Icon links to the company's social profiles; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ order, listClassName, linkClassName }: Props) {
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
