import type { Person } from '../../data/people';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import { initialsOf, toneOf } from './monogram';
import styles from './PersonPortrait.module.css';

interface Props {
  person: Person;
  /** 'card': a round mark above a name (team); 'feature': the larger 4:5 panel (managing director); 'small': beside a quote's name. */
  variant: 'card' | 'feature' | 'small';
  /** The photo's alt text; '' when the name is written right beside it (the usual case). */
  alt?: string;
  /** The `sizes` attribute for the photo. */
  sizes: string;
  priority?: boolean;
}

/**
 * A person's picture slot: their photograph when we have one, otherwise a monogram in the brand's
 * colours that does not pretend to be a photo. The monogram is decoration (the name is always
 * written beside it), so assistive technology skips it.
 */
export function PersonPortrait({ person, variant, alt = '', sizes, priority = false }: Props) {
  const className = `${styles.portrait} ${styles[variant]}`;
  if (person.photo) return <ResponsiveImage image={person.photo} alt={alt} sizes={sizes} priority={priority} className={`${className} ${styles.photo}`} />;
  return (
    <div className={`${className} ${styles.monogram}`} data-tone={toneOf(person.name)} aria-hidden="true" data-monogram="">
      <span className={styles.letters}>{initialsOf(person.name)}</span>
    </div>
  );
}
