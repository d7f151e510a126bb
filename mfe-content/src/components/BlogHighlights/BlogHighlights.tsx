import { Link } from 'react-router';
import { useBlogPosts } from '../../api/useBlogPosts';
import { BlogCardList } from '../BlogCard/BlogCardList';
import { SectionHeading } from '../SectionHeading/SectionHeading';
import styles from './BlogHighlights.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { commonMessages } from '../../messages/common';

/** Blog cards on Home and About (spec §2.4, §2.5, §9). */
export const HIGHLIGHT_COUNT = 3;

interface Props {
  title: string;
  eyebrow?: string;
}

/**
 * The newest three blog posts. Rendered only once blog data has loaded (spec §4): before that,
 * or when the fetch failed or returned nothing, the section is not there at all.
 */
export function BlogHighlights({ title, eyebrow }: Props) {
  const t = useMessages(commonMessages);
  const posts = useBlogPosts();
  if (!posts || posts.length === 0) return null;
  return (
    <section className="page-section" aria-labelledby="blog-highlights-heading">
      <div className="container">
        <SectionHeading id="blog-highlights-heading" eyebrow={eyebrow}>
          {title}
        </SectionHeading>
        <BlogCardList posts={posts.slice(0, HIGHLIGHT_COUNT)} />
        <p className={styles.more}>
          <Link to="/blog">{t('blog.all')}</Link>
        </p>
      </div>
    </section>
  );
}
