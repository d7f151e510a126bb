// @vitest-environment node
// Every screen renders on the server (no window, no document): render bodies stay free of browser
// APIs, so the routes can be prerendered and hydrated. The HTML is what a first render produces.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminDataContext, adminDataFrom } from '@site/shared/api/admin-data';
import { ADMIN_API_PATHS } from '@site/shared/contract/admin-api';
import { paths, screenLoaders } from './screens';

async function html(path: string): Promise<string> {
  const { default: Screen } = await screenLoaders[path]!();
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <Screen />
    </MemoryRouter>,
  );
}

describe('screens render without a browser', () => {
  it('owns the content routes', () => {
    expect(paths).toEqual(['/', '/about', '/md-message', '/blog', '/gallery', '/career', '/contact', '/quote', '/privacy&terms', '/terms&conditions']);
  });

  for (const path of paths) {
    it(`${path} renders one <h1> and no main landmark of its own`, async () => {
      expect(typeof window).toBe('undefined');
      const markup = await html(path);
      expect(markup.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(markup).not.toMatch(/<main[\s>]|<header[\s>]|<footer[\s>]/);
      // No third-party frame (video, map) in the first render: they load on click only.
      expect(markup).not.toMatch(/<iframe[^>]*(youtube|google)/);
    });
  }

  it('/ has the hero picture in its first HTML: eager, high priority, sized, responsive WebP', async () => {
    const markup = await html('/');
    const img = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(markup)?.[0];
    expect(img, 'hero <img> with fetchpriority=high').toBeTruthy();
    expect(img).toMatch(/loading="eager"/);
    expect(img).toMatch(/width="1600"/);
    expect(img).toMatch(/height="900"/);
    expect(img).toMatch(/srcSet="[^"]*hero-conduits-480\.[0-9a-f]+\.webp 480w/i);
    expect(img).toMatch(/alt="[^"]+"/);
    // React hoists a preload for it, so the browser can start the download before the <img>.
    expect(markup).toMatch(/<link rel="preload" as="image" imageSrcSet="[^"]*hero-conduits-480\.[0-9a-f]+\.webp 480w[^>]*fetchPriority="high"/);
    // Exactly one high-priority picture on the page; every other picture is lazy.
    const images = markup.match(/<img[^>]*>/g) ?? [];
    expect(images.filter((tag) => /fetchPriority="high"/i.test(tag))).toHaveLength(1);
    const others = images.filter((tag) => !/fetchPriority="high"/i.test(tag));
    for (const tag of others) expect(tag).toMatch(/loading="lazy"/);
  });

  it('/ first render has no blog section (it appears once blog data has loaded)', async () => {
    expect(await html('/')).not.toContain('Read Out Latest News');
  });

  it('/contact first render holds the enquiry frame\'s place (its height in CSS) with our mail and phone, not the frame', async () => {
    // The frame comes with the script, whose listener must be there before the frame reports its height.
    const markup = await html('/contact');
    expect(markup).not.toMatch(/<iframe[^>]*title="Enquiry form"/);
    expect(markup).toMatch(/The enquiry form opens here[\s\S]*mailto:/);
  });

  it('/gallery first render shows 77 placeholders and no pictures', async () => {
    const markup = await html('/gallery');
    expect(markup.match(/aria-label="View larger: /g)).toHaveLength(77);
    expect(markup).not.toMatch(/<img/);
  });
});

describe('a blog post at its own address, on the server', () => {
  const post = {
    id: 4,
    image: 'uploads/images/blog/4.webp',
    date: '2024-07-22',
    blog_title: 'Monsoon-ready plumbing: protecting uPVC water lines',
    description: '<p>Two monsoons a year <strong>test</strong> every joint.</p><p onclick="x()">Seal &amp; check.</p>',
    editor: { email: 'fathima@example.com', profile_image: '', name: 'Fathima Rahman' },
  };
  const blogAt = async (address: string) => {
    const { default: Blog } = await screenLoaders['/blog']!();
    return renderToString(
      <AdminDataContext value={adminDataFrom({ [ADMIN_API_PATHS.blogPosts]: { data: [post] } })}>
        <MemoryRouter initialEntries={[address]}>
          <Blog />
        </MemoryRouter>
      </AdminDataContext>,
    );
  };

  it('is rendered with the post open: its dialog shown before the script, its text as elements, its picture', async () => {
    const markup = await blogAt('/blog?post=monsoon-ready-plumbing-protecting-upvc-water-lines');
    const dialog = /<dialog[^>]*>[\s\S]*<\/dialog>/.exec(markup)?.[0] ?? '';
    expect(dialog).toMatch(/^<dialog[^>]*data-open=""/);
    expect(dialog).toContain('>Monsoon-ready plumbing: protecting uPVC water lines</h2>');
    expect(dialog).toContain('<p>Two monsoons a year <strong>test</strong> every joint.</p><p>Seal &amp; check.</p>');
    expect(dialog).toMatch(/<img[^>]*src="[^"]*\/uploads\/images\/blog\/4\.webp"/);
    expect(dialog).toContain('href="/blog"');
    expect(markup).not.toMatch(/onclick|<script/i);
  });

  it('an unknown post is the list with a message, and no open dialog', async () => {
    const markup = await blogAt('/blog?post=gone');
    expect(markup).toContain('We could not find that post');
    expect(markup).not.toContain('data-open');
    expect(markup).toContain('Monsoon-ready plumbing');
  });
});
