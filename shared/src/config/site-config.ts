// Every company detail the site shows lives here, and only here. The spec names none of them, so
// these are fictional sample values (".example" domains, 00000-style numbers): replace them with
// the real ones in this one file. Nothing else in the code base hard-codes a phone, mail or address.

export interface PostalAddress {
  label: string;
  lines: readonly string[];
}

export interface Person {
  name: string;
  role: string;
  phone: string;
  email: string;
}

/** A director or key managerial person named on the site (and in the admin host's board seed). */
export interface Officer {
  name: string;
  /** Designation exactly as the Board of Directors table shows it. */
  designation: string;
}

export interface SocialLink {
  network: 'Facebook' | 'LinkedIn' | 'YouTube' | 'Instagram' | 'Twitter';
  url: string;
}

export interface SiteConfig {
  companyName: string;
  shortName: string;
  tagline: string;
  founded: number;
  /** Company registration number (CIN). */
  registrationNumber: string;
  siteUrl: string;
  /** Every phone number is written once, in the site's one format ('+91 94470 00000', shared/format/phone). */
  supportPhone: string;
  mobile: string;
  landline: string;
  /** Shown in the top bar and on Contact. */
  contactEmail: string;
  /** Recipient of every mail draft the forms open (spec §5: the company's shared mailbox). */
  sharedMailbox: string;
  /**
   * Top-bar head office line (spec §2.2: third-floor commercial arcade in a Kerala town), short
   * enough for the whole bar to be one row at 1315 px; the full address is `headOffice`.
   */
  headOfficeLine: string;
  headOffice: PostalAddress;
  registeredOffice: PostalAddress;
  corporateOffice: PostalAddress;
  plants: readonly PostalAddress[];
  location: string;
  social: readonly SocialLink[];
  /** External feedback form (footer, opens in a new tab). */
  feedbackFormUrl: string;
  /** Map embedded on Contact after a click. */
  mapEmbedUrl: string;
  /** Directions link for the head office. */
  mapDirectionsUrl: string;
  videos: {
    company: string;
    managingDirector: string;
    distributor: string;
    blog: string;
  };
  /**
   * Signs the Managing Director's message; the admin host seeds the Board of Directors with the
   * same value, so the two pages always name the same person.
   */
  managingDirector: Officer;
  /** Key managerial person: in the board seed and on the About page's team. */
  chiefFinancialOfficer: Officer;
  companySecretary: Person;
  /** Member of the stakeholder relationship committee (Investor Grievances). */
  grievanceOfficer: Person;
  /** Where visitors subscribe to news (footer Get News & Update opens a mail draft to it). */
  newsMailbox: string;
  /** Sender (From) of the investor alerts and their confirmation mails (admin-host/src/alerts/). */
  alertsMailbox: string;
  /** The copyright line's first year (spec §9: 2023); the footer runs it to this year (copyright-years.ts). */
  copyrightYear: number;
}

export const siteConfig: SiteConfig = {
  companyName: 'Kallada Polypipes Limited',
  shortName: 'Kallada Polypipes',
  tagline: 'PVC pipes, conduits and fittings from Kerala since 1994',
  founded: 1994,
  registrationNumber: 'U25209KL1994PLC000000',
  siteUrl: 'https://www.kalladapolypipes.example',
  supportPhone: '+91 94470 00000',
  mobile: '+91 94470 00001',
  landline: '+91 47522 20000',
  contactEmail: 'info@kalladapolypipes.example',
  sharedMailbox: 'enquiry@kalladapolypipes.example',
  headOfficeLine: '3rd Floor, Riverside Commercial Arcade, Punalur',
  headOffice: {
    label: 'Head Office',
    lines: ['3rd Floor, Riverside Commercial Arcade', 'Main Road, Punalur', 'Kollam District, Kerala 691305'],
  },
  registeredOffice: {
    label: 'Registered Office',
    lines: ['3rd Floor, Riverside Commercial Arcade', 'Main Road, Punalur', 'Kollam District, Kerala 691305'],
  },
  corporateOffice: {
    label: 'Corporate Office',
    lines: ['2nd Floor, Harbour View Towers', 'MG Road, Ernakulam', 'Kochi, Kerala 682016'],
  },
  plants: [
    { label: 'Punalur Plant', lines: ['Industrial Estate, Kallada Road', 'Punalur, Kollam District', 'Kerala 691305'] },
    { label: 'Shencottai Plant', lines: ['SIDCO Industrial Area', 'Shencottai, Tenkasi District', 'Tamil Nadu 627809'] },
    { label: 'Kannur Plant', lines: ['KINFRA Industrial Park', 'Mattannur, Kannur District', 'Kerala 670702'] },
    { label: 'Edamon Plant', lines: ['Edamon Industrial Area', 'Edamon, Kollam District', 'Kerala 691307'] },
  ],
  location: 'Punalur, Kollam District, Kerala, India',
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/kalladapolypipes.example' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/kalladapolypipes-example' },
    { network: 'YouTube', url: 'https://www.youtube.com/@kalladapolypipes-example' },
    { network: 'Instagram', url: 'https://www.instagram.com/kalladapolypipes.example' },
    { network: 'Twitter', url: 'https://x.com/kalladapipes_ex' },
  ],
  feedbackFormUrl: 'https://forms.kalladapolypipes.example/feedback',
  mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m14!1m8!1m3!1d0!2d76.9258!3d9.0180',
  mapDirectionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=9.0180,76.9258',
  videos: {
    company: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    managingDirector: 'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4',
    distributor: 'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ',
    blog: 'https://www.youtube-nocookie.com/embed/9bZkp7q19f0',
  },
  managingDirector: { name: 'Mathew Kallada', designation: 'Chairman and Managing Director' },
  chiefFinancialOfficer: { name: 'Ramesh Pillai', designation: 'Chief Financial Officer (KMP)' },
  companySecretary: {
    name: 'Anjali R. Menon',
    role: 'Company Secretary and Compliance Officer',
    phone: '+91 47522 20010',
    email: 'cs@kalladapolypipes.example',
  },
  grievanceOfficer: {
    name: 'Thomas K. Varghese',
    role: 'Member, Stakeholders Relationship Committee',
    phone: '+91 47522 20011',
    email: 'investors@kalladapolypipes.example',
  },
  newsMailbox: 'news@kalladapolypipes.example',
  alertsMailbox: 'investor-alerts@kalladapolypipes.example',
  copyrightYear: 2023,
};

/**
 * Third-party origins the site frames (map, videos); the servers' Content-Security-Policy is built
 * from these plus the enquiry form's origin, which is run-time configuration (config/env.ts).
 */
export function thirdPartyFrameOrigins(config: SiteConfig = siteConfig): string[] {
  const urls = [config.mapEmbedUrl, ...Object.values(config.videos)];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}
