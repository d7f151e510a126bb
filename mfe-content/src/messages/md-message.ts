// The catalog of md-message.en.ts's texts: English bundled, Malayalam (md-message.ml.ts) its own chunk. The
// English lives apart so that the translation's type comes from it without an import loop.
import { defineContent } from '@site/shared/i18n/catalog';
import { mdMessageEn } from './md-message.en';

export * from './md-message.en';

export const mdMessageContent = defineContent('mfe-content/md-message', mdMessageEn, { ml: () => import('./md-message.ml') });
