// Fictional clients whose generated logos scroll on Home. Each logo is drawn from this list by the
// image generator (scripts/media/scenes.ts), so name, initials and colour stay in one place.
export interface Client {
  /** Image name in the media manifest. */
  id: string;
  name: string;
  /** Line under the name on the logo. */
  trade: string;
  colour: string;
  /** Logo mark. */
  mark: 'ring' | 'drop' | 'roof' | 'bolt' | 'leaf';
}

export const CLIENTS: readonly Client[] = [
  { id: 'client-nila', name: 'Nila Constructions', trade: 'Builders & Developers', colour: '#0b6e4f', mark: 'roof' },
  { id: 'client-chembaka', name: 'Chembaka Homes', trade: 'Residential Projects', colour: '#8c2f39', mark: 'leaf' },
  { id: 'client-pampa', name: 'Pampa Infra Works', trade: 'Civil Contractors', colour: '#1f4e79', mark: 'drop' },
  { id: 'client-malanad', name: 'Malanad Electricals', trade: 'Wiring Contractors', colour: '#b35c00', mark: 'bolt' },
  { id: 'client-ashtamudi', name: 'Ashtamudi Realtors', trade: 'Apartments & Villas', colour: '#4b3f72', mark: 'roof' },
  { id: 'client-sahya', name: 'Sahya Power Contractors', trade: 'Electrical Projects', colour: '#005f73', mark: 'bolt' },
  { id: 'client-kuttanad', name: 'Kuttanad Agro Pumps', trade: 'Irrigation Systems', colour: '#2d6a4f', mark: 'drop' },
  { id: 'client-kadambari', name: 'Kadambari Builders', trade: 'Commercial Buildings', colour: '#6b4226', mark: 'ring' },
  { id: 'client-varkala', name: 'Varkala Coastal Projects', trade: 'Resorts & Hospitality', colour: '#006d77', mark: 'leaf' },
  { id: 'client-thenmala', name: 'Thenmala Plumbing Co.', trade: 'Plumbing Contractors', colour: '#9b2226', mark: 'ring' },
];
