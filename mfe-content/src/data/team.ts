// The About page's team carousel (spec §2.5: placeholder members). Roles, not people: the company
// has not given us names or photos, so each card shows the role and a generated silhouette.
export interface TeamMember {
  /** Image name in the media manifest. */
  id: string;
  role: string;
  unit: string;
  about: string;
  /** Shirt colour of the generated portrait. */
  colour: string;
}

export const TEAM: readonly TeamMember[] = [
  { id: 'team-production', role: 'Head of Production', unit: 'Punalur unit', about: 'Runs the extrusion lines and shift planning across our oldest plant.', colour: '#004f87' },
  { id: 'team-quality', role: 'Quality Assurance Manager', unit: 'All units', about: 'Keeps every batch within its IS 9537 and IS 4985 limits.', colour: '#1e6b34' },
  { id: 'team-sales', role: 'Head of Sales', unit: 'Corporate office, Kochi', about: 'Looks after our dealers and distributors in three states.', colour: '#b34700' },
  { id: 'team-plant-shencottai', role: 'Plant Manager', unit: 'Shencottai unit, Tamil Nadu', about: 'Leads the plant that serves our Tamil Nadu customers.', colour: '#4b3f72' },
  { id: 'team-plant-kannur', role: 'Plant Manager', unit: 'Kannur unit', about: 'Runs the newest plant and its high-speed pipe line.', colour: '#005f73' },
  { id: 'team-finance', role: 'Chief Financial Officer', unit: 'Head office, Punalur', about: 'Oversees finance, accounts and investor reporting.', colour: '#6b4226' },
];
