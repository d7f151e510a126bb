import type { BlogPost } from '@site/shared/types/entities';
import { BlogCard } from './BlogCard';
import styles from './BlogCardList.module.css';

/** Blog posts as a responsive grid of cards (the blog page, and the highlights on Home and About). */
export function BlogCardList({ posts, onRead }: { posts: readonly BlogPost[]; onRead?: (post: BlogPost) => void }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.id ?? post.blog_title}>
          <BlogCard post={post} onRead={onRead} />
        </li>
      ))}
    </ul>
  );
}
