import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminDataContext, adminDataFrom } from '@site/shared/api/admin-data';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { setScreenMeta, useScreenMeta } from '@site/shared/seo/screen-meta';
import type { BlogPost } from '@site/shared/types/entities';
import Blog from './Blog';

const post = (n: number, title: string): BlogPost => ({
  id: n,
  image: `uploads/images/blog/${n}.webp`,
  date: '2024-09-05',
  blog_title: title,
  description: `<p>Body of ${title}.</p><script>alert(1)</script>`,
  editor: { email: 'writer@example.com', profile_image: '', name: 'Arjun Menon' },
});
const POSTS = [post(1, 'LMS, MMS or HMS? Choosing the right conduit class'), post(2, 'Monsoon-ready plumbing')];

/** The router's address and the head's screen meta, as the shell would read them. */
function Probe() {
  const { pathname, search } = useLocation();
  const meta = useScreenMeta();
  return (
    <>
      <output data-testid="address">{pathname + search}</output>
      <output data-testid="head">{meta ? `${meta.title} | ${meta.query}` : ''}</output>
    </>
  );
}

/** The blog with the page's answers (as a server-rendered page hydrates), at `address`. */
const renderBlog = (address: string) =>
  render(
    <AdminDataContext value={adminDataFrom({ [ADMIN_API_PATHS.blogPosts]: { data: POSTS } })}>
      <MemoryRouter initialEntries={['/about', address]} initialIndex={1}>
        <Blog />
        <Probe />
      </MemoryRouter>
    </AdminDataContext>,
  );

const address = () => screen.getByTestId('address').textContent;

describe('Blog: each post at its own address', () => {
  afterEach(() => setScreenMeta(null));

  it('opens the post a shared link names, with its title and description for the head', async () => {
    renderBlog('/blog?post=monsoon-ready-plumbing&utm_source=x');
    const dialog = screen.getByRole('dialog', { name: 'Monsoon-ready plumbing' });
    expect(dialog.textContent).toContain('Body of Monsoon-ready plumbing.');
    expect(dialog.textContent).not.toContain('alert');
    await waitFor(() => expect(screen.getByTestId('head').textContent).toBe('Monsoon-ready plumbing | ?post=monsoon-ready-plumbing'));
    // Focus is in the dialog, on its first control.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closing a post that was opened from its link leaves /blog in place of its address', async () => {
    renderBlog('/blog?post=monsoon-ready-plumbing');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(address()).toBe('/blog');
    await waitFor(() => expect(screen.getByTestId('head').textContent).toBe(''));
  });

  it('"read me" pushes the post\'s address; Escape goes back to the list and gives focus back', async () => {
    renderBlog('/blog');
    const readMe = screen.getByRole('button', { name: /Read me.*LMS, MMS or HMS/ });
    readMe.focus();
    fireEvent.click(readMe);
    expect(address()).toBe('/blog?post=lms-mms-or-hms-choosing-the-right-conduit-class');
    const dialog = screen.getByRole('dialog', { name: 'LMS, MMS or HMS? Choosing the right conduit class' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(address()).toBe('/blog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(readMe);
  });

  it('the link at the end of a post closes it too (and is a real link to /blog without the script)', async () => {
    renderBlog('/blog?post=monsoon-ready-plumbing');
    const link = screen.getByRole('link', { name: 'All news and articles' });
    expect(link.getAttribute('href')).toBe('/blog');
    fireEvent.click(link);
    expect(address()).toBe('/blog');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an address for a post that is gone shows every post and says so, without a dialog', () => {
    renderBlog('/blog?post=no-such-post');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/could not find that post/).getAttribute('role')).toBe('status');
    expect(screen.getAllByRole('button', { name: /Read me/ })).toHaveLength(2);
  });

  it("gives each card its own picture: the editor's upload", () => {
    const { container } = renderBlog('/blog');
    const covers = [...container.querySelectorAll<HTMLImageElement>('article > img')].map((img) => img.getAttribute('src'));
    expect(covers).toHaveLength(2);
    expect(new Set(covers).size).toBe(2);
    for (const src of covers) expect(src).toMatch(/\/uploads\/images\/blog\/\d+\.webp$/);
  });
});
