// A blog post's HTML, sanitised on the server before it is stored (issue 27: a regular-expression
// check let `jav&#x61;script:`, `<p/onmouseover=…>` and five more through). DOMPurify on jsdom with
// the allowlist the blog's reader uses too (shared/src/contract/blog-html.ts): what it would remove
// is refused with a message naming it, so the editor decides; what is stored is DOMPurify's output.
import type { DOMPurify, WindowLike } from 'dompurify';
import { BLOG_ATTRIBUTES, purifyBlogHtml, type BlogHtmlRemoval } from '@site/shared/contract/blog-html';

let purifier: Promise<DOMPurify> | undefined;

/** jsdom and DOMPurify are loaded on the first blog save (about 300 ms), not when the host starts. */
function loadPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('jsdom'), import('dompurify')]).then(([{ JSDOM }, { default: createDOMPurify }]) =>
    createDOMPurify(new JSDOM('').window as unknown as WindowLike),
  );
  return purifier;
}

const TAGS_HINT = 'Use paragraphs, headings (h2-h4), lists, links, bold, italic and quotes only.';

/** The editor's message for the first thing the sanitiser would take out. */
function removalMessage(removal: BlogHtmlRemoval): string {
  if ('element' in removal) return `<${removal.element}> is not allowed. ${TAGS_HINT}`;
  const { attribute } = removal;
  if (attribute.startsWith('on')) return `Event attributes (${attribute}=…) are not allowed.`;
  if (attribute === 'style') return 'Style attributes are not allowed: the site styles the text itself.';
  if (attribute === 'href') return 'Links must be web addresses (https://…) or e-mail addresses (mailto:…).';
  return `The ${attribute} attribute is not allowed: links may have ${BLOG_ATTRIBUTES.slice(0, -1).join(', ')} only.`;
}

/** The HTML to store, or why it is refused. */
export async function checkBlogHtml(html: string): Promise<{ html: string } | { problem: string }> {
  const { html: clean, removed } = purifyBlogHtml(await loadPurifier(), html);
  return removed.length ? { problem: removalMessage(removed[0]!) } : { html: clean };
}
