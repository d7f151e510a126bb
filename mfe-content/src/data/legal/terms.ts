import { siteConfig } from '@site/shared/config/site-config';
import type { LegalText } from './legal-types';

const { companyName, shortName, siteUrl, contactEmail } = siteConfig;

/** Terms and conditions (/terms&conditions), in our own words. */
export const TERMS_AND_CONDITIONS: LegalText = {
  updated: '2023-04-01',
  intro: [
    `These terms govern your use of the ${companyName} website at ${siteUrl} ("the site"). By using the site you accept them. If you do not agree with any part of them, please do not use the site.`,
  ],
  sections: [
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'The site does not depend on cookies of its own. Third-party content such as videos and maps is loaded only when you ask for it and may set cookies of that provider, as explained in our privacy policy. By loading such content you accept those cookies for that purpose.',
      ],
    },
    {
      id: 'licence',
      heading: 'Licence to use the site',
      paragraphs: [
        `Unless stated otherwise, ${shortName} and its licensors own the intellectual property in all material on the site: text, product information, drawings, photographs, brochures, logos and investor documents. All rights are reserved.`,
        'You may view the site, print pages and download brochures and documents for your own personal use or for your business dealings with us, subject to the limits below. You must not:',
      ],
      list: [
        'republish material from the site as your own, or without acknowledging us as the source;',
        'sell, rent or sub-license material from the site;',
        'reproduce, duplicate or copy material from the site for commercial purposes, other than to recommend or sell our products as our authorised dealer or distributor;',
        'alter product specifications, test results or investor documents, or present them out of context;',
        'use the site in a way that damages it, impairs its availability, or is unlawful, fraudulent or harmful.',
      ],
    },
    {
      id: 'hyperlinking',
      heading: 'Linking to the site',
      paragraphs: [
        'Government bodies, search engines, news organisations, directories, and our dealers and distributors may link to the home page, to product pages or to any other public page of the site without asking us first.',
        'Other organisations may link to the site if the link is not misleading, does not falsely suggest sponsorship, endorsement or approval by us, and fits the context of the linking page. We may ask you to remove a link at any time and you agree to do so promptly.',
        `You may use our name or the title of a page as the text of a link. Please do not use our logo or other artwork for a link without a written licence; you can ask for one at ${contactEmail}.`,
      ],
    },
    {
      id: 'frames',
      heading: 'Frames and iframes',
      paragraphs: [
        'Without our written permission you may not place pages of the site inside frames or iframes on another website, or otherwise change how the site looks or how it is presented.',
        'Some of our own pages embed content from other providers in frames, such as an enquiry form, videos and maps. That content belongs to its providers and is governed by their terms.',
      ],
    },
    {
      id: 'content-liability',
      heading: 'Content on other websites',
      paragraphs: [
        'We are not responsible for content that appears on websites that link to us or that we link to. You agree that we are not liable for claims arising from such websites. No link may appear on a website that could be read as defamatory, obscene or criminal, or that infringes or encourages the infringement of anyone\'s rights.',
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy of information',
      paragraphs: [
        'We take care that product information, dimensions, standards and prices quoted on the site are correct, but they are for general guidance. Products may be improved and specifications may change without notice. Always confirm the current specification and the applicable Indian Standard with us or your dealer before you design or buy. Quotations are binding only when confirmed in writing.',
        'Investor documents are published for information in line with our disclosure obligations. They are not an offer or an invitation to buy securities.',
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy and the information you give us',
      paragraphs: [
        'How the site handles information is described in our privacy policy. In particular, the forms on the site do not send your details to a server: they open your own e-mail program with a prepared message, and you choose whether to send it. Any message you send us by e-mail is handled as the privacy policy describes.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer and limits of liability',
      paragraphs: [
        'To the fullest extent the law allows, we exclude all representations and warranties about the site and its content other than those we cannot lawfully exclude. We do not promise that the site will always be available, uninterrupted or free of errors.',
        'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited under Indian law. Otherwise we are not liable for any loss or damage arising from your use of the site, including indirect or consequential loss, loss of profit, data or business. As the site is provided free of charge, we are not liable for loss caused by its temporary unavailability.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may revise these terms from time to time. The date at the top shows the current version, which applies from the moment it is published.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms are governed by and interpreted in accordance with the laws of India. You agree that the courts of Kerala have exclusive jurisdiction over any dispute arising from them or from your use of the site.',
      ],
    },
  ],
};
