import { useState } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import type { BlogPost } from '@site/shared/types/entities';
import { useBlogPosts } from '../../api/useBlogPosts';
import { BlogCardList } from '../../components/BlogCard/BlogCardList';
import { formatBlogDate } from '../../components/BlogCard/blog-format';
import { BlogModal, type OpenPost } from '../../components/BlogModal/BlogModal';
import { sanitizeBlogHtml } from '../../components/BlogModal/sanitize-blog-html';
import { BrochureLinks } from '@site/shared/ui/BrochureLinks/BrochureLinks';
import { EmbedFacade } from '../../components/EmbedFacade/EmbedFacade';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { TextBlock } from '../../components/TextBlock/TextBlock';
import { BLOG_ARTICLE } from '../../data/blog-article';
import posters from '../../generated/media-posters.json';
import { media } from '../../logic/media';
import styles from './Blog.module.css';
import { useCatalog, useMessages } from '@site/shared/i18n/react';
import { blogContent } from '../../messages/blog';
import { commonMessages } from '../../messages/common';

export default function Blog() {
  const c = useCatalog(blogContent);
  const t = useMessages(commonMessages);
  const posts = useBlogPosts();
  // One post (so one modal) at a time; its HTML is sanitised here, in the click handler.
  const [open, setOpen] = useState<OpenPost | null>(null);
  const read = (post: BlogPost) => setOpen({ post, safeHtml: sanitizeBlogHtml(post.description) });

  return (
    <>
      <PageIntro title={c.title} eyebrow={c.eyebrow}>
        <p>{c.intro}</p>
      </PageIntro>
      <section className="container page-section" aria-labelledby="posts-heading">
        <SectionHeading id="posts-heading" eyebrow={c.latest}>
          {c.posts}
        </SectionHeading>
        {posts === null ? (
          // Holds a viewport of height until the posts arrive, so the sections below never jump.
          <div className={styles.postsLoading} role="status">
            <span className="visually-hidden">{c.loading}</span>
          </div>
        ) : posts.length > 0 ? (
          <BlogCardList posts={posts} onRead={read} firstRowVisible />
        ) : null}
      </section>
      <BlogModal open={open} onClose={() => setOpen(null)} />

      <section className={`page-section ${styles.video}`} aria-labelledby="video-heading">
        <div className="container">
          <SectionHeading id="video-heading" eyebrow={c.watch}>
            {c.videoTitle}
          </SectionHeading>
          <div className={styles.videoFrame}>
            <EmbedFacade kind="video" title={c.videoName} src={siteConfig.videos.blog} poster={media(posters, 'poster-blog')} sizes="(min-width: 900px) 860px, 100vw" />
          </div>
        </div>
      </section>

      <article className={`container page-section ${styles.article}`} aria-labelledby="article-heading">
        <p className={styles.articleMeta}>
          {c.guide} · <time dateTime={BLOG_ARTICLE.date}>{formatBlogDate(BLOG_ARTICLE.date, t.locale)}</time> · {c.article.author}
        </p>
        <h2 id="article-heading" className={styles.articleTitle}>
          {c.article.title}
        </h2>
        {c.article.intro.map((paragraph) => (
          <p key={paragraph} className={styles.articleLead}>
            {paragraph}
          </p>
        ))}
        {c.article.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            <TextBlock content={{ paragraphs: section.paragraphs, ...(section.list.length > 0 ? { list: section.list } : {}) }} />
          </section>
        ))}
      </article>

      <section className={`page-section ${styles.brochures}`} aria-labelledby="blog-brochures-heading">
        <div className="container">
          <SectionHeading id="blog-brochures-heading" eyebrow={c.downloads}>
            {c.brochures}
          </SectionHeading>
          <BrochureLinks ids={['electrical', 'corporate', 'waterPipes']} />
        </div>
      </section>
    </>
  );
}
