// @vitest-environment jsdom
// DOMPurify is unsound on happy-dom (its NodeIterator stops after a removal: capricorn86/happy-dom#2310),
// so this file runs on jsdom, whose DOM traversal matches browsers.
import { describe, expect, it } from 'vitest';
import { BLOG_HTML_BYPASSES } from '@site/shared/contract/blog-html-attacks';
import { sanitizeBlogHtml } from './sanitize-blog-html';

describe('sanitizeBlogHtml', () => {
  it('keeps the article markup', () => {
    const html = '<h3>Steps</h3><p>Cut <strong>square</strong>.</p><ul><li>one</li></ul><a href="https://example.com/x">link</a>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('removes <script> elements', () => {
    const out = sanitizeBlogHtml('<p>ok</p><script>alert(1)</script>');
    expect(out).toBe('<p>ok</p>');
    expect(out).not.toMatch(/script/i);
  });

  it('removes event handler attributes such as onerror, and what the blog does not show (images)', () => {
    const out = sanitizeBlogHtml('<img src="x.webp" onerror="alert(1)" alt="a"><p onclick="steal()">t</p>');
    expect(out).toBe('<p>t</p>');
  });

  it('closes the bypasses of the old server check: no script, handler, style or dangerous link survives', () => {
    for (const html of BLOG_HTML_BYPASSES) {
      const out = sanitizeBlogHtml(html);
      expect(out, html).not.toMatch(/javascript|data:|on[a-z]+=|style=|alert/i);
      expect(out, html).toMatch(/results/i);
    }
  });

  it('removes javascript: links, iframes, forms and inline styles', () => {
    const out = sanitizeBlogHtml(
      '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><p style="position:fixed">s</p>',
    );
    expect(out).not.toMatch(/javascript:|iframe|form|input|style=/i);
    expect(out).toContain('<p>s</p>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    expect(sanitizeBlogHtml('<a href="https://example.com" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
