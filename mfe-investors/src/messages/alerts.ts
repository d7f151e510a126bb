// The catalog of the e-mail alerts form: English bundled, Malayalam (alerts.ml.ts) its own chunk.
import { defineMessages } from '@site/shared/i18n/catalog';
import { alertsEn } from './alerts.en';

export * from './alerts.en';

export const alertsMessages = defineMessages('mfe-investors/alerts', alertsEn, { ml: () => import('./alerts.ml') });
