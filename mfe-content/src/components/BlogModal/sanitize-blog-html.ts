import DOMPurify from 'dompurify';

/**
 * Blog descriptions are HTML written in the admin host's editor: render only safe markup.
 * DOMPurify drops scripts, event handlers (onerror...), javascript: URLs, iframes, forms and
 * styles; links that open a new tab get rel="noopener noreferrer".
 * Call from effects or event handlers only: DOMPurify needs the browser's DOM.
 */
export function sanitizeBlogHtml(html: string): string {
  DOMPurify.addHook('afterSanitizeAttributes', secureLinks);
  try {
    return DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
      ADD_ATTR: ['target'],
    });
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes', secureLinks);
  }
}

function secureLinks(node: Element): void {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}
