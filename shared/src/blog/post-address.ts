// A blog post's own address (issue 29): /blog?post=<slug>, the slug made from the post's title, so
// a post can be shared and found. DOM-free: the blog screen (browser and server), the shell's page
// meta and the page server all use it, and must agree on which post an address names.
import type { BlogPost, BlogPostResponse } from '../contract/records';

/** The query parameter that names the open post (kept by the page server: PAGE_QUERY_PARAMS). */
export const POST_PARAM = 'post';

/** The blog's path (spec §2.1). */
export const BLOG_PATH = '/blog';

const MAX_SLUG = 72;

/**
 * 'LMS, MMS or HMS? Choosing the right rigid PVC conduit class' → 'lms-mms-or-hms-choosing-the-right-rigid-pvc-conduit-class'.
 * Stable while the title stays (accents dropped, anything else non-alphanumeric a hyphen, cut at a
 * word under 72 characters); a title with no Latin letter or digit falls back to the post's id.
 */
export function postSlug(post: Pick<BlogPost, 'blog_title' | 'id'>): string {
  const words = post.blog_title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const slug = words.length <= MAX_SLUG ? words : words.slice(0, words.lastIndexOf('-', MAX_SLUG)).replace(/-+$/, '');
  return slug || `post-${post.id ?? 0}`;
}

/** The post an address names (the first one, should two titles share a slug), or undefined. */
export function findPostBySlug<T extends Pick<BlogPost, 'blog_title' | 'id'>>(posts: readonly T[], slug: string): T | undefined {
  return posts.find((post) => postSlug(post) === slug);
}

/** '/blog?post=<slug>' (without a locale prefix: the router's basename adds it). */
export function postAddress(post: Pick<BlogPost, 'blog_title' | 'id'>): string {
  return `${BLOG_PATH}?${POST_PARAM}=${encodeURIComponent(postSlug(post))}`;
}

/** The slug a query string names ('' → null). */
export function slugOfSearch(search: string): string | null {
  return new URLSearchParams(search).get(POST_PARAM) || null;
}

/** Keeps only well-formed posts from the `{ data: [...] }` answer; anything else is an empty list. */
export function postsFrom(answer: unknown): BlogPost[] {
  const data = (answer as Partial<BlogPostResponse> | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (post): post is BlogPost =>
      typeof post === 'object' && post !== null && typeof (post as BlogPost).blog_title === 'string' && typeof (post as BlogPost).image === 'string',
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * A plain-text teaser of an HTML description (rendered as text, so nothing in it can run):
 * tags dropped, common entities decoded, cut at a word boundary.
 */
export function excerptOf(html: string, maxLength = 150): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (entity, name: string) => ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength * 0.6)).trimEnd()}…`;
}

/** What a post's own page says about it in the head: its title, a description under 160 characters, its query. */
export interface PostPageMeta {
  title: string;
  description: string;
  /** '?post=<slug>', added to the blog's canonical address. */
  query: string;
}

export function postPageMeta(post: Pick<BlogPost, 'blog_title' | 'id' | 'description'>): PostPageMeta {
  return { title: post.blog_title, description: excerptOf(post.description, 155), query: postAddress(post).slice(BLOG_PATH.length) };
}
