import { describe, expect, it } from 'vitest';
import { findPostBySlug, postAddress, postPageMeta, postSlug, postsFrom, slugOfSearch } from './post-address';

const post = (id: number, blog_title: string) => ({ id, blog_title, description: '<p>Cut <strong>square</strong> &amp; clean.</p>' });

describe('a blog post address', () => {
  it('is the title in lower-case words joined by hyphens, punctuation and accents dropped', () => {
    expect(postSlug(post(2, 'LMS, MMS or HMS? Choosing the right rigid PVC conduit class'))).toBe('lms-mms-or-hms-choosing-the-right-rigid-pvc-conduit-class');
    expect(postSlug(post(3, 'Café  — 30 years!'))).toBe('cafe-30-years');
    expect(postAddress(post(2, 'Monsoon-ready plumbing'))).toBe('/blog?post=monsoon-ready-plumbing');
  });

  it('is cut at a word under 72 characters, and falls back to the id for a title without Latin letters', () => {
    const slug = postSlug(post(1, 'Thirty years of Kallada Polypipes: from one extruder in Punalur to four plants and beyond the state'));
    expect(slug.length).toBeLessThanOrEqual(72);
    expect(slug).toMatch(/^thirty-years-of-kallada-polypipes-from-one-extruder-in-punalur[a-z-]*[a-z]$/);
    expect(postSlug(post(7, 'പൈപ്പുകൾ'))).toBe('post-7');
  });

  it('finds the post it names, and nothing for an unknown slug', () => {
    const posts = [post(1, 'First post'), post(2, 'Second post')];
    expect(findPostBySlug(posts, 'second-post')?.id).toBe(2);
    expect(findPostBySlug(posts, 'no-such-post')).toBeUndefined();
    expect(slugOfSearch('?post=second-post&utm_source=x')).toBe('second-post');
    expect(slugOfSearch('?post=')).toBeNull();
    expect(slugOfSearch('')).toBeNull();
  });

  it('gives the head its title, a plain-text description and the query of its canonical address', () => {
    expect(postPageMeta(post(1, 'First post'))).toEqual({ title: 'First post', description: 'Cut square & clean.', query: '?post=first-post' });
  });

  it('reads only well-formed posts from the answer', () => {
    expect(postsFrom({ data: [{ blog_title: 'a', image: 'x' }, { blog_title: 1 }, null] })).toHaveLength(1);
    expect(postsFrom('No data')).toEqual([]);
  });
});
