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

export default function Blog() {
  const posts = useBlogPosts();
  // One post (so one modal) at a time; its HTML is sanitised here, in the click handler.
  const [open, setOpen] = useState<OpenPost | null>(null);
  const read = (post: BlogPost) => setOpen({ post, safeHtml: sanitizeBlogHtml(post.description) });

  return (
    <>
      <PageIntro title="News & Blog" eyebrow="Stories from our plants">
        <p>Company news, product know-how and practical advice for electricians, plumbers and homeowners.</p>
      </PageIntro>
      <section className="container page-section" aria-labelledby="posts-heading">
        <SectionHeading id="posts-heading" eyebrow="Latest">
          News and articles
        </SectionHeading>
        {posts === null ? (
          // Holds a viewport of height until the posts arrive, so the sections below never jump.
          <div className={styles.postsLoading} role="status">
            <span className="visually-hidden">Loading posts…</span>
          </div>
        ) : posts.length > 0 ? (
          <BlogCardList posts={posts} onRead={read} firstRowVisible />
        ) : null}
      </section>
      <BlogModal open={open} onClose={() => setOpen(null)} />

      <section className={`page-section ${styles.video}`} aria-labelledby="video-heading">
        <div className="container">
          <SectionHeading id="video-heading" eyebrow="Watch">
            Inside our quality laboratory
          </SectionHeading>
          <div className={styles.videoFrame}>
            <EmbedFacade kind="video" title="Inside the Kallada Polypipes quality laboratory" src={siteConfig.videos.blog} poster={media(posters, 'poster-blog')} sizes="(min-width: 900px) 860px, 100vw" />
          </div>
        </div>
      </section>

      <article className={`container page-section ${styles.article}`} aria-labelledby="article-heading">
        <p className={styles.articleMeta}>
          Guide · <time dateTime={BLOG_ARTICLE.date}>{formatBlogDate(BLOG_ARTICLE.date)}</time> · {BLOG_ARTICLE.author}
        </p>
        <h2 id="article-heading" className={styles.articleTitle}>
          {BLOG_ARTICLE.title}
        </h2>
        {BLOG_ARTICLE.intro.map((paragraph) => (
          <p key={paragraph} className={styles.articleLead}>
            {paragraph}
          </p>
        ))}
        {BLOG_ARTICLE.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            <TextBlock content={section} />
          </section>
        ))}
      </article>

      <section className={`page-section ${styles.brochures}`} aria-labelledby="blog-brochures-heading">
        <div className="container">
          <SectionHeading id="blog-brochures-heading" eyebrow="Downloads">
            Brochures
          </SectionHeading>
          <BrochureLinks ids={['electrical', 'corporate', 'waterPipes']} />
        </div>
      </section>
    </>
  );
}
