import { adminFileUrl } from '@site/shared/config/env';
import type { BlogPost } from '@site/shared/types/entities';
import { Modal } from '@site/shared/ui/Modal/Modal';
import { authorOf, formatBlogDate, isoDate } from '../BlogCard/blog-format';
import styles from './BlogModal.module.css';
import { EnglishText } from '@site/shared/i18n/EnglishText';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { commonMessages } from '../../messages/common';

export interface OpenPost {
  post: BlogPost;
  /** The description after sanitizeBlogHtml (done when the post was opened, in the click handler). */
  safeHtml: string;
}

interface Props {
  open: OpenPost | null;
  onClose: () => void;
}

/** The blog modal (spec §4): the whole post, its HTML already sanitised. One at a time. */
export function BlogModal({ open, onClose }: Props) {
  const post = open?.post;
  const t = useMessages(commonMessages);
  // The post (title, author, text) is the admin host's English.
  const dataLang = useEnglishDataLang();
  return (
    <Modal open={Boolean(open)} onClose={onClose} title={post?.blog_title ?? ''} titleLang={dataLang} size="lg">
      {post && open ? (
        <article className={styles.post}>
          <p className={styles.meta}>
            <time dateTime={isoDate(post.date)}>{formatBlogDate(post.date, t.locale)}</time>
            <span aria-hidden="true"> · </span>
            <span>
              {t('blog.by')}
              <EnglishText>{authorOf(post.editor)}</EnglishText>
            </span>
          </p>
          <img className={styles.cover} src={adminFileUrl(post.image)} width={1200} height={675} alt="" decoding="async" />
          {/* Sanitised with DOMPurify before it got here (sanitize-blog-html.ts). */}
          <div className={styles.content} lang={dataLang} dangerouslySetInnerHTML={{ __html: open.safeHtml }} />
        </article>
      ) : null}
    </Modal>
  );
}
