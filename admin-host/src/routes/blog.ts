import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { BlogPostAnswer, type BlogPostResponse } from '@site/shared/contract/records';
import type { ContentVersion } from '../db/content-version';
import { blogPosts } from '../db/content/tables';
import type { SiteDb } from '../db/site-db';
import { cachedJson } from '../http/cached-json';
import { jsonAnswer } from '../http/schemas';

export interface BlogRoutesOptions {
  db: SiteDb;
  version: ContentVersion;
}

export const blogRoutes: FastifyPluginAsyncTypebox<BlogRoutesOptions> = async (app, { db, version }) => {
  // Spec: an object whose `data` is the list, newest first.
  app.get(
    ADMIN_API_PATHS.blogPosts,
    { schema: jsonAnswer(BlogPostAnswer) },
    cachedJson(version, async (): Promise<BlogPostResponse> => ({ data: await blogPosts.publicPosts(db.kysely) })),
  );
};
