import { siteConfig, type SocialLink } from '@site/shared/config/site-config';
import styles from './SocialLinks.module.css';

// The order spec §2.9 lists them in.
const ORDER: readonly SocialLink['network'][] = ['Facebook', 'YouTube', 'Instagram', 'Twitter', 'LinkedIn'];

const ICONS: Record<SocialLink['network'], string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.4-.9 1-.9Z',
  YouTube: 'M22 8.2c-.2-1.4-1.2-2.4-2.6-2.6C17.6 5.3 12 5.3 12 5.3s-5.6 0-7.4.3C3.2 5.8 2.2 6.8 2 8.2 1.7 10 1.7 12 1.7 12s0 2 .3 3.8c.2 1.4 1.2 2.4 2.6 2.6 1.8.3 7.4.3 7.4.3s5.6 0 7.4-.3c1.4-.2 2.4-1.2 2.6-2.6.3-1.8.3-3.8.3-3.8s0-2-.3-3.8ZM10 15.2V8.8l5.5 3.2-5.5 3.2Z',
  Instagram: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm5-9.1a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM16.5 2h-9A5.5 5.5 0 0 0 2 7.5v9A5.5 5.5 0 0 0 7.5 22h9a5.5 5.5 0 0 0 5.5-5.5v-9A5.5 5.5 0 0 0 16.5 2Zm3.7 14.5a3.7 3.7 0 0 1-3.7 3.7h-9a3.7 3.7 0 0 1-3.7-3.7v-9a3.7 3.7 0 0 1 3.7-3.7h9a3.7 3.7 0 0 1 3.7 3.7v9Z',
  Twitter: 'M22 5.9c-.7.3-1.5.5-2.3.6.8-.5 1.5-1.3 1.8-2.2-.8.5-1.7.8-2.6 1a4 4 0 0 0-6.9 3.7A11.4 11.4 0 0 1 3.7 4.8a4 4 0 0 0 1.2 5.4c-.6 0-1.3-.2-1.8-.5 0 2 1.4 3.6 3.2 4a4 4 0 0 1-1.8.1 4 4 0 0 0 3.8 2.8A8.1 8.1 0 0 1 2 18.3 11.4 11.4 0 0 0 8.2 20c7.5 0 11.6-6.2 11.6-11.6v-.5c.8-.6 1.5-1.3 2.1-2Z',
  LinkedIn: 'M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 9h3.2v12H3V9Zm5.5 0h3.1v1.6h.1c.4-.8 1.5-1.8 3.1-1.8 3.3 0 3.9 2.2 3.9 5V21h-3.2v-6.2c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V21H8.5V9Z',
};

interface Props {
  className?: string;
}

/** The company's social profiles (site config), each opening in a new tab. */
export function SocialLinks({ className }: Props) {
  const links = [...siteConfig.social].sort((a, b) => ORDER.indexOf(a.network) - ORDER.indexOf(b.network));
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d={ICONS[network]} fill="currentColor" />
            </svg>
            <span className="visually-hidden">{network} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
