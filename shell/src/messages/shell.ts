// The shell's catalog: English bundled, Malayalam its own chunk, loaded on /ml pages only.
import { defineMessages } from '@site/shared/i18n/catalog';
import { shellEn } from './shell.en';

export const shellMessages = defineMessages('shell', shellEn, { ml: () => import('./shell.ml') });
