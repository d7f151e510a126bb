import styles from './SignOff.module.css';

interface Props {
  /** "With warm regards," in the page's language. */
  closing: string;
  name: string;
  /** The name's language when it is not the page's. */
  nameLang?: string;
  /** Designation and company, one line. */
  role: React.ReactNode;
}

/**
 * A typographic sign-off for a letter: the name set large and slanted like a signature, with a
 * pen stroke under it. Ours, drawn in CSS and one SVG line, not a copy of anyone's hand; a scanned
 * signature can replace the name later. The name is real text, so it is read out and found.
 */
export function SignOff({ closing, name, nameLang, role }: Props) {
  return (
    <p className={styles.signOff}>
      <span className={styles.closing}>{closing}</span>
      <strong className={styles.name} lang={nameLang}>
        {name}
      </strong>
      <svg className={styles.stroke} viewBox="0 0 240 18" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M2 13 C40 4 70 16 110 9 S190 3 238 7" />
      </svg>
      <span className={styles.role}>{role}</span>
    </p>
  );
}
