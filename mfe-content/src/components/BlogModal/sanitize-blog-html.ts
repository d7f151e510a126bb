import DOMPurify from 'dompurify';
import { purifyBlogHtml } from '@site/shared/contract/blog-html';

/**
 * Blog descriptions are HTML written in the admin host's editor: render only safe markup. The
 * admin host already stored only what this allowlist keeps (shared/src/contract/blog-html.ts, the
 * same declaration on both sides); this second pass keeps the page safe whatever the API answers.
 * Links that open a new tab get rel="noopener noreferrer".
 * Call from effects or event handlers only: DOMPurify needs the browser's DOM.
 */
export function sanitizeBlogHtml(html: string): string {
  return purifyBlogHtml(DOMPurify, html).html;
}
