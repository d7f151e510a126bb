import type { TitledText } from '../../data/media';
import styles from './TitledList.module.css';

interface Props {
  items: readonly TitledText[];
  /** Numbered list (quality tests) instead of cards (features, advantages). */
  ordered?: boolean;
}

/** Features, advantages and quality tests: a title and a sentence each. */
export function TitledList({ items, ordered = false }: Props) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={ordered ? styles.ordered : styles.cards}>
      {items.map((item) => (
        <li key={item.title}>
          <strong className={styles.title}>{item.title}</strong>
          <span className={styles.text}>{item.text}</span>
        </li>
      ))}
    </List>
  );
}
