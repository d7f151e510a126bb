import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { BlogPostAnswer, type BlogPost, type BlogPostResponse } from '@site/shared/contract/records';
import type { ContentVersion } from '../db/content-version';
import type { Db } from '../db/database';
import { cachedJson } from '../http/cached-json';
import { jsonAnswer } from '../http/schemas';

export interface BlogRoutesOptions {
  db: Db;
  version: ContentVersion;
}

interface PostRow {
  id: number;
  image: string;
  date: string;
  blog_title: string;
  description: string;
  editor_name: string;
  editor_email: string;
  editor_image: string;
}

export const blogRoutes: FastifyPluginAsyncTypebox<BlogRoutesOptions> = async (app, { db, version }) => {
  const posts = db.prepare<[], PostRow>(
    `SELECT p.id, p.image, p.published_on AS date, p.title AS blog_title, p.description_html AS description,
            e.name AS editor_name, e.email AS editor_email, e.profile_image AS editor_image
     FROM blog_posts p JOIN blog_editors e ON e.id = p.editor_id
     WHERE p.deleted_at IS NULL
     ORDER BY p.published_on DESC, p.id DESC`,
  );
  // Spec: an object whose `data` is the list, newest first.
  app.get(
    ADMIN_API_PATHS.blogPosts,
    { schema: jsonAnswer(BlogPostAnswer) },
    cachedJson(version, (): BlogPostResponse => ({
      data: posts.all().map(
        (row): BlogPost => ({
          id: row.id,
          image: row.image,
          date: row.date,
          blog_title: row.blog_title,
          description: row.description,
          editor: { name: row.editor_name, email: row.editor_email, profile_image: row.editor_image },
        }),
      ),
    })),
  );
};
