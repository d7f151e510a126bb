import { Link } from 'react-router';
import { adminFileUrl } from '@site/shared/config/env';
import { postAddress } from '@site/shared/blog/post-address';
import { COVER_SIZE, postCoverSrc } from './blog-cover';
import type { BlogPost } from '@site/shared/types/entities';
import { authorOf, excerptOf, formatBlogDate, isoDate } from './blog-format';
import styles from './BlogCard.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { EnglishText } from '@site/shared/i18n/EnglishText';
import { StaticHtml } from '@site/shared/ui/hydration/StaticHtml';
import { commonMessages } from '../../messages/common';

interface Props {
  post: BlogPost;
  /** On the blog page: opens the post in the blog modal. Elsewhere the card links to the post's own address. */
  onRead?: (post: BlogPost) => void;
  headingLevel?: 'h2' | 'h3';
  /**
   * How the cover loads: 'lazy' below the first screen; 'eager' in it; 'first' for the page's
   * largest picture (high priority: the server-rendered page preloads it in its head).
   */
  cover?: 'lazy' | 'eager' | 'first';
}


export function BlogCard({ post, onRead, headingLevel: Heading = 'h3', cover = 'lazy' }: Props) {
  const t = useMessages(commonMessages);
  const dataLang = useEnglishDataLang();
  const author = authorOf(post.editor);
  return (
    <article className={styles.card}>
      <img
        className={styles.cover}
        loading={cover === 'lazy' ? 'lazy' : 'eager'}
        {...(cover === 'first' ? { fetchPriority: 'high' as const } : {})}
        decoding="async"
        src={postCoverSrc(post)}
        width={COVER_SIZE.width}
        height={COVER_SIZE.height}
        alt=""
      />
      <div className={styles.body}>
        {/* The card's words are plain content: a hydrated page keeps them as the server sent them
            (issue 30); only the action below is hydrated. `display: contents` keeps the layout. */}
        <StaticHtml className={styles.words} contentKey={`${post.date}|${post.blog_title}|${post.description}|${author}|${post.editor?.profile_image ?? ''}`}>
          <p className={styles.date}>
            <time dateTime={isoDate(post.date)}>{formatBlogDate(post.date, t.locale)}</time>
          </p>
          <Heading className={styles.title} lang={dataLang}>
            {post.blog_title}
          </Heading>
          <p className={styles.excerpt} lang={dataLang}>
            {excerptOf(post.description)}
          </p>
          <p className={styles.author}>
            {post.editor?.profile_image ? (
              <img
                className={styles.avatar}
                loading="lazy"
                decoding="async"
                src={adminFileUrl(post.editor.profile_image)}
                width={40}
                height={40}
                alt=""
              />
            ) : null}
            <span>
              <span className="visually-hidden">{t('blog.writtenBy')}</span>
              <EnglishText>{author}</EnglishText>
            </span>
          </p>
        </StaticHtml>
        {onRead ? (
          <button type="button" className={`btn btn-outline ${styles.action}`} onClick={() => onRead(post)}>
            {t('blog.readMe')}
            <span className="visually-hidden">
              : <EnglishText>{post.blog_title}</EnglishText>
            </span>
          </button>
        ) : (
          <Link className={`btn btn-outline ${styles.action}`} to={postAddress(post)}>
            {t('blog.readMore')}
            <span className="visually-hidden">
              : <EnglishText>{post.blog_title}</EnglishText>
            </span>
          </Link>
        )}
      </div>
    </article>
  );
}
