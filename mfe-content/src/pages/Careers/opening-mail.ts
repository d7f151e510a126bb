import { siteConfig } from '@site/shared/config/site-config';
import { buildMailto, formatMailBody } from '@site/shared/forms/mailto';
import type { CareerOpening } from '@site/shared/types/entities';
import { englishForms, type FormsTranslator } from '../../messages/forms-english';

/** Subject of an opening's Apply now mail (spec §5). */
export function applicationSubject(opening: CareerOpening, t: FormsTranslator = englishForms): string {
  return t('opening.subject', { role: opening.job_Roll });
}

/** Apply now (spec §5): a mail listing the opening's role, position, location, education and experience. */
export function openingMailto(opening: CareerOpening, t: FormsTranslator = englishForms): string {
  return buildMailto({
    to: siteConfig.sharedMailbox,
    subject: applicationSubject(opening, t),
    body: formatMailBody(
      [
        [t('opening.role'), opening.job_Roll],
        [t('opening.position'), opening.position],
        [t('opening.location'), opening.job_Location],
        [t('opening.education'), opening.education],
        [t('opening.experience'), opening.experience],
      ],
      t('opening.attach'),
    ),
  });
}
