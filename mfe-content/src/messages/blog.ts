// The catalog of blog.en.ts's texts: English bundled, Malayalam (blog.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { blogEn } from './blog.en';

export * from './blog.en';

export const blogContent = defineContent('mfe-content/blog', blogEn, { ml: () => import('./blog.ml') });
