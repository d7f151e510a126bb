// The catalog of gallery.en.ts's texts: English bundled, Malayalam (gallery.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { galleryEn } from './gallery.en';

export * from './gallery.en';

export const galleryContent = defineContent('mfe-content/gallery', galleryEn, { ml: () => import('./gallery.ml') });
