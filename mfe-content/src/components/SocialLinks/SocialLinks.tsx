import { SocialLinks as SiteSocialLinks } from '@site/shared/ui/SocialLinks/SocialLinks';
import styles from './SocialLinks.module.css';

interface Props {
  className?: string;
}

/** The company's social profiles in the site's one order and glyphs, styled for light backgrounds. */
export function SocialLinks({ className }: Props) {
  return <SiteSocialLinks listClassName={[styles.list, className].filter(Boolean).join(' ')} linkClassName={styles.link} />;
}
