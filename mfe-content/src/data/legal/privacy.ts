import { siteConfig } from '@site/shared/config/site-config';
import type { LegalText } from './legal-types';

const { companyName, shortName, siteUrl, contactEmail, registeredOffice } = siteConfig;

/** Privacy policy (/privacy&terms), in our own words. Company details come from site config. */
export const PRIVACY_POLICY: LegalText = {
  updated: '2023-04-01',
  intro: [
    `${companyName} ("${shortName}", "we", "us") runs this website at ${siteUrl}. This policy explains what information the site handles when you visit it or use its forms, why, and what choices you have.`,
    'In short: the site has no accounts, sets no advertising or tracking cookies, and its forms do not send anything to our servers. When you submit a form, your own e-mail program opens with a prepared message, and you decide whether to send it.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who is responsible',
      paragraphs: [
        `${companyName} is a manufacturer of PVC conduits, uPVC water pipes, fittings, hoses, solvent cement and water tanks, with its registered office at ${registeredOffice.lines.join(', ')}. We decide how the information described here is used.`,
        `Questions about this policy, or requests about your information, can be sent to ${contactEmail}.`,
      ],
    },
    {
      id: 'what-forms-collect',
      heading: 'What the forms collect',
      paragraphs: [
        'The quote and enquiry form asks for your name, e-mail address, phone number and a message. The careers application form asks for the position you are interested in, your experience, name, e-mail address, phone number, a message and your resume. The dealer and distributor update form asks for a name, e-mail address, phone number, the kind of business and a message.',
        'These details are checked in your browser only so that we can tell you when a required field is missing (for example a phone number that is not 10 digits). Nothing you type is stored by the site or sent to any server of ours.',
        'When a form is complete, the site opens your own e-mail program with a draft addressed to our shared mailbox, with your e-mail address copied in and your details in the body. The message is sent only if you press send in your e-mail program, and it travels through your e-mail provider like any other e-mail.',
        'Your resume is never uploaded. The careers form only checks that you chose a file and that it is not larger than 5 MB; it is read inside your browser and then left there. You attach it to the e-mail yourself.',
      ],
    },
    {
      id: 'what-we-do-with-mail',
      heading: 'What we do with e-mails you send us',
      paragraphs: [
        'If you send us a message, we use it to answer you: to prepare a quotation, to put you in touch with a dealer or distributor, to consider your job application, or to update our dealer records. We keep enquiries for as long as needed to deal with them and for our normal business records; job applications are kept for up to twelve months so we can consider you for later openings, unless you ask us to delete them sooner.',
        'We do not sell or rent your information. We share it only with our own staff and dealers who need it to serve you, or where the law requires us to.',
      ],
    },
    {
      id: 'server-logs',
      heading: 'Information your browser sends',
      paragraphs: [
        'Like every website, our servers receive the technical details your browser sends with each request: your IP address, the page asked for, the time, and your browser type. These are kept in short-lived server logs used to keep the site running and secure, and are not used to identify or profile visitors.',
        'News, job openings and investor documents are loaded from our content server in the same way, without any personal information.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies',
      paragraphs: [
        'The site itself does not set cookies and does not use analytics or advertising trackers.',
        'Some pages can show content from other companies, such as a YouTube video or a Google map. These are not loaded when the page opens: you see our own preview picture and a button, and only when you press it does your browser contact that company, which may then set its own cookies under its own privacy policy. Videos use YouTube\'s privacy-enhanced mode. The enquiry form on the Contact page is provided by a form service and is shown inside the page; what you type there is handled by that service for us.',
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      paragraphs: [
        'Our social media pages and other sites we link to have their own privacy policies. We are not responsible for how they handle information, so please read their policies when you visit them.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      paragraphs: [
        'The site is served over an encrypted connection and only runs code from our own servers. Because forms do not transmit your details, there is no database of visitor submissions on the website that could be exposed.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: [
        'You can ask us what information we hold about you from your e-mails, ask us to correct it, or ask us to delete it, by writing to the address above. We will answer within a reasonable time and in line with the Digital Personal Data Protection Act, 2023 and other Indian law that applies.',
        'Children: the site is meant for adults in the building trade, investors and job seekers, and we do not knowingly receive information from children.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      paragraphs: [
        'This policy is governed by the laws of India. Any dispute about it is subject to the exclusive jurisdiction of the courts of Kerala.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy when the site or the law changes. The date at the top shows the current version; continuing to use the site after a change means you accept the updated policy.',
      ],
    },
  ],
};
