// The About page's team carousel (spec §2.5: placeholder members). The people are fictional
// sample members (like every company detail in site config); the finance head is the key
// managerial person the Board of Directors page lists, so the name comes from site config.
// Each is shown with a monogram, or with their photograph once one is in media/people/ (data/people.ts).
import { siteConfig } from '@site/shared/config/site-config';
import { photoOf, type Person } from './people';

export interface TeamMember extends Person {
  unit: string;
  about: string;
}

export const TEAM: readonly TeamMember[] = [
  {
    id: 'team-production',
    photo: photoOf('team-production'),
    name: 'Suresh Babu K.',
    role: 'Head of Production',
    unit: 'Punalur unit',
    about: 'Runs the extrusion lines and shift planning across our oldest plant.',
  },
  {
    id: 'team-quality',
    photo: photoOf('team-quality'),
    name: 'Deepa Thomas',
    role: 'Quality Assurance Manager',
    unit: 'All units',
    about: 'Keeps every batch within its IS 9537 and IS 4985 limits.',
  },
  {
    id: 'team-sales',
    photo: photoOf('team-sales'),
    name: 'Arun Menon',
    role: 'Head of Sales',
    unit: 'Corporate office, Kochi',
    about: 'Looks after our dealers and distributors in three states.',
  },
  {
    id: 'team-plant-shencottai',
    photo: photoOf('team-plant-shencottai'),
    name: 'K. Muthukumar',
    role: 'Plant Manager',
    unit: 'Shencottai unit, Tamil Nadu',
    about: 'Leads the plant that serves our Tamil Nadu customers.',
  },
  {
    id: 'team-plant-kannur',
    photo: photoOf('team-plant-kannur'),
    name: 'Fathima Rahman',
    role: 'Plant Manager',
    unit: 'Kannur unit',
    about: 'Runs the newest plant and its high-speed pipe line.',
  },
  {
    id: 'team-finance',
    photo: photoOf('team-finance'),
    name: siteConfig.chiefFinancialOfficer.name,
    role: 'Chief Financial Officer',
    unit: 'Head office, Punalur',
    about: 'Oversees finance, accounts and investor reporting.',
  },
];

/** The Managing Director (the name and designation sign the message: one site-config value). */
export const MANAGING_DIRECTOR: Person = {
  id: 'managing-director',
  name: siteConfig.managingDirector.name,
  role: siteConfig.managingDirector.designation,
  photo: photoOf('managing-director'),
};
