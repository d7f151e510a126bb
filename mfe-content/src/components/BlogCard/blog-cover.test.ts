import { describe, expect, it } from 'vitest';
import { adminFileUrl } from '@site/shared/config/env';
import { blogCoverSvg, blogCoverUrl, paletteFor, postCoverSrc } from './blog-cover';

const TITLES = [
  'Thirty years of Kallada Polypipes: from one extruder in Punalur to four plants',
  'LMS, MMS or HMS? Choosing the right rigid PVC conduit class',
  'Monsoon-ready plumbing: protecting uPVC water lines in Kerala homes',
];

describe('a blog cover', () => {
  it('is the same picture for the same post, every time', () => {
    expect(blogCoverSvg(TITLES[1]!)).toBe(blogCoverSvg(TITLES[1]!));
    expect(blogCoverUrl(TITLES[1]!)).toMatch(/^data:image\/svg\+xml,%3Csvg xmlns='http:\/\/www.w3.org\/2000\/svg'/);
  });

  it('differs from post to post', () => {
    const covers = new Set(TITLES.map(blogCoverSvg));
    expect(covers.size).toBe(TITLES.length);
  });

  it('is drawn in the colours of what the post is about', () => {
    expect(paletteFor(TITLES[1]!).pipes).toContain('#f4c542');
    expect(paletteFor(TITLES[2]!).sky).toEqual(['#003a63', '#1f6fa8']);
    expect(blogCoverSvg(TITLES[2]!)).toContain('#1f6fa8');
  });

  it('is a well-formed SVG of pipe ends only: no text, no picture from elsewhere', () => {
    const svg = blogCoverSvg(TITLES[0]!);
    expect(svg).toMatch(/^<svg [^>]*viewBox='0 0 1200 675'/);
    expect(svg).not.toMatch(/<text|<image|href='(?!#e')/);
    expect(svg.match(/<use /g)!.length).toBeGreaterThan(30);
  });

  it("gives way to the image the post's editor uploaded; only a post without one gets its drawing", () => {
    const uploaded = { image: 'uploads/blog/monsoon-ready.webp', blog_title: TITLES[2]! };
    expect(postCoverSrc(uploaded)).toBe(adminFileUrl('uploads/blog/monsoon-ready.webp'));
    expect(postCoverSrc({ ...uploaded, image: '' })).toBe(blogCoverUrl(TITLES[2]!));
  });
});
