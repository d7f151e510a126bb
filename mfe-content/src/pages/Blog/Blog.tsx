import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findPostBySlug, postAddress, postPageMeta, slugOfSearch } from '@site/shared/blog/post-address';
import { setScreenMeta } from '@site/shared/seo/screen-meta';
import { siteConfig } from '@site/shared/config/site-config';
import type { BlogPost } from '@site/shared/types/entities';
import { useBlogPosts } from '../../api/useBlogPosts';
import { BlogCardList } from '../../components/BlogCard/BlogCardList';
import { formatBlogDate } from '../../components/BlogCard/blog-format';
import { BlogModal } from '../../components/BlogModal/BlogModal';
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
  const { open, unknown, read, close } = usePostAddress(posts);

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
          <>
            {unknown ? (
              <p className={styles.unknownPost} role="status">
                {c.unknownPost}
              </p>
            ) : null}
            <BlogCardList posts={posts} onRead={read} firstRowVisible />
          </>
        ) : null}
      </section>
      <BlogModal post={open} onClose={close} allPostsLabel={c.allPosts} />

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

/** Set on the history entry a "read me" click pushed, so closing the post can go back to the list's entry. */
interface OpenedHere {
  blogPostOpenedHere: true;
}

/**
 * The open post is the address's (/blog?post=<slug>, issue 29): read from it on the server and in
 * the browser alike, so a shared link is rendered with its post open and Back closes a post.
 * Opening pushes the post's address; closing goes back to the list's entry when a click here
 * opened it, and replaces the address with /blog when the visitor arrived at the post's.
 */
function usePostAddress(posts: readonly BlogPost[] | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const slug = slugOfSearch(location.search);
  const open = slug && posts ? (findPostBySlug(posts, slug) ?? null) : null;
  // Said only once the posts are there: an address for a post that is gone shows the list and why.
  const unknown = Boolean(slug && posts && !open);

  // The head names the open post (the shell's usePageMeta reads it); the list's again once it closes.
  useEffect(() => {
    setScreenMeta(open ? postPageMeta(open) : null);
  }, [open]);
  useEffect(() => () => setScreenMeta(null), []);

  const read = (post: BlogPost) => {
    const opened: OpenedHere = { blogPostOpenedHere: true };
    void navigate(postAddress(post), { state: opened });
  };
  const close = () => {
    if ((location.state as Partial<OpenedHere> | null)?.blogPostOpenedHere) void navigate(-1);
    else void navigate('/blog', { replace: true });
  };
  return { open, unknown, read, close };
}
