// Texts of mfe-content's components several screens share (blog cards, values, embeds, contact
// details, legal frame), as ICU messages. Malayalam: common.ml.ts.
import { keyed, withDerived } from '@site/shared/i18n/catalog';
import { siteConfig } from '@site/shared/config/site-config';
import { VALUES } from '../data/values';

const officeLabels = [siteConfig.headOffice, siteConfig.corporateOffice, ...siteConfig.plants].map((office) => office.label);

export const officeKey = (label: string) => `office:${label}` as const;
export const valueKey = (name: string, part: 'name' | 'text') => `value:${name}:${part}` as const;

const derived = keyed<ReturnType<typeof officeKey | typeof valueKey>>([
  ...officeLabels.map((label) => [officeKey(label), label] as const),
  ...VALUES.map((value) => [valueKey(value.name, 'name'), value.name] as const),
  ...VALUES.map((value) => [valueKey(value.name, 'text'), value.text] as const),
]);

export const commonEn = withDerived(derived, {
  'values.eyebrow': 'What we stand for',
  'values.title': 'Our values',
  'blog.writtenBy': 'Written by ',
  // Before the author in an open post (the spec's 'By <name>').
  'blog.by': 'By ',
  'blog.readMe': 'Read me',
  'blog.readMore': 'Read more',
  'blog.all': 'All news and articles',
  'embed.playVideo': 'Play video: {title}',
  'embed.showMap': 'Show map: {title}',
  'embed.videoNotice': 'Loads the player from YouTube (privacy-enhanced mode) when you press play.',
  'embed.mapNotice': 'Loads Google Maps when you press the button.',
  'contact.title': 'Contact details',
  'contact.mobile': 'Mobile',
  'contact.landline': 'Landline',
  'contact.email': 'E-mail',
  'contact.location': 'Location',
  'legal.eyebrow': 'Legal',
  'legal.updated': 'Last updated <date></date>',
  'legal.toc': 'On this page',
  'legal.prevails': 'This is a Malayalam translation for your convenience. If it differs from the English text, the English text prevails.',
  'legal.english': 'Read the English text',
  'form.required': 'Fields marked * are required.',
  'form.sent': 'Your mail app opens a draft to {mailbox}: send it to finish.',
});
