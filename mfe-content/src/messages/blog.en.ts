// The blog page's texts (spec §2.7): the page's lines and the long article. Posts come from the
// admin host as published (in English). Malayalam: blog.ml.ts.
import { BLOG_ARTICLE } from '../data/blog-article';

export const blogEn = {
  title: 'News & Blog',
  eyebrow: 'Stories from our plants',
  intro: 'Company news, product know-how and practical advice for electricians, plumbers and homeowners.',
  latest: 'Latest',
  posts: 'News and articles',
  loading: 'Loading posts…',
  // A shared address whose post is gone or renamed (/blog?post=<unknown>): the list, with this said first.
  unknownPost: 'We could not find that post: it may have been renamed or taken down. Here are all our news and articles.',
  allPosts: 'All news and articles',
  watch: 'Watch',
  videoTitle: 'Inside our quality laboratory',
  videoName: 'Inside the Kallada Polypipes quality laboratory',
  guide: 'Guide',
  article: {
    title: BLOG_ARTICLE.title,
    author: BLOG_ARTICLE.author,
    intro: [...BLOG_ARTICLE.intro],
    sections: BLOG_ARTICLE.sections.map(({ heading, paragraphs, list }) => ({ heading, paragraphs: [...paragraphs], list: list ? [...list] : [] })),
  },
  downloads: 'Downloads',
  brochures: 'Brochures',
};
