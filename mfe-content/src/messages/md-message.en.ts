// The managing director's message. Malayalam: md-message.ml.ts.
import { siteConfig } from '@site/shared/config/site-config';
import { MD_MESSAGE } from '../data/md-message';

export const mdMessageEn = {
  title: 'Managing Director’s Message',
  eyebrow: 'About us',
  photoAlt: 'Photo of {name}',
  designation: siteConfig.managingDirector.designation,
  message: 'Message',
  paragraphs: [...MD_MESSAGE],
  regards: 'Warm regards,',
  videoTitle: 'A message from our Managing Director',
  videoName: 'A message from the Managing Director of Kallada Polypipes',
  back: 'Back to About Us',
};
