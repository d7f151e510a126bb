import { useAdminList } from '@site/shared/api/useAdminList';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import type { BlogPost, BlogPostResponse } from '@site/shared/types/entities';

/** Keeps only well-formed posts from the `{ data: [...] }` answer; anything else is an empty list. */
export function postsFrom(answer: unknown): BlogPost[] {
  const data = (answer as Partial<BlogPostResponse> | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter(
    (post): post is BlogPost =>
      typeof post === 'object' && post !== null && typeof (post as BlogPost).blog_title === 'string' && typeof (post as BlogPost).image === 'string',
  );
}

/**
 * The blog posts (newest first), fetched once when the screen mounts. `null` until they arrive;
 * a failed fetch is only logged (spec §8) and leaves an empty list, so sections stay empty.
 */
export function useBlogPosts(): BlogPost[] | null {
  const { records, loading } = useAdminList(ADMIN_API_PATHS.blogPosts, { from: postsFrom });
  return loading ? null : records;
}
