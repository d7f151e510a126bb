import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSiteEnv } from '@site/shared/config/env';
import type { BlogPost } from '@site/shared/types/entities';
import { deadAddress, startJsonServer, type JsonServer } from '../../test/json-server';
import { BlogHighlights } from './BlogHighlights';
import { adminFileUrl } from '@site/shared/config/env';

const post = (n: number): BlogPost => ({
  id: n,
  image: `uploads/images/blog/post-${n}.webp`,
  date: `2024-0${n}-10`,
  blog_title: `Post number ${n}`,
  description: `<p>Body of post ${n}</p>`,
  editor: { email: `editor${n}@example.com`, profile_image: `uploads/images/editors/e${n}.webp`, name: n === 1 ? 'Neethu Thomas' : undefined },
});

describe('BlogHighlights (Home and About news)', () => {
  let server: JsonServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
    vi.restoreAllMocks();
  });

  it("renders nothing until the posts arrive, then the newest three as cards, each with its own cover, linking to the post's own address", async () => {
    server = await startJsonServer({ '/blog/blog-post': { data: [post(1), post(2), post(3), post(4), post(5)] } });
    setSiteEnv({ adminHost: server.url });
    const { container } = render(
      <MemoryRouter>
        <BlogHighlights title="Read Out Latest News" />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
    expect(await screen.findByRole('heading', { name: 'Read Out Latest News' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Post number 1', 'Post number 2', 'Post number 3']);
    expect(screen.getByText('Neethu Thomas')).toBeTruthy();
    expect(screen.getByText('editor2@example.com')).toBeTruthy();
    const cover = container.querySelector('article img');
    // The image its editor uploaded (a post without one gets its drawing: blog-cover.test.ts).
    expect(cover?.getAttribute('src')).toBe(adminFileUrl('uploads/images/blog/post-1.webp'));
    expect(cover?.getAttribute('loading')).toBe('lazy');
    expect(cover?.getAttribute('width')).toBe('1200');
    expect(screen.getAllByRole('link', { name: /^Read more/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/blog?post=post-number-1',
      '/blog?post=post-number-2',
      '/blog?post=post-number-3',
    ]);
  });

  it("logs 'Error fetching data:' when the admin host is down and stays empty, without crashing", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setSiteEnv({ adminHost: await deadAddress() });
    const { container } = render(
      <MemoryRouter>
        <BlogHighlights title="News & Articles" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Error fetching data:', expect.anything()));
    expect(container.innerHTML).toBe('');
  });

  it('stays empty for an answer that is not { data: [...] }', async () => {
    server = await startJsonServer({ '/blog/blog-post': { posts: [post(1)] } });
    setSiteEnv({ adminHost: server.url });
    const { container } = render(
      <MemoryRouter>
        <BlogHighlights title="News" />
      </MemoryRouter>,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(container.innerHTML).toBe('');
  });
});
