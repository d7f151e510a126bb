// The server's HTML of a post opened at its own address and the browser's first render are the
// same: hydration adopts it without a mismatch (no window, document or clock in the render).
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminDataContext, adminDataFrom } from '@site/shared/api/admin-data';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { setScreenMeta } from '@site/shared/seo/screen-meta';
import Blog from './Blog';

const POSTS = [
  {
    id: 2,
    image: 'uploads/images/blog/2.webp',
    date: '2024-09-05',
    blog_title: 'LMS, MMS or HMS? Choosing the right rigid PVC conduit class',
    description: '<p>Rigid PVC conduits made to <a href="https://example.com" target="_blank">IS 9537</a> come in three classes.</p><ul><li>LMS</li><li>HMS</li></ul>',
    editor: { email: 'arjun@example.com', profile_image: '', name: 'Arjun Menon' },
  },
];

const page = () => (
  <AdminDataContext value={adminDataFrom({ [ADMIN_API_PATHS.blogPosts]: { data: POSTS } })}>
    <MemoryRouter initialEntries={['/blog?post=lms-mms-or-hms-choosing-the-right-rigid-pvc-conduit-class']}>
      <Blog />
    </MemoryRouter>
  </AdminDataContext>
);

describe('Blog hydration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setScreenMeta(null);
    document.body.innerHTML = '';
  });

  it('hydrates a post opened at its own address without a mismatch, then makes it a modal dialog', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    const dialog = container.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
