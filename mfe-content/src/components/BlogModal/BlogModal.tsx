import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import type { BlogPost } from '@site/shared/types/entities';
import { Modal } from '@site/shared/ui/Modal/Modal';
import { authorOf, formatBlogDate, isoDate } from '../BlogCard/blog-format';
import { COVER_SIZE, postCoverSrc } from '../BlogCard/blog-cover';
import { BlogHtml } from './BlogHtml';
import styles from './BlogModal.module.css';
import { EnglishText } from '@site/shared/i18n/EnglishText';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { commonMessages } from '../../messages/common';

interface Props {
  /** The open post (the address's, /blog?post=<slug>), or null. */
  post: BlogPost | null;
  onClose: () => void;
  /** The link back to the list at the end of the post (it works before the page's script, too). */
  allPostsLabel: string;
}

/**
 * The blog modal (spec §4): the whole post, in a reading column of about 70 characters. Its text
 * is rendered as elements by BlogHtml (no HTML injected), the same on the server, which renders a
 * post opened at its own address, and in the browser. One at a time.
 */
export function BlogModal({ post, onClose, allPostsLabel }: Props) {
  const t = useMessages(commonMessages);
  // The post (title, author, text) is the admin host's English.
  const dataLang = useEnglishDataLang();
  // With the script, the link closes the post like the close button (back to the list's history entry).
  const backToList = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClose();
  };
  return (
    <Modal open={Boolean(post)} onClose={onClose} title={post?.blog_title ?? ''} titleLang={dataLang} size="read">
      {post ? (
        <article className={styles.post}>
          <p className={styles.meta}>
            <time dateTime={isoDate(post.date)}>{formatBlogDate(post.date, t.locale)}</time>
            <span aria-hidden="true"> · </span>
            <span>
              {t('blog.by')}
              <EnglishText>{authorOf(post.editor)}</EnglishText>
            </span>
          </p>
          <img className={styles.cover} src={postCoverSrc(post)} width={COVER_SIZE.width} height={COVER_SIZE.height} alt="" decoding="async" />
          <BlogHtml className={styles.content} lang={dataLang} html={post.description} />
          <p className={styles.back}>
            <Link to="/blog" onClick={backToList}>
              {allPostsLabel}
            </Link>
          </p>
        </article>
      ) : null}
    </Modal>
  );
}
