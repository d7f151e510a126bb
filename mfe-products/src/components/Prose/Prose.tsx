import styles from './Prose.module.css';

/** Paragraphs of running text, kept to a readable line length. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => (
    <p key={paragraph.slice(0, 24)} className={styles.prose}>
      {paragraph}
    </p>
  ));
}
