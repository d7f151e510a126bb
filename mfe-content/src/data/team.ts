// The About page's team carousel (spec §2.5: placeholder members). The people are fictional
// sample members (like every company detail in site config); the finance head is the key
// managerial person the Board of Directors page lists, so the name comes from site config.
import { siteConfig } from '@site/shared/config/site-config';

/** How a generated portrait looks (team cards, the Managing Director). */
export interface PortraitLook {
  shirt: string;
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'receding';
  glasses?: boolean;
  moustache?: boolean;
}

export interface TeamMember {
  /** Image name in the media manifest. */
  id: string;
  name: string;
  role: string;
  unit: string;
  about: string;
  /** How the generated portrait looks. */
  look: PortraitLook;
}

const SKIN = { light: '#d9a27a', medium: '#b7784f', deep: '#8a5a3b' } as const;

export const TEAM: readonly TeamMember[] = [
  {
    id: 'team-production',
    name: 'Suresh Babu K.',
    role: 'Head of Production',
    unit: 'Punalur unit',
    about: 'Runs the extrusion lines and shift planning across our oldest plant.',
    look: { shirt: '#004f87', skin: SKIN.medium, hair: '#2b2b2b', hairStyle: 'short', moustache: true },
  },
  {
    id: 'team-quality',
    name: 'Deepa Thomas',
    role: 'Quality Assurance Manager',
    unit: 'All units',
    about: 'Keeps every batch within its IS 9537 and IS 4985 limits.',
    look: { shirt: '#1e6b34', skin: SKIN.light, hair: '#1f1b18', hairStyle: 'long', glasses: true },
  },
  {
    id: 'team-sales',
    name: 'Arun Menon',
    role: 'Head of Sales',
    unit: 'Corporate office, Kochi',
    about: 'Looks after our dealers and distributors in three states.',
    look: { shirt: '#b34700', skin: SKIN.light, hair: '#2b2b2b', hairStyle: 'short' },
  },
  {
    id: 'team-plant-shencottai',
    name: 'K. Muthukumar',
    role: 'Plant Manager',
    unit: 'Shencottai unit, Tamil Nadu',
    about: 'Leads the plant that serves our Tamil Nadu customers.',
    look: { shirt: '#4b3f72', skin: SKIN.deep, hair: '#3a3a3a', hairStyle: 'receding', moustache: true },
  },
  {
    id: 'team-plant-kannur',
    name: 'Fathima Rahman',
    role: 'Plant Manager',
    unit: 'Kannur unit',
    about: 'Runs the newest plant and its high-speed pipe line.',
    look: { shirt: '#005f73', skin: SKIN.medium, hair: '#1f1b18', hairStyle: 'bun' },
  },
  {
    id: 'team-finance',
    name: siteConfig.chiefFinancialOfficer.name,
    role: 'Chief Financial Officer',
    unit: 'Head office, Punalur',
    about: 'Oversees finance, accounts and investor reporting.',
    look: { shirt: '#6b4226', skin: SKIN.medium, hair: '#2b2b2b', hairStyle: 'short', glasses: true },
  },
];

/** The Managing Director's portrait on the message page. */
export const MANAGING_DIRECTOR_LOOK: PortraitLook = {
  shirt: '#004f87',
  skin: SKIN.medium,
  hair: '#8c8c8c',
  hairStyle: 'receding',
  glasses: true,
  moustache: true,
};
