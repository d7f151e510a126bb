// The shared primitives' catalog: English bundled, Malayalam its own chunk in each app that uses it.
import { defineMessages } from '../i18n/catalog';
import { sharedEn } from './shared.en';

export const sharedMessages = defineMessages('shared', sharedEn, { ml: () => import('./shared.ml') });
