// @vitest-environment node
// The blog reader's second line of defence, without a DOM (the server renders an open post too):
// the cases sanitize-blog-html.test.ts held for the DOMPurify pass this renderer replaces, and more.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOG_HTML_BYPASSES } from '@site/shared/contract/blog-html-attacks';
import { BlogHtml } from './BlogHtml';

const shown = (html: string) => renderToStaticMarkup(<BlogHtml html={html} />).replace(/^<div>|<\/div>$/g, '');

describe('BlogHtml', () => {
  it('keeps the article markup', () => {
    const html = '<h3>Steps</h3><p>Cut <strong>square</strong>.</p><ul><li>one</li></ul><a href="https://example.com/x">link</a>';
    expect(shown(html)).toBe(html);
  });

  it('removes <script> elements with their text', () => {
    const out = shown('<p>ok</p><script>alert(1)</script>');
    expect(out).toBe('<p>ok</p>');
    expect(out).not.toMatch(/script|alert/i);
  });

  it('removes event handler attributes such as onerror, and what the blog does not show (images)', () => {
    expect(shown('<img src="x.webp" onerror="alert(1)" alt="a"><p onclick="steal()">t</p>')).toBe('<p>t</p>');
  });

  it('closes the bypasses of the old server check: no script, handler, style or dangerous link survives', () => {
    for (const html of BLOG_HTML_BYPASSES) {
      const out = shown(html);
      expect(out, html).not.toMatch(/javascript|data:|on[a-z]+=|style=|alert/i);
      expect(out, html).toMatch(/results/i);
    }
  });

  it('removes javascript: links, iframes, forms and inline styles', () => {
    const out = shown(
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><p style="position:fixed">s</p>',
    );
    expect(out).not.toMatch(/javascript:|iframe|form|input|style=/i);
    expect(out).toContain('<p>s</p>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(shown('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('reads entities as text (escaped again on output), closes what is left open and ignores stray closing tags', () => {
    expect(shown('<p>Pipes &amp; fittings &lt;b&gt; &#8377;120</p>')).toBe('<p>Pipes &amp; fittings &lt;b&gt; ₹120</p>');
    expect(shown('<ul><li>one<li>two</ul></em><p>end')).toBe('<ul><li>one<li>two</li></li></ul><p>end</p>');
    expect(shown('a < b <!-- note --> c<br>d')).toBe('a &lt; b  c<br/>d');
  });
});
