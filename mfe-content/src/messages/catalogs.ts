// Every catalog of mfe-content, for the missing-keys test (catalogs.test.ts).
import type { Catalog } from '@site/shared/i18n/catalog';
import { aboutContent } from './about';
import { blogContent } from './blog';
import { careersContent } from './careers';
import { commonMessages } from './common';
import { formsMessages } from './forms';
import { galleryContent } from './gallery';
import { homeContent } from './home';
import { privacyContent, termsContent } from './legal';
import { mdMessageContent } from './md-message';

export const CATALOGS: readonly Catalog<unknown>[] = [
  aboutContent,
  blogContent,
  careersContent,
  commonMessages,
  formsMessages,
  galleryContent,
  homeContent,
  privacyContent,
  termsContent,
  mdMessageContent,
] as readonly Catalog<unknown>[];
