import { siteConfig } from '@site/shared/config/site-config';
import { buildMailto, formatMailBody } from '@site/shared/forms/mailto';
import type { CareerOpening } from '@site/shared/types/entities';

/** Subject of an opening's Apply now mail (spec §5). */
export function applicationSubject(opening: CareerOpening): string {
  return `Application for ${opening.job_Roll} position`;
}

/** Apply now (spec §5): a mail listing the opening's role, position, location, education and experience. */
export function openingMailto(opening: CareerOpening): string {
  return buildMailto({
    to: siteConfig.sharedMailbox,
    subject: applicationSubject(opening),
    body: formatMailBody(
      [
        ['Job Role', opening.job_Roll],
        ['Position', opening.position],
        ['Location', opening.job_Location],
        ['Education', opening.education],
        ['Experience', opening.experience],
      ],
      'Please attach your resume and tell us a little about yourself.',
    ),
  });
}
