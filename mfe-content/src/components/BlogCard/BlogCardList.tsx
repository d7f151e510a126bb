import type { BlogPost } from '@site/shared/types/entities';
import { BlogCard } from './BlogCard';
import styles from './BlogCardList.module.css';

interface Props {
  posts: readonly BlogPost[];
  onRead?: (post: BlogPost) => void;
  /** The first row is in the first screen (the blog page): its covers load at once, the first one first. */
  firstRowVisible?: boolean;
}

/** Cards per row on the widest layout (BlogCardList.module.css). */
const ROW = 3;

/** Blog posts as a responsive grid of cards (the blog page, and the highlights on Home and About). */
export function BlogCardList({ posts, onRead, firstRowVisible = false }: Props) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.id ?? post.blog_title}>
          <BlogCard post={post} onRead={onRead} cover={firstRowVisible && index < ROW ? (index === 0 ? 'first' : 'eager') : 'lazy'} />
        </li>
      ))}
    </ul>
  );
}
