import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@site/shared/types/entities';
import { BlogCardList } from './BlogCardList';

const post = (n: number): BlogPost => ({
  id: n,
  image: `uploads/images/blog/${n}.webp`,
  date: '2026-11-01',
  blog_title: `Post ${n}`,
  description: '<p>Text</p>',
  editor: { email: 'writer@example.com', profile_image: '', name: 'A. Writer' },
});

const covers = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLImageElement>('article > img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]);

describe('BlogCardList', () => {
  it('loads every cover lazily by default (the highlights sit below the first screen)', () => {
    const { container } = render(<BlogCardList posts={[post(1), post(2)]} />, { wrapper: MemoryRouter });
    expect(covers(container)).toEqual([
      ['lazy', null],
      ['lazy', null],
    ]);
  });

  it('on the blog page loads the first row at once, the first cover (the largest picture) with high priority', () => {
    const { container } = render(<BlogCardList posts={[1, 2, 3, 4].map(post)} firstRowVisible />, { wrapper: MemoryRouter });
    expect(covers(container)).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
  });
});
