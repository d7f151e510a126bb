// What a blog post's text (HTML written in the publishing console) may contain, declared once for
// both sides that read it: the admin host, which stores only what survives DOMPurify (on jsdom,
// admin-host/src/console/collections/blog-html.ts), and the blog's reader, which keeps only these
// tags and attributes again as it renders the text as elements, on the server and in the browser
// alike (mfe-content's BlogModal/blog-html-tree.ts, issue 29). So stored content is clean whatever
// renders it, and both sides agree on what "clean" is. No DOM here: the admin host passes its own
// DOMPurify instance.
import type { Config, DOMPurify } from 'dompurify';

/** The tags the blog shows: paragraphs, breaks, headings h2-h4, lists, links, bold, italic, underline, quotes. */
export const BLOG_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'blockquote'] as const;

/** Links only: where they go, their tooltip, a new tab (and the rel the sanitiser adds to it). No event or style attributes. */
export const BLOG_ATTRIBUTES = ['href', 'title', 'target', 'rel'] as const;

/**
 * Link addresses: http(s), mailto and tel, or relative to the site (DOMPurify's own rule, without
 * its other schemes). It is tested after the HTML parser has decoded entities and DOMPurify has
 * removed whitespace and control characters, so `jav&#x61;script:` and `java\tscript:` are caught.
 */
export const BLOG_LINK_PATTERN = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export const BLOG_PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...BLOG_TAGS],
  ALLOWED_ATTR: [...BLOG_ATTRIBUTES],
  ALLOWED_URI_REGEXP: BLOG_LINK_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** What the sanitiser took out: an element by its tag, or an attribute by its name (with its value, for links). */
export type BlogHtmlRemoval = { element: string } | { attribute: string; value: string };

/** Links that open a new tab cannot reach back into the page that opened them. */
function secureLinks(node: Element): void {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}

/**
 * The clean HTML, and what was removed to get it (comments and the parser's own wrapper elements
 * left out: removing them changes nothing the blog shows).
 */
export function purifyBlogHtml(purify: DOMPurify, html: string): { html: string; removed: BlogHtmlRemoval[] } {
  purify.addHook('afterSanitizeAttributes', secureLinks);
  try {
    const clean = purify.sanitize(html, BLOG_PURIFY_CONFIG);
    const removed = purify.removed.flatMap((item): BlogHtmlRemoval[] => {
      if ('attribute' in item && item.attribute) return [{ attribute: item.attribute.name.toLowerCase(), value: item.attribute.value }];
      const name = 'element' in item ? item.element.nodeName.toLowerCase() : '';
      return ['', 'body', 'html', 'head', '#comment', '#text'].includes(name) ? [] : [{ element: name }];
    });
    return { html: clean, removed };
  } finally {
    purify.removeHook('afterSanitizeAttributes', secureLinks);
  }
}
