import type { ReactNode } from 'react';
import { useEnglishDataLang } from './react';

/**
 * English data (a name, an address line) inside an element whose other text is in the page's
 * language: in a <span lang="en-IN"> on a page in another language (WCAG 3.1.2); on English pages
 * the bare text, so their HTML stays exactly as it was. An element holding only such data takes
 * `lang={useEnglishDataLang()}` itself instead.
 */
export function EnglishText({ children }: { children: ReactNode }) {
  const lang = useEnglishDataLang();
  return lang ? <span lang={lang}>{children}</span> : children;
}
