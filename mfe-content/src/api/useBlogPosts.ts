import { useAdminList } from '@site/shared/api/useAdminList';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import type { BlogPost } from '@site/shared/types/entities';
// What a well-formed answer is: shared with the shell, whose head names a post's own page.
import { postsFrom } from '@site/shared/blog/post-address';

/**
 * The blog posts (newest first), fetched once when the screen mounts. `null` until they arrive;
 * a failed fetch is only logged (spec §8) and leaves an empty list, so sections stay empty.
 */
export function useBlogPosts(): BlogPost[] | null {
  const { records, loading } = useAdminList(ADMIN_API_PATHS.blogPosts, { from: postsFrom });
  return loading ? null : records;
}
