import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BlogPostResponse } from '@site/shared/types/entities';
import { testApp } from '../test-app';

let app: FastifyInstance;
beforeAll(async () => ({ app } = await testApp()));
afterAll(() => app.close());

describe('GET /blog/blog-post', () => {
  it('answers {data: posts} newest first, each with its editor', async () => {
    const { data } = (await app.inject('/blog/blog-post')).json() as BlogPostResponse;
    expect(data.length).toBeGreaterThanOrEqual(8);
    const dates = data.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of data) {
      expect(Object.keys(post).sort()).toEqual(['blog_title', 'date', 'description', 'editor', 'id', 'image']);
      expect(post.description).toMatch(/<p>/);
      expect(post.image).toMatch(/^uploads\/images\/.+\.webp$/);
      expect(post.editor).toMatchObject({ email: expect.stringContaining('@'), profile_image: expect.stringMatching(/\.webp$/) });
    }
  });
});
