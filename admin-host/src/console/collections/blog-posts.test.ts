// Blog posts in the console (role `content`): images re-encoded by sharp (WebP, metadata gone,
// scaled down), refused with a clear message when they cannot be used; HTML limited to what the
// blog shows; the public blog endpoint following every change.
import sharp from 'sharp';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Re-encoding images, hashing ~200 files: seconds each on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
import { IMAGE_MESSAGES } from '../api/image-upload';
import { IMAGE_TOO_LARGE } from '../api/rules';
import { ConsoleClient, consoleTestApp, form, rowCount, sampleJpeg } from '../test-helpers';
import { SEED_BLOG_POSTS } from '../../seed/blog';
import { BLOG_HTML_BYPASSES } from '@site/shared/contract/blog-html-attacks';
import { checkBlogHtml } from './blog-html';

let app: Awaited<ReturnType<typeof consoleTestApp>>;
let cora: ConsoleClient;

beforeAll(async () => {
  app = await consoleTestApp({ cora: ['content'] });
  cora = new ConsoleClient(app.app);
  await cora.signIn('cora');
});
afterAll(async () => {
  await app.app.close();
});

const post = { title: 'New pressure pipes for Wayanad farms', date: '2026-11-20', editor: '1', text: '<p>Our <strong>new</strong> pipes.</p>' };
const image = (bytes: Buffer, type = 'image/jpeg') => ({ name: 'image', filename: 'cover.jpg', bytes, type });
const create = (bytes: Buffer, fields: Record<string, string> = post, type?: string) => cora.request({ method: 'POST', url: '/admin/api/blog-posts', ...form(fields, image(bytes, type)) });

describe('console: blog posts', () => {
  it('re-encodes the cover to WebP: turned upright, scaled to 1200 px at most, camera data gone; the public blog lists the post first', async () => {
    // A portrait photo stored sideways with an orientation tag, as phones do.
    const response = await create(await sampleJpeg(3000, 2000, { orientation: 6 }));
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.image).toMatch(/^uploads\/images\/blog-posts\/[0-9a-f]{32}\.webp$/);
    const stored = readFileSync(path.join(app.uploadsDir, created.image.replace(/^uploads\//, '')));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    const { data } = (await app.app.inject({ method: 'GET', url: '/blog/blog-post' })).json();
    expect(data[0]).toMatchObject({ id: created.id, blog_title: post.title, date: '2026-11-20', image: created.image, description: post.text, editor: { name: 'Neethu Thomas' } });
    expect((await app.app.inject({ method: 'GET', url: `/${created.image}` })).headers['content-type']).toBe('image/webp');

    await cora.request({ method: 'DELETE', url: `/admin/api/blog-posts/${created.id}`, payload: { version: 1 } });
    const after = (await app.app.inject({ method: 'GET', url: '/blog/blog-post' })).json().data;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(created.id);
  });

  it('refuses what is not an image, too small, too many pixels or over 10 MB, on the image field, storing nothing', async () => {
    const posts = await rowCount(app.site, 'blog_posts');
    const files = () => ['images/blog-posts', '.staging'].flatMap((dir) => (existsSync(path.join(app.uploadsDir, dir)) ? readdirSync(path.join(app.uploadsDir, dir)) : []));
    const before = files();
    const cases: [Buffer, string, number][] = [
      [Buffer.from('%PDF-1.7 not an image'), IMAGE_MESSAGES.notImage, 400],
      // Cut short: the header reads, the picture does not.
      [await sampleJpeg(1600, 900).then((b) => b.subarray(0, Math.floor(b.length * 0.6))), IMAGE_MESSAGES.damaged, 400],
      // Whole length, but its picture data overwritten: decoding it fully finds the damage (libjpeg warns, and a warning refuses).
      [await damagedJpeg(), IMAGE_MESSAGES.damaged, 400],
      [await sampleJpeg(640, 480), IMAGE_MESSAGES.tooSmall(640, 480), 400],
      [await sharp({ create: { width: 8001, height: 500, channels: 3, background: '#fff' } }).png().toBuffer(), IMAGE_MESSAGES.tooManyPixels(8001, 500), 400],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), IMAGE_TOO_LARGE, 413],
    ];
    for (const [bytes, message, status] of cases) {
      const response = await create(bytes);
      expect(response.json().fields, message).toEqual({ image: message });
      expect(response.statusCode).toBe(status);
    }
    expect(await rowCount(app.site, 'blog_posts')).toBe(posts);
    expect(files()).toEqual(before);
  });

  it('takes the HTML the blog shows and refuses scripts, event attributes and javascript: links, on the text field', async () => {
    expect(await checkBlogHtml('<h2>Why</h2><p>See <a href="https://example.com">this</a>.</p><ul><li>One</li></ul>')).toEqual({
      html: '<h2>Why</h2><p>See <a href="https://example.com">this</a>.</p><ul><li>One</li></ul>',
    });
    expect(await checkBlogHtml('<p>Hi</p><script>alert(1)</script>')).toEqual({ problem: expect.stringMatching(/^<script> is not allowed/) });
    expect(await checkBlogHtml('<p onclick="x()">Hi</p>')).toEqual({ problem: 'Event attributes (onclick=…) are not allowed.' });
    expect(await checkBlogHtml('<a href="javascript:alert(1)">x</a>')).toEqual({ problem: expect.stringMatching(/^Links must be web addresses/) });
    // A new tab cannot reach back into the blog: the stored link says so.
    expect(await checkBlogHtml('<p><a href="https://example.com" target="_blank">x</a></p>')).toEqual({ html: '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a></p>' });
    const response = await create(await sampleJpeg(1600, 900), { ...post, text: '<iframe src="https://example.com"></iframe>' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ text: expect.stringMatching(/^<iframe> is not allowed/) });
  });

  it('refuses every bypass of the old check (entities in links, attributes without a space before them), storing nothing', async () => {
    const posts = await rowCount(app.site, 'blog_posts');
    const cover = await sampleJpeg(1600, 900);
    for (const text of BLOG_HTML_BYPASSES) {
      const response = await create(cover, { ...post, text });
      expect(response.statusCode, text).toBe(400);
      expect(response.json().fields, text).toEqual({ text: expect.stringMatching(/^(Links must be web addresses|Event attributes \(onmouseover=…\)|Style attributes are not allowed)/) });
    }
    expect(await rowCount(app.site, 'blog_posts')).toBe(posts);
  });
});

describe('the sample posts', () => {
  it('pass the same HTML check unchanged, so editing one never fails on text nobody changed', async () => {
    for (const sample of SEED_BLOG_POSTS) expect(await checkBlogHtml(sample.html), sample.title).toEqual({ html: sample.html });
  });
});

/** A JPEG whose entropy-coded data has 5000 bytes zeroed in the middle: its header and length are fine. */
async function damagedJpeg(): Promise<Buffer> {
  const bytes = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg({ quality: 80 }).toBuffer();
  bytes.fill(0, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 5000);
  return bytes;
}
